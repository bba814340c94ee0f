/**
 * Issue 21's bar, as figures: the member with 2,000 transactions (Barbara
 * Keller, the 3rd Acme member) opened on the record's Reward groups tab in
 * Chromium. Prints the time from choosing the tab to the first transaction rows,
 * the longest main-thread task while they come (PerformanceObserver 'longtask';
 * goal: none over 50 ms) and while the list is scrolled end to end, and the
 * rows in the page. Three runs; prints only, asserts nothing.
 */
import type { Page } from "playwright-core"
import { newPage, signIn, startStack } from "../e2e/stack.js"

const MEMBER = "/noap/member/10006?entityId=1000"
const REGION = "Transactions of Hydration finisher, newest first"

const watchLongTasks = (page: Page) =>
  page.evaluate(() => {
    const state = window as unknown as { worst: number; observer?: PerformanceObserver }
    state.worst = 0
    state.observer?.disconnect()
    state.observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) state.worst = Math.max(state.worst, entry.duration)
    })
    state.observer.observe({ type: "longtask" })
  })
const longestTask = (page: Page) =>
  page.evaluate(async () => {
    await new Promise((resolve) => setTimeout(resolve, 300))
    const state = window as unknown as { worst: number; observer?: PerformanceObserver }
    state.observer?.disconnect()
    return state.worst
  })
const ms = (values: ReadonlyArray<number>) => values.map((value) => `${value.toFixed(0)} ms`).join(", ")

const stack = await startStack()
try {
  const page = await newPage(stack.browser)
  page.setDefaultTimeout(30_000)
  await signIn(page, stack.portal.url, "staff@wellkit.test")
  await page.waitForURL(/\/noap/)
  const opening: Array<number> = []
  const firstRows: Array<number> = []
  const scrolling: Array<number> = []
  let rowsInPage = 0
  for (let run = 0; run < 3; run += 1) {
    // A fresh page load each run, so the tab's reads are not served from the cache.
    await page.goto(`${stack.portal.url}${MEMBER}`)
    await page.getByRole("tab", { name: "Reward groups" }).waitFor()
    await watchLongTasks(page)
    const started = Date.now()
    await page.getByRole("tab", { name: "Reward groups" }).click()
    await page.getByRole("region", { name: REGION }).locator("tbody tr[aria-rowindex]").first().waitFor()
    firstRows.push(Date.now() - started)
    opening.push(await longestTask(page))
    rowsInPage = await page.getByRole("region", { name: REGION }).locator("tbody tr[aria-rowindex]").count()

    await watchLongTasks(page)
    await page.getByRole("region", { name: REGION }).evaluate(async (scroller) => {
      scroller.scrollTop = 0
      for (let step = 0; step < 60; step += 1) {
        scroller.scrollTop += scroller.scrollHeight / 60
        await new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)))
      }
    })
    scrolling.push(await longestTask(page))
    // Back to Details so the next run opens the tab again.
    await page.getByRole("tab", { name: "Details" }).click()
  }
  process.stdout.write(
    `${[
      "member rewards, 2,000 transactions (Barbara Keller, Acme):",
      `  choosing Reward groups to the first transaction rows (3 runs): ${ms(firstRows)}`,
      `  longest task while the tab opens (3 runs): ${ms(opening)} (0 = none over 50 ms; goal: none)`,
      `  longest task while scrolling the 2,000 rows end to end (3 runs): ${ms(scrolling)}`,
      `  transaction rows in the page: ${rowsInPage} of 2,000`,
    ].join("\n")}\n`,
  )
} finally {
  await stack.close()
}
