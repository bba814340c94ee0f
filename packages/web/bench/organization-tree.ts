/**
 * Issue 11's tree bar, as figures: the Organizations tree with 2,000 more
 * organizations in Chromium. Prints the DOM nodes on the page with the tree
 * collapsed and with every branch open, and the longest main-thread task while
 * expanding all (three runs), a search revealing its matches, and scrolling
 * the whole open tree. Prints only; asserts nothing.
 */
import type { Page } from "playwright-core"
import { newPage, signIn, startStack } from "../e2e/stack.js"

/** The longest task (ms; 0 when none passed 50 ms) while `action` runs in the page, and what it returned. */
const longestTaskDuring = async (page: Page, action: () => Promise<void>) => {
  await page.evaluate(() => {
    const state = window as unknown as { worst: number; observer?: PerformanceObserver }
    state.worst = 0
    state.observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) state.worst = Math.max(state.worst, entry.duration)
    })
    state.observer.observe({ type: "longtask" })
  })
  await action()
  return page.evaluate(async () => {
    await new Promise((resolve) => setTimeout(resolve, 300))
    const state = window as unknown as { worst: number; observer?: PerformanceObserver }
    state.observer?.disconnect()
    return state.worst
  })
}
const domNodes = (page: Page) => page.evaluate(() => document.querySelectorAll("*").length)
const ms = (values: ReadonlyArray<number>) => values.map((value) => `${value.toFixed(0)} ms`).join(", ")

const stack = await startStack()
try {
  const added = await fetch(`${stack.api.url}/__sandbox/organizations`, {
    method: "POST",
    body: JSON.stringify({ parentId: 1000, count: 2000 }),
  }).then((response) => response.json() as Promise<{ total: number }>)
  const page = await newPage(stack.browser)
  page.setDefaultTimeout(30_000)
  await signIn(page, stack.portal.url, "staff@wellkit.test")
  await page.waitForURL(/\/noap/)
  await page.goto(`${stack.portal.url}/noap/admin/organizations`)
  await page.getByRole("treeitem").first().waitFor()
  const collapsed = await domNodes(page)

  const expanding: Array<number> = []
  let expanded = 0
  for (let run = 0; run < 3; run += 1) {
    await page.getByRole("button", { name: "Collapse all" }).click()
    expanding.push(
      await longestTaskDuring(page, async () => {
        await page.getByRole("button", { name: "Expand all" }).click()
        await page.waitForFunction(
          () => (document.querySelector('[role="tree"]')?.scrollHeight ?? 0) > 36 * 2000,
        )
      }),
    )
    expanded = await domNodes(page)
  }
  const rows = await page.getByRole("tree").evaluate((tree) => Math.round(tree.scrollHeight / 36))

  await page.getByRole("button", { name: "Collapse all" }).click()
  const searching = await longestTaskDuring(page, async () => {
    await page.getByLabel("Find an organization").fill("Team 1999")
    await page.getByText(/organizations? match/).waitFor()
  })

  await page.getByRole("button", { name: "Expand all" }).click()
  const scrolling: Array<number> = []
  for (let run = 0; run < 3; run += 1) {
    scrolling.push(
      await longestTaskDuring(page, () =>
        page.evaluate(async () => {
          const scroller = document.querySelector('[role="tree"]')?.parentElement as HTMLElement
          scroller.scrollTop = 0
          for (let step = 0; step < 60; step += 1) {
            scroller.scrollTop += scroller.scrollHeight / 60
            await new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)))
          }
        }),
      ),
    )
  }

  process.stdout.write(
    `${[
      `organization tree, ${added.total} organizations (${rows} rows with every branch open):`,
      `  DOM nodes on the page: ${collapsed} collapsed, ${expanded} with every branch open`,
      `  longest task while expanding all (3 runs): ${ms(expanding)} (0 = none over 50 ms)`,
      `  longest task while a search reveals its match: ${ms([searching])}`,
      `  longest task while scrolling the open tree top to bottom (3 runs): ${ms(scrolling)}`,
    ].join("\n")}\n`,
  )
} finally {
  await stack.close()
}
