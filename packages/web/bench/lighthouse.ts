/**
 * Issue 23's first-load bars, as Lighthouse 12.8.2 sees them with its default mobile profile
 * (simulated slow 4G, 4× CPU slowdown) in Debian's chromium, against the built portal served
 * as `npm start` serves it. Three runs per page, the median run's figures printed:
 * - the sign-in page, cold (Lighthouse empties the cache and the origin's storage first);
 * - the dashboard as an admin's second tab: another tab of the same browser is signed in and
 *   stays open, so the new tab takes its session (SES-8) and finds everything in the cache.
 * Then, in the signed-in tab, the time from a click on a menu entry to the next area's first
 * meaningful content, warm. Prints; never fails on a figure.
 * `LIGHTHOUSE_OUT=<folder>` keeps each run's report (its audits name the long tasks) and its
 * unthrottled trace (`<run>.trace.json`, for DevTools' Performance panel);
 * `LIGHTHOUSE_PAGE=sign-in` or `dashboard` measures one page (a lever's before and after, back to back);
 * `LIGHTHOUSE_RUNS=5` takes more runs where the machine's noise hides a lever.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import lighthouse from "lighthouse"
import { chromium, type Page } from "playwright-core"
import { chromiumArgs, chromiumPath, signIn, startServers } from "../e2e/stack.js"
import { menuRoundTrip } from "./menu-timing.js"

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3)
const out = process.env.LIGHTHOUSE_OUT
const only = process.env.LIGHTHOUSE_PAGE

interface Figures {
  readonly performance: number
  readonly accessibility: number
  readonly bestPractices: number
  readonly fcp: number
  readonly lcp: number
  readonly tbt: number
  readonly cls: number
  readonly si: number
}

const { api, portal } = await startServers()
const profile = mkdtempSync(join(tmpdir(), "wellkit-lighthouse-"))
// A persistent context: its pages live in the browser's default context, where Lighthouse opens its tab.
const context = await chromium.launchPersistentContext(profile, {
  executablePath: chromiumPath(),
  args: [...chromiumArgs, "--remote-debugging-port=0"],
  viewport: { width: 1400, height: 900 },
})
const port = Number(readFileSync(join(profile, "DevToolsActivePort"), "utf8").split("\n")[0])

/** One Lighthouse report; a run whose trace could not be recorded (NO_NAVSTART, seen on a busy box) is run again. */
const lighthouseReport = async (url: string, keepStorage: boolean, attempts = 3) => {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, {
      port,
      logLevel: "error",
      output: "json",
      onlyCategories: ["performance", "accessibility", "best-practices"],
      disableStorageReset: keepStorage,
    })
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`)
    if (!result.lhr.runtimeError) return result
    if (attempt === attempts) throw new Error(`Lighthouse on ${url}: ${result.lhr.runtimeError.message}`)
  }
}

const audit = async (name: string, url: string, keepStorage: boolean): Promise<Figures> => {
  const { lhr, artifacts } = await lighthouseReport(url, keepStorage)
  if (out) {
    mkdirSync(out, { recursive: true })
    writeFileSync(join(out, `${name}.json`), JSON.stringify(lhr))
    writeFileSync(join(out, `${name}.trace.json`), JSON.stringify(artifacts.Trace))
  }
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    fcp: value("first-contentful-paint"),
    lcp: value("largest-contentful-paint"),
    tbt: value("total-blocking-time"),
    cls: value("cumulative-layout-shift"),
    si: value("speed-index"),
  }
}

const median = (values: ReadonlyArray<number>) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`

const report = (page: string, runs: ReadonlyArray<Figures>) => {
  const of = (key: keyof Figures) => runs.map((run) => run[key])
  const each = (key: keyof Figures, show: (n: number) => string) => `(${of(key).map(show).join(", ")})`
  const ms = (n: number) => `${n.toFixed(0)} ms`
  return [
    `${page}, median of ${runs.length} Lighthouse runs (mobile profile):`,
    `  performance ${median(of("performance"))} ${each("performance", String)} (goal ≥ 95)`,
    `  accessibility ${median(of("accessibility"))}, best practices ${median(of("bestPractices"))} (goal 100)`,
    `  FCP ${seconds(median(of("fcp")))} ${each("fcp", seconds)} (goal ≤ 1.5 s)`,
    `  LCP ${seconds(median(of("lcp")))} ${each("lcp", seconds)} (goal ≤ 2.0 s)`,
    `  TBT ${ms(median(of("tbt")))} ${each("tbt", ms)} (goal ≤ 150 ms)`,
    `  CLS ${median(of("cls")).toFixed(3)} ${each("cls", (n) => n.toFixed(3))} (goal ≤ 0.02)`,
    `  SI  ${seconds(median(of("si")))} ${each("si", seconds)}`,
  ].join("\n")
}

try {
  if (only !== "dashboard") {
    const signInRuns: Array<Figures> = []
    for (let run = 1; run <= RUNS; run += 1)
      signInRuns.push(await audit(`sign-in-${run}`, `${portal.url}/auth/login`, false))
    process.stdout.write(`${report("sign-in page, cold", signInRuns)}\n`)
  }
  if (only !== "sign-in") {
    const first: Page = context.pages()[0] ?? (await context.newPage())
    first.setDefaultTimeout(30_000)
    await signIn(first, portal.url, "admin@acme.test")
    await first.waitForURL(/\/dashboard\?entityId=/)
    await first.getByRole("heading", { level: 1 }).first().waitFor()
    const dashboardRuns: Array<Figures> = []
    for (let run = 1; run <= RUNS; run += 1)
      dashboardRuns.push(await audit(`dashboard-${run}`, `${portal.url}/dashboard`, true))
    process.stdout.write(`${report("dashboard, a signed-in admin's second tab", dashboardRuns)}\n`)

    const menu = await menuRoundTrip(first, RUNS).catch(
      (error: unknown) => `menu click timing stopped: ${String(error)}`,
    )
    process.stdout.write(`${menu}\n`)
  }
} finally {
  await context.close()
  await portal.close()
  await api.close()
  rmSync(profile, { recursive: true, force: true })
}
