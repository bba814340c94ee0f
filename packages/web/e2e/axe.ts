import AxeBuilder from "@axe-core/playwright"
import type { Browser, Page } from "playwright-core"

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
  const page = await context.newPage()
  page.setDefaultTimeout(10_000)
  return { page, close: () => context.close() }
}
