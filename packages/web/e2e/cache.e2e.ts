import { endpointOf } from "@wellkit/testkit"
import { expect, it } from "vitest"
import { setupE2e, signIn } from "./harness.js"

const e2e = setupE2e()

/** Each organisation-admin area by its menu link and the heading it shows. */
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

it("POR-19: moving through every area a second time fetches nothing again, templates and FAQs included", async () => {
  const { page } = e2e
  const reads: Array<string> = []
  page.on("request", (request) => {
    const url = new URL(request.url())
    const name = request.method() === "GET" ? endpointOf("GET", url.pathname) : undefined
    if (name) reads.push(name)
  })
  await signIn(page, e2e.stack.portal.url, "admin@acme.test")
  await page.waitForURL(/\/dashboard/)
  const tour = async () => {
    for (const [link, heading] of areas) {
      await page.getByRole("link", { name: link, exact: true }).click()
      await page.getByRole("heading", { name: heading, exact: true, level: 1 }).waitFor()
      // Let each page ask for what it needs before moving on.
      await page.waitForLoadState("networkidle")
    }
  }
  await tour()
  expect(reads).toContain("challenges.templates")
  expect(reads).toContain("support.faqs")
  reads.length = 0
  await tour()
  expect(reads).toEqual([])
})
