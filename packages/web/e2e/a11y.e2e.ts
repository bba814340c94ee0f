import AxeBuilder from "@axe-core/playwright"
import type { Page } from "playwright-core"
import { expect, it } from "vitest"
import { setupE2e, signIn } from "./harness.js"

const e2e = setupE2e()

/** Every portal screen of issue 4 and the sign-in page, as an organisation admin sees them. */
const screens: ReadonlyArray<readonly [string, string, string]> = [
  ["dashboard", "/dashboard?entityId=1000", "Challenges running now"],
  ["licenses", "/option?entityId=1000", "Acme Holdings — Wellness 2026"],
  ["challenges", "/challenges?entityId=1000", "Add a challenge"],
  ["manage users", "/manage-users?entityId=1000", "Add employee"],
  ["manage admins", "/manage-users?entityId=1000&showAdmins=true", "Add admin"],
  ["batch uploads", "/manage-users/batches?entityId=1000", "february-hires.csv"],
  ["batch detail", "/manage-users/batches/b-2026-0211?entityId=1000", "Failed rows"],
  ["reports", "/reports?entityId=1000", "Show report"],
  ["rewards and funding", "/reward?entityId=1000", "Add funds"],
  ["support", "/support", "Send us a message"],
  ["account", "/account", "Send verification e-mail"],
  ["cart", "/cart?entityId=1000&licenseId=7002", "See the price"],
]

const seriousOrWorse = async (page: Page) => {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze()
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    )
}

/** axe's Playwright builder needs a page of a context the test made itself. */
const contextPage = async () => {
  const context = await e2e.stack.browser.newContext({ viewport: { width: 1400, height: 900 } })
  const page = await context.newPage()
  page.setDefaultTimeout(10_000)
  return { page, close: () => context.close() }
}

it("the sign-in page has no serious or critical WCAG 2.2 AA violation", async () => {
  const { page, close } = await contextPage()
  try {
    await page.goto(`${e2e.stack.portal.url}/auth/login`)
    await page.getByRole("button", { name: "Sign in" }).waitFor()
    expect(await seriousOrWorse(page)).toEqual([])
  } finally {
    await close()
  }
})

it("every portal screen has no serious or critical WCAG 2.2 AA violation (axe-core)", async () => {
  const { page, close } = await contextPage()
  await signIn(page, e2e.stack.portal.url, "admin@acme.test")
  await page.waitForURL(/\/dashboard/)
  const found: Record<string, ReadonlyArray<string>> = {}
  for (const [name, path, ready] of screens) {
    await page.goto(`${e2e.stack.portal.url}${path}`)
    await page.getByText(ready, { exact: false }).first().waitFor()
    const violations = await seriousOrWorse(page)
    if (violations.length > 0) found[name] = violations
  }
  await close()
  expect(found).toEqual({})
})
