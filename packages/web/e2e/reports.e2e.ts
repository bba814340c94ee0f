import { readFileSync } from "node:fs"
import { expect, it } from "vitest"
import { screenshot, setupE2e, signInAs } from "./harness.js"

const e2e = setupE2e()

it("POR-7: an admin runs each report for a license and range, pages through 10,000 rows and exports them as CSV", async () => {
  const { page } = e2e
  await fetch(`${e2e.stack.api.url}/__sandbox/employees`, {
    method: "POST",
    body: JSON.stringify({ entityId: 1000, count: 10_000 }),
  })
  await signInAs(page, e2e.stack.portal.url, "admin@acme.test")
  await page.waitForURL(/\/dashboard/)
  await page.getByRole("link", { name: "Reports", exact: true }).click()
  const form = page.getByRole("form", { name: "Choose a report" })
  await form.getByLabel("License").selectOption({ label: "Acme Holdings — Wellness 2026" })

  // A start after the default end (today), whatever day the test runs on.
  await form.getByLabel("From").fill("2099-01-01")
  await form.getByRole("button", { name: "Show report" }).click()
  await form.getByText("The end date is before the start date.").waitFor()
  await form.getByLabel("From").fill("2026-10-24")
  await form.getByLabel("To").fill("2026-11-22")
  await form.getByRole("button", { name: "Show report" }).click()
  const report = page.getByRole("region", { name: /Employees · 10,\d{3} rows/ })
  await report.waitFor()
  await report.locator("[data-bar]").first().waitFor()
  await report.getByText(/Page 1 of 20\d \(10,\d{3} rows\)/).waitFor()
  await expect.poll(() => report.getByRole("row").count()).toBe(51)
  await report.getByRole("button", { name: "Next" }).click()
  await report.getByText(/Page 2 of/).waitFor()
  await screenshot(page, "160-report-employees")

  const [download] = await Promise.all([
    page.waitForEvent("download", { timeout: 30_000 }),
    report.getByRole("button", { name: "Export CSV" }).click(),
  ])
  const csv = readFileSync(await download.path(), "utf8")
  const lines = csv.split("\r\n").filter(Boolean)
  expect(lines[0]).toBe(
    "\uFEFFEmployee id,First name,Last name,E-mail,Registered,Points,Activities,Last active",
  )
  expect(lines.length).toBeGreaterThan(10_000)
  expect(download.suggestedFilename()).toBe("employees-report-2026-10-24-to-2026-11-22.csv")

  await form.getByLabel("Rewards").check()
  await form.getByRole("button", { name: "Show report" }).click()
  await page
    .getByRole("region", { name: /Rewards · / })
    .locator("[data-bar]")
    .first()
    .waitFor()
  // Issue 39: a person's table, not the CSV's data: days, dollars and the catalogue's words.
  const rewards = page.getByRole("region", { name: /Rewards · / })
  await rewards
    .getByRole("cell", { name: /^(Earned|Redeemed)$/ })
    .first()
    .waitFor()
  await rewards
    .getByRole("cell", { name: /^[A-Z][a-z]{2} \d{1,2}, 2026$/ })
    .first()
    .waitFor()
  await rewards
    .getByRole("cell", { name: /^\$[\d,]+(\.\d{2})?$/ })
    .first()
    .waitFor()
  expect(await rewards.getByRole("cell", { name: /^(earned|redeemed|\d+\.00)$/ }).count()).toBe(0)
  await screenshot(page, "161-report-rewards")

  await form.getByLabel("Programs").check()
  await form.getByRole("button", { name: "Show report" }).click()
  await page
    .getByRole("region", { name: "Programs · 5 rows" })
    .getByRole("row", { name: /Move more .*\d+%$/ })
    .waitFor()
  await screenshot(page, "162-report-programs")
})
