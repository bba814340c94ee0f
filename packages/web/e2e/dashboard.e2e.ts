import type { Page } from "playwright-core"
import { expect, it } from "vitest"
import { contextPage, seriousOrWorse } from "./axe.js"
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

/** The tops of the page's headings, in page coordinates: what a reader's eye holds on to. */
const headingTops = (page: Page) =>
  page
    .getByRole("heading")
    .evaluateAll((headings) =>
      headings.map((h) => Math.round(h.getBoundingClientRect().top + window.scrollY)),
    )

/** Holds the dashboard's reads at the network until `release` is called, as a slow connection would. */
const holdDashboardReads = async (page: Page) => {
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(
    (url) => url.pathname.includes("/dashboard/"),
    async (route) => {
      await released
      await route.continue()
    },
  )
  return async () => {
    release()
    await page.unrouteAll({ behavior: "wait" })
  }
}

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
] as const

/** Signed in at `viewport`, the dashboard of `organization` chosen with its reads held: drawn in grey until `release`. */
const pendingDashboard = async (page: Page, viewport: (typeof VIEWPORTS)[number], organization: string) => {
  await signInAs(page, e2e.stack.portal.url, "admin@acme.test")
  await page.getByText("Challenges running now").waitFor()
  await page.setViewportSize(viewport)
  const release = await holdDashboardReads(page)
  await page.getByLabel("Organization").selectOption({ label: organization })
  await expect.poll(() => page.locator("section[aria-busy=true]").count()).toBe(3)
  return release
}

it("POR-6: while its figures come, the dashboard is drawn whole in grey, says it is loading, and nothing moves when they arrive", async () => {
  // axe needs a page of a context the test made.
  const { page, close } = await contextPage(e2e.stack.browser)
  try {
    for (const viewport of VIEWPORTS) {
      const release = await pendingDashboard(page, viewport, "Acme West")
      await page
        .getByRole("status")
        .filter({ hasText: "Loading the dashboard…" })
        .waitFor({ state: "attached" })
      expect(await page.getByRole("heading", { level: 2 }).allTextContents()).toEqual([
        "Participation by challenge",
        "Rewards earned and redeemed",
        "Programs",
      ])
      expect(await seriousOrWorse(page), "axe while the figures come").toEqual([])
      await screenshot(page, `151-dashboard-pending-${viewport.width}`)
      const pending = await headingTops(page)

      await release()
      await page.locator("[data-bar]").first().waitFor()
      await page.getByText("Challenges running now").waitFor()
      expect(await page.locator("section[aria-busy=true]").count()).toBe(0)
      expect(await headingTops(page), `headings at ${viewport.width} px`).toEqual(pending)
    }
  } finally {
    await close()
  }
})

it("POR-6: an organization with no challenges, programs or rewards yet says so in each section's own room, and nothing moves when it does", async () => {
  const { page } = e2e
  for (const viewport of VIEWPORTS) {
    const release = await pendingDashboard(page, viewport, "Acme QA Sandbox")
    const pending = await headingTops(page)

    await release()
    for (const empty of ["No challenges yet.", "No rewards in the last 12 months.", "No programs yet."])
      await page.getByText(empty, { exact: true }).waitFor()
    expect(await page.locator("section[aria-busy=true]").count()).toBe(0)
    expect(await page.locator("[data-bar]").count()).toBe(0)
    expect(await headingTops(page), `headings at ${viewport.width} px`).toEqual(pending)
    await screenshot(page, `152-dashboard-empty-${viewport.width}`)
  }
})
