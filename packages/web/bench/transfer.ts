/**
 * Transfer figures: the bytes the portal's server (server/portal-server.ts)
 * sends for the sign-in route, and for every built asset, when the browser accepts
 * nothing, gzip, or brotli (the build's precompressed twins). Prints only.
 * WELLKIT_WEB_DIST measures a build other than ./dist.
 */
import { readdirSync, readFileSync } from "node:fs"
import { request } from "node:http"
import { extname, join, relative, resolve } from "node:path"
import { startPortalServer } from "../server/portal-server.js"

interface Chunk {
  readonly file: string
  readonly isEntry?: boolean
  readonly imports?: ReadonlyArray<string>
  readonly css?: ReadonlyArray<string>
}

const dist = resolve(process.env.WELLKIT_WEB_DIST ?? join(import.meta.dirname, "../dist"))
const manifest = JSON.parse(readFileSync(join(dist, ".vite/manifest.json"), "utf8")) as Record<string, Chunk>

/** A chunk and every chunk it imports statically, with their styles: what the browser loads before it runs. */
const closure = (key: string, files = new Set<string>(), seen = new Set<string>()): Set<string> => {
  const chunk = manifest[key]
  if (!chunk || seen.has(key)) return files
  seen.add(key)
  files.add(chunk.file)
  for (const css of chunk.css ?? []) files.add(css)
  for (const next of chunk.imports ?? []) closure(next, files, seen)
  return files
}
const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry)
const loginPage = Object.keys(manifest).find((key) => key.endsWith("LoginPage.tsx"))
if (!entry || !loginPage) throw new Error("No entry or sign-in page in the manifest: run vite build first")
const signInRoute = ["index.html", ...closure(loginPage, closure(entry))]

/** Everything a browser could be sent: the build without its source maps, its twins and Vite's own folder. */
const walk = (dir: string): Array<string> =>
  readdirSync(dir, { withFileTypes: true })
    .filter((item) => !item.name.startsWith("."))
    .flatMap((item) => (item.isDirectory() ? walk(join(dir, item.name)) : [join(dir, item.name)]))
const allAssets = walk(dist)
  .filter((path) => ![".map", ".br", ".gz"].includes(extname(path)))
  .map((path) => relative(dist, path).split("\\").join("/"))

const portal = await startPortalServer({
  distDir: dist,
  config: { apiHost: "http://127.0.0.1:4010", apiKey: "bench" },
})

/** The body's bytes on the wire, as sent (node:http does not decode). */
const bodyBytes = (path: string, acceptEncoding: string | undefined) =>
  new Promise<number>((done, fail) => {
    const headers = acceptEncoding ? { "accept-encoding": acceptEncoding } : {}
    request(`${portal.url}/${path}`, { headers }, (res) => {
      let bytes = 0
      res.on("data", (chunk: Buffer) => {
        bytes += chunk.length
      })
      res.on("end", () =>
        res.statusCode === 200 ? done(bytes) : fail(new Error(`${path}: ${res.statusCode}`)),
      )
    })
      .on("error", fail)
      .end()
  })

const encodings = [
  ["raw", undefined],
  ["gzip", "gzip"],
  ["brotli", "gzip, deflate, br"],
] as const

const measure = async (files: ReadonlyArray<string>) => {
  const totals: Array<number> = []
  for (const [, header] of encodings) {
    let sum = 0
    for (const file of files) sum += await bodyBytes(file, header)
    totals.push(sum)
  }
  return totals
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`.padStart(10)
const row = (label: string, files: number, [raw = 0, ...rest]: ReadonlyArray<number>) =>
  `  ${label.padEnd(34)}${String(files).padStart(5)}${[raw, ...rest].map(kb).join("")}${rest
    .map((bytes) => `${Math.round((100 * bytes) / raw)}%`.padStart(6))
    .join("")}`

try {
  const lines = [
    `bytes sent by server/portal-server.ts for ${dist}:`,
    `  ${"".padEnd(34)}files${encodings.map(([name]) => name.padStart(10)).join("")}${"gzip".padStart(6)}${"br".padStart(6)}  (of raw)`,
    row("sign-in route (HTML, JS, CSS)", signInRoute.length, await measure(signInRoute)),
    row("all built assets (no source maps)", allAssets.length, await measure(allAssets)),
  ]
  process.stdout.write(`${lines.join("\n")}\n`)
} finally {
  await portal.close()
}
