import type { Page } from "playwright-core"

/** Five organization-admin areas, by their menu entry's words; each has its own chunk and its own first read. */
const AREAS = ["Licenses", "Challenges", "Manage users", "Batch uploads", "Rewards and funding"]

/**
 * One click on a menu entry, timed inside the page: from the click to the first moment the
 * new area shows its heading, no busy region and no start-up overlay (its first meaningful
 * content). A MutationObserver sees each commit as it lands, so no polling interval adds to it.
 */
const timeClick = (page: Page, label: string) =>
  page.evaluate(
    (name) =>
      new Promise<number>((resolve, reject) => {
        const link = [...document.querySelectorAll<HTMLAnchorElement>("nav a")].find(
          (a) => a.textContent?.trim() === name,
        )
        if (!link) return reject(new Error(`No menu entry "${name}"`))
        const target = new URL(link.href).pathname
        const before = document.querySelector("main h1")
        const shown = () => {
          const heading = document.querySelector("main h1")
          return (
            window.location.pathname === target &&
            heading !== null &&
            heading !== before &&
            document.querySelector('main [aria-busy="true"], [data-testid="startup-overlay"]') === null
          )
        }
        const start = performance.now()
        // A bench that waits forever prints nothing: after 10 s the click is reported as never shown.
        const giveUp = setTimeout(() => {
          observer.disconnect()
          reject(new Error(`"${name}" showed no content within 10 s (at ${window.location.pathname})`))
        }, 10_000)
        const observer = new MutationObserver(() => {
          if (!shown()) return
          observer.disconnect()
          clearTimeout(giveUp)
          resolve(performance.now() - start)
        })
        observer.observe(document.body, {
          childList: true,
          subtree: true,
          attributes: true,
          characterData: true,
        })
        link.click()
      }),
    label,
  )

/** Warm: every area is visited once before the timed rounds, so its chunk and its first read are in. */
export const menuRoundTrip = async (page: Page, rounds: number): Promise<string> => {
  // tsx names the page function's inner arrows with its __name helper, which the page does not have.
  await page.evaluate("window.__name = (fn) => fn")
  for (const area of AREAS) await timeClick(page, area)
  const times = new Map<string, Array<number>>(AREAS.map((area) => [area, []]))
  for (let round = 0; round < rounds; round += 1)
    for (const area of AREAS) times.get(area)?.push(await timeClick(page, area))
  const median = (values: ReadonlyArray<number>) =>
    [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0
  return [
    `menu click to the area's first meaningful content, warm, desktop, median of ${rounds} (goal ≤ 100 ms):`,
    ...AREAS.map((area) => {
      const all = times.get(area) ?? []
      return `  ${area.padEnd(20)} ${median(all).toFixed(0).padStart(4)} ms  (${all.map((ms) => ms.toFixed(0)).join(", ")})`
    }),
  ].join("\n")
}
