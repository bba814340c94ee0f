#!/usr/bin/env node
// The README's two commands: `npm start` and `npm test`. Needs only Node 20 and npm:
// it fetches the pinned pnpm with npx, installs from the lockfile, and runs the task.
import { spawnSync } from "node:child_process"
import { existsSync, readdirSync, readFileSync } from "node:fs"
import { dirname, relative, resolve } from "node:path"
import { fileURLToPath } from "node:url"

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..")
const PNPM = "pnpm@12.21.0"
const task = process.argv[2]

const run = (command, args, options = {}) => {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", ...options })
  if (result.error) {
    console.error(`Could not run ${command}: ${result.error.message}`)
    return 1
  }
  return result.status ?? 1
}
const pnpm = (...args) => run("npx", ["--yes", PNPM, ...args])

const chromiumCandidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"]
const findChromium = () => chromiumCandidates.find((path) => path && existsSync(path))

const headlessShell = "/usr/lib/chromium/chromium-headless-shell"

/**
 * End-to-end tests drive Debian's Chromium, through its headless shell where it can be had
 * (packages/web/e2e/stack.ts: a page load costs it a third less); install both when we can, else
 * say how. Without the shell the tests use chromium.
 */
const ensureChromium = () => {
  if (findChromium() && (existsSync(headlessShell) || process.env.CHROMIUM_PATH)) return true
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0
  const isDebian = existsSync("/etc/debian_version") && existsSync("/usr/bin/apt-get")
  if (isRoot && isDebian) {
    console.log("Installing Debian's chromium and chromium-headless-shell packages…")
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" }
    const install = (...packages) => run("apt-get", ["install", "-y", "-qq", ...packages], { env }) === 0
    if (run("apt-get", ["update", "-qq"], { env }) === 0 && !install("chromium", "chromium-headless-shell"))
      install("chromium")
  }
  if (findChromium()) return true
  console.error(
    [
      "The end-to-end tests need Chromium and none was found.",
      "  Debian/Ubuntu: sudo apt-get install chromium chromium-headless-shell",
      "  Elsewhere: install Chromium and set CHROMIUM_PATH=/path/to/chromium",
    ].join("\n"),
  )
  return false
}

/** Passed and failed tests in vitest's JSON reports: those of `.reports/` whose name matches. */
const readCounts = (name) => {
  const counts = { passed: 0, failed: 0, names: [] }
  const folder = resolve(root, ".reports")
  for (const file of existsSync(folder) ? readdirSync(folder) : []) {
    if (!name.test(file)) continue
    try {
      const report = JSON.parse(readFileSync(resolve(folder, file), "utf8"))
      counts.passed += report.numPassedTests ?? 0
      counts.failed += report.numFailedTests ?? 0
      for (const suite of report.testResults ?? []) {
        const failedTests = (suite.assertionResults ?? []).filter((test) => test.status === "failed")
        const where = relative(root, suite.name ?? "")
        for (const test of failedTests) counts.names.push(`${where} › ${test.fullName}`)
        // A file that failed before any test ran (an import error) has no failed test of its own.
        if (suite.status === "failed" && failedTests.length === 0) counts.names.push(`${where} (the file)`)
      }
    } catch {
      // A report left half-written by a stage that crashed: that stage has failed the run already.
    }
  }
  return counts
}

if (task !== "start" && task !== "test") {
  console.error("usage: node scripts/bootstrap.mjs start|test")
  process.exit(2)
}

if (pnpm("install", "--frozen-lockfile") !== 0) {
  console.error("Installing dependencies failed; see the messages above.")
  process.exit(1)
}

if (task === "start") process.exit(pnpm("--filter", "@wellkit/web", "run", "start"))

if (!ensureChromium()) process.exit(1)
const status = pnpm("run", "check")
const unit = readCounts(/^unit\.json$/)
// check.mjs runs the e2e tests in shards, one report each.
const e2e = readCounts(/^e2e(-\d+)?\.json$/)
console.log(
  `\nunit ${unit.passed} passed, ${unit.failed} failed; e2e ${e2e.passed} passed, ${e2e.failed} failed`,
)
const failed = unit.failed + e2e.failed + (status === 0 ? 0 : 1)
console.log(`${unit.passed + e2e.passed} passed, ${failed} failed`)
// Last, so that a log cut to its tail still says which tests failed.
for (const name of [...unit.names, ...e2e.names]) console.log(`  failed: ${name}`)
process.exit(status)
