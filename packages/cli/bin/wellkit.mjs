#!/usr/bin/env node
// Runs the bundle (dist/wellkit.mjs, `pnpm --filter @wellkit/cli build`) when it is newer
// than every source it was built from; otherwise the TypeScript sources through tsx,
// so an edit is never hidden behind a stale bundle.
import { existsSync, readdirSync, statSync } from "node:fs"
import { fileURLToPath } from "node:url"

const here = (path) => fileURLToPath(new URL(path, import.meta.url))
const bundle = here("../dist/wellkit.mjs")
const sources = [here("../src"), here("../../core/src")]

const newest = (dir) =>
  readdirSync(dir, { withFileTypes: true }).reduce((latest, entry) => {
    const path = `${dir}/${entry.name}`
    return Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs)
  }, 0)

const fresh = () => {
  if (!existsSync(bundle)) return false
  const built = statSync(bundle).mtimeMs
  return sources.every((dir) => !existsSync(dir) || newest(dir) <= built)
}

if (process.env.WELLKIT_CLI_FROM_SOURCE !== "1" && fresh()) {
  await import(bundle)
} else {
  const { register } = await import("tsx/esm/api")
  // Our tsconfig, not the one of the folder the command runs in: it sets the JSX runtime Ink needs.
  register({ tsconfig: here("../tsconfig.json") })
  await import("../src/main.ts")
}
