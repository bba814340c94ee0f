import { expect, it } from "vitest"
import { screenshot, settled, setupE2e, signInAs } from "./harness.js"

const e2e = setupE2e()

it("POR-6: an organization admin lands on the dashboard with programs, challenges and rewards as cards and charts", async () => {
  const { page } = e2e
  await signInAs(page, e2e.stack.portal.url, "admin@acme.test")
  await page.waitForURL(/\/dashboard\?entityId=1000/)
  await page.getByRole("heading", { name: "Dashboard" }).waitFor()
  await page.getByText("Challenges running now").waitFor()
  // The charts are drawn: one bar per challenge, and earned and redeemed for each of 12 months.
  await page.locator("[data-bar]").first().waitFor()
  await expect
    .poll(() => page.getByRole("figure", { name: /Participation by challenge: Hydration week \d+%/ }).count())
    .toBe(1)
  await expect.poll(() => page.getByRole("row", { name: /Move more/ }).count()).toBe(1)
  await screenshot(page, "150-dashboard")

  const requests: Array<string> = []
  page.on("request", (request) => {
    if (request.url().includes("/dashboard/")) requests.push(request.url())
  })
  await page.getByRole("link", { name: "Support", exact: true }).click()
  await page.getByRole("heading", { name: "Support" }).waitFor()
  await page.getByRole("link", { name: "Dashboard", exact: true }).click()
  await page.getByText("Challenges running now").waitFor()
  // POR-19: back on a warm cache, nothing is fetched again: the data is there at once, and nothing
  // was asked for once the page has settled.
  await page.getByRole("row", { name: /Move more/ }).waitFor()
  await page.locator("[data-bar]").first().waitFor()
  await settled(page)
  expect(requests).toEqual([])
})
