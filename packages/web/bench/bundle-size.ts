/**
 * Issue 4's bundle bars, as figures: the JavaScript the sign-in route loads
 * (target ≤ 120 KB gzip) and each portal area's own chunk (target ≤ 40 KB gzip),
 * read from Vite's manifest of the last build.
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

const lines = [
  `sign-in route JavaScript: ${kb(sizeOf(login))} gzip in ${login.size} chunks (target ≤ 120 KB)`,
  ...[...login]
    .map((key) => ({ key, bytes: gzipped(manifest[key]?.file ?? "") }))
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, 4)
    .map(({ key, bytes }) => `  ${kb(bytes).padStart(9)}  ${manifest[key]?.file}`),
  `portal area chunks (target ≤ 40 KB each; largest first):`,
  ...areas.map(
    ({ area, bytes }) => `  ${kb(bytes).padStart(9)}  ${area}${bytes > 40 * 1024 ? "  OVER" : ""}`,
  ),
]
process.stdout.write(`${lines.join("\n")}\n`)
