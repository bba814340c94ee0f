/**
 * Issue 4's bundle bars: the JavaScript the sign-in route loads (≤ 135 KB gzip since i18next came back; it was 120)
 * and each portal area's own chunk (≤ 40 KB gzip), read from Vite's manifest of
 * the last build. `pnpm bench` prints the figures; with --check (the test
 * command) a figure over its bar fails the run.
 */
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { gzipSync } from "node:zlib"

interface Chunk {
  readonly file: string
  readonly src?: string
  readonly isEntry?: boolean
  readonly imports?: ReadonlyArray<string>
}

const dist = join(import.meta.dirname, "../dist")
const manifest = JSON.parse(readFileSync(join(dist, ".vite/manifest.json"), "utf8")) as Record<string, Chunk>
const gzipped = (file: string) => gzipSync(readFileSync(join(dist, file))).length
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

/** A chunk and every chunk it imports statically: what the browser must load before it runs. */
const closure = (key: string, seen = new Set<string>()): Set<string> => {
  if (seen.has(key)) return seen
  seen.add(key)
  for (const next of manifest[key]?.imports ?? []) closure(next, seen)
  return seen
}
const sizeOf = (keys: Iterable<string>) =>
  [...keys].reduce((sum, key) => sum + (manifest[key] ? gzipped(manifest[key].file) : 0), 0)

const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry)
if (!entry) throw new Error("No entry in the manifest: run vite build first")
const loginPage = Object.keys(manifest).find((key) => key.endsWith("LoginPage.tsx"))
const login = closure(entry)
if (loginPage) closure(loginPage, login)

const areas = Object.keys(manifest)
  .filter((key) => /screens\/(?!auth|consents|noap|not-found)[^/]+\/.*Page\.tsx$/.test(key))
  .map((key) => ({ area: key.replace(/^.*screens\//, ""), bytes: gzipped(manifest[key]?.file ?? "") }))
  .sort((a, b) => b.bytes - a.bytes)

/** What main.tsx asks for at once but the sign-in page does not wait for: the SDK. */
const runtime = Object.keys(manifest).find((key) => key.endsWith("app/runtime.ts"))
const afterPaint = runtime ? [...closure(runtime)].filter((key) => !login.has(key)) : []

const LOGIN_BAR = 135 * 1024
const AREA_BAR = 40 * 1024
const loginBytes = sizeOf(login)
const over = [
  ...(loginBytes > LOGIN_BAR ? [`the sign-in route (${kb(loginBytes)})`] : []),
  ...areas.filter(({ bytes }) => bytes > AREA_BAR).map(({ area, bytes }) => `${area} (${kb(bytes)})`),
]

const lines = [
  `sign-in route JavaScript: ${kb(loginBytes)} gzip in ${login.size} chunks (target ≤ 135 KB)`,
  ...[...login]
    .map((key) => ({ key, bytes: gzipped(manifest[key]?.file ?? "") }))
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, 4)
    .map(({ key, bytes }) => `  ${kb(bytes).padStart(9)}  ${manifest[key]?.file}`),
  `the SDK, fetched after the sign-in page has rendered and run at the first key or click: ${kb(sizeOf(afterPaint))} gzip in ${afterPaint.length} chunks`,
  `portal area chunks (target ≤ 40 KB each; largest first):`,
  ...areas.map(({ area, bytes }) => `  ${kb(bytes).padStart(9)}  ${area}${bytes > AREA_BAR ? "  OVER" : ""}`),
]
process.stdout.write(`${lines.join("\n")}\n`)
if (process.argv.includes("--check") && over.length > 0) {
  process.stderr.write(`Over the bundle bars: ${over.join(", ")}\n`)
  process.exit(1)
}
if (process.argv.includes("--check") && (!runtime || !loginPage)) {
  process.stderr.write(
    "The manifest has no sign-in page or no SDK chunk: the bundle check measures nothing.\n",
  )
  process.exit(1)
}
