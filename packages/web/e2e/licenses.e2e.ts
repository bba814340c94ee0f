import { expect, it } from "vitest"
import { expectCount, screenshot, setupE2e, signInAs } from "./harness.js"

const e2e = setupE2e()

it("POR-1, POR-2: an admin sees what each license offers and sets the day one starts", async () => {
  const { page } = e2e
  await signInAs(page, e2e.stack.portal.url, "admin@acme.test")
  await page.waitForURL(/\/dashboard/)
  await page.getByRole("link", { name: "Licenses", exact: true }).click()
  const wellness = page.getByRole("article", { name: "Acme Holdings — Wellness 2026" })
  await wellness.getByRole("row", { name: /Step challenges .* \$1\.50 \$270 Yes/ }).waitFor()
  await wellness.getByRole("row", { name: /Wellness rewards/ }).waitFor()
  // One-time, retired and hidden products of the same license are not offered.
  expect(await wellness.getByText("Onboarding workshop").count()).toBe(0)
  expect(await wellness.getByText("Sleep program (retired)").count()).toBe(0)
  expect(await wellness.getByText("Internal pilot").count()).toBe(0)

  const pilot = page.getByRole("article", { name: "Acme Holdings — Coaching pilot" })
  await pilot.getByText("Not active yet: choose the day it starts.").waitFor()
  await pilot.getByRole("row", { name: /Health coaching .* Through sales/ }).waitFor()
  await screenshot(page, "120-licenses")

  await pilot.getByLabel("Activation date").fill("2027-01-01")
  await pilot.getByRole("button", { name: "Save date" }).click()
  await page.getByRole("status").filter({ hasText: "The changes have been Successfully saved." }).waitFor()
  await expect
    .poll(() => e2e.stack.api.sandbox.db.state.licenses.find((l) => l.licenseId === 7002)?.activationDate)
    .toBe("2027-01-01")
  await expect.poll(() => pilot.getByText("Not active yet").count()).toBe(0)
  await screenshot(page, "121-license-activation-saved")

  // NAV-10: choosing the page one is on fetches it again.
  const fetched: Array<string> = []
  page.on("request", (request) => {
    if (request.url().includes("/organizations/1000/licenses")) fetched.push(request.url())
  })
  await page.getByRole("link", { name: "Licenses", exact: true }).click()
  await expectCount(page, () => fetched.length, 1, "reads of the licenses")
})

it("a license list that fails to load says so, and Try again loads it", async () => {
  const { page } = e2e
  await fetch(`${e2e.stack.api.url}/__sandbox/faults`, {
    method: "POST",
    body: JSON.stringify({ endpoint: "licenses.list", status: 503, times: 1 }),
  })
  await signInAs(page, e2e.stack.portal.url, "admin@acme.test")
  await page.waitForURL(/\/dashboard/)
  await page.goto(`${e2e.stack.portal.url}/option?entityId=1000`)
  // The failure is said once, in the page, until it loads.
  const failed = page.getByRole("alert").filter({ hasText: "The licenses could not be loaded." })
  await failed
    .getByText("The server ran into a problem and could not answer. Try again in a moment.")
    .waitFor()
  expect(await page.getByRole("alertdialog").count()).toBe(0)
  await screenshot(page, "122-licenses-load-failed")
  await failed.getByRole("button", { name: "Try again" }).click()
  await page.getByRole("article", { name: "Acme Holdings — Wellness 2026" }).waitFor()
})
