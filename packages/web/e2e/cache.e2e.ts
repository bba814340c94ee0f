import { endpointOf } from "@wellkit/testkit"
import type { Page, Request } from "playwright-core"
import { expect, it } from "vitest"
import { setupE2e, signInAs } from "./harness.js"

const e2e = setupE2e()

/** Each organization-admin area by its menu link and the heading it shows. */
const areas = [
  ["Dashboard", "Dashboard"],
  ["Licenses", "Licenses"],
  ["Challenges", "Challenges"],
  ["Manage users", "Manage users"],
  ["Batch uploads", "Batch uploads"],
  ["Reports", "Reports"],
  ["Rewards and funding", "Rewards and funding"],
  ["Support", "Support"],
] as const

/**
 * The API calls the page makes, and a wait until it has made all it will for now. A page asks for
 * some data only once other data has come (the rewards once the organization's identifiers have,
 * the products once the licenses have), and a client-side navigation never reaches "networkidle"
 * again, so the page is quiet when nothing is in flight and it has drawn a frame since the last
 * answer (which is when React asks for what that answer made it need) without asking for more.
 */
const watchCalls = (page: Page) => {
  const reads: Array<string> = []
  let started = 0
  let inFlight = 0
  const api = (request: Request) => endpointOf(request.method(), new URL(request.url()).pathname)
  page.on("request", (request) => {
    const name = api(request)
    if (!name) return
    started += 1
    inFlight += 1
    if (request.method() === "GET") reads.push(name)
  })
  const done = (request: Request) => {
    if (api(request)) inFlight -= 1
  }
  page.on("requestfinished", done)
  page.on("requestfailed", done)
  const frame = () =>
    page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))))
  const quiet = async () => {
    for (let round = 0; round < 20; round += 1) {
      await expect.poll(() => inFlight).toBe(0)
      const before = started
      await frame()
      await frame()
      if (started === before && inFlight === 0) return
    }
    throw new Error("the page kept asking for more")
  }
  return { reads, quiet }
}

it("POR-19: moving through every area a second time fetches nothing again, templates and FAQs included", async () => {
  const { page } = e2e
  const { reads, quiet } = watchCalls(page)
  await signInAs(page, e2e.stack.portal.url, "admin@acme.test")
  await page.waitForURL(/\/dashboard/)
  const tour = async () => {
    for (const [link, heading] of areas) {
      await page.getByRole("link", { name: link, exact: true }).click()
      await page.getByRole("heading", { name: heading, exact: true, level: 1 }).waitFor()
      // Each page asks for what it needs, all of it, before the tour moves on.
      await quiet()
    }
  }
  await tour()
  expect(reads).toContain("challengeTemplates.list")
  expect(reads).toContain("support.faqs")
  reads.length = 0
  await tour()
  expect(reads).toEqual([])
})
