#!/usr/bin/env node
// Runs the bundle, dist/wellkit.mjs. When it is missing (after an install) or a
// source is newer, it is built here first (about a second, esbuild), so an edit
// is never hidden behind a stale bundle. Only when that build fails do the
// TypeScript sources run through tsx, which is slower and takes about twice the
// memory; it says so on stderr.
import { existsSync, readdirSync, statSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { setFlagsFromString } from "node:v8"

// With V8's defaults a command that streams a million rows still peaks 40-60 MB
// above what it keeps alive: the heap grows to about three times the live data
// before a full collection (V8 sizes it for throughput) and the young generation
// to 32 MB. V8's setting for programs that favour memory over speed keeps both
// small; the check's speed is the same within noise (see `pnpm bench`). Set
// before anything is loaded; V8 reads it as it sizes the heap.
setFlagsFromString("--optimize-for-size")

const here = (path) => fileURLToPath(new URL(path, import.meta.url))
const bundle = here("../dist/wellkit.mjs")
const sourceDirs = [here("../src"), here("../../core/src")]
const sourceFiles = [here("../package.json"), here("../scripts/build.mjs")]

const newest = (dir) =>
  readdirSync(dir, { withFileTypes: true }).reduce((latest, entry) => {
    const path = `${dir}/${entry.name}`
    return Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs)
  }, 0)

const fresh = () => {
  if (!existsSync(bundle)) return false
  const built = statSync(bundle).mtimeMs
  return (
    sourceDirs.every((dir) => !existsSync(dir) || newest(dir) <= built) &&
    sourceFiles.every((file) => !existsSync(file) || statSync(file).mtimeMs <= built)
  )
}

const fromSource = async (reason) => {
  if (reason) process.stderr.write(`wellkit: ${reason}; running the TypeScript sources instead (slower).\n`)
  const { register } = await import("tsx/esm/api")
  // Our tsconfig, not the one of the folder the command runs in: it sets the JSX runtime Ink needs.
  register({ tsconfig: here("../tsconfig.json") })
  await import("../src/main.ts")
}

if (process.env.WELLKIT_CLI_FROM_SOURCE === "1") {
  await fromSource()
} else if (fresh()) {
  await import(bundle)
} else {
  const build = await import("../scripts/build.mjs")
  let built = false
  try {
    await build.buildCli()
    built = true
  } catch (error) {
    await fromSource(`could not build the bundle (${build.firstLine(error)})`)
  }
  if (built) await import(bundle)
}
