import AxeBuilder from "@axe-core/playwright"
import type { Browser, Page } from "playwright-core"
import { withoutScreensAhead } from "./harness.js"

/** axe-core's serious and critical WCAG 2.2 AA violations on the page as it is now. */
export const seriousOrWorse = async (page: Page) => {
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
export const contextPage = async (browser: Browser) => {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } })
  await withoutScreensAhead(context)
  const page = await context.newPage()
  page.setDefaultTimeout(10_000)
  return { page, close: () => context.close() }
}

/** A screen to scan: its name in the report, its address, and a text that says it is ready. */
export type AxeScreen = readonly [name: string, path: string, ready: string]

/**
 * Scans screen after screen of one page and gathers every violation by
 * screen, so one failing run names all of them. `settle` waits for what a
 * screen loads after its ready text (rows of a table, say).
 */
export const axeTour = (page: Page, portalUrl: string) => {
  const found: Record<string, ReadonlyArray<string>> = {}
  const check = async (name: string) => {
    const violations = await seriousOrWorse(page)
    if (violations.length > 0) found[name] = violations
  }
  const visit = async (screens: ReadonlyArray<AxeScreen>, settle?: () => Promise<unknown>) => {
    for (const [name, path, ready] of screens) {
      await page.goto(`${portalUrl}${path}`)
      await page.getByText(ready).first().waitFor()
      await settle?.()
      await check(name)
    }
  }
  return { found, check, visit }
}
