#!/usr/bin/env node
// The packed SDK's declarations are TypeScript's own emit: `tsc -b` already writes a
// declaration file per source (composite, into .tsbuild), so they are copied, not rebuilt.
// Bundling them (rollup-plugin-dts) cost a TypeScript program per entry and a 16 GB heap.
import { spawnSync } from "node:child_process"
import { cpSync, existsSync, mkdirSync, readdirSync, writeFileSync } from "node:fs"
import { createRequire } from "node:module"
import { dirname, join, resolve } from "node:path"
import { fileURLToPath } from "node:url"

const core = resolve(dirname(fileURLToPath(import.meta.url)), "..")
const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc")

// Incremental: when the workspace's type-check has run, this only confirms it is up to date.
const built = spawnSync(process.execPath, [tsc, "-b", core], { stdio: "inherit" })
if (built.status !== 0) process.exit(built.status ?? 1)

const dist = join(core, "dist")
const types = join(dist, "types")
mkdirSync(types, { recursive: true })
cpSync(join(core, ".tsbuild/src"), types, {
  recursive: true,
  filter: (source) => !source.endsWith(".tsbuildinfo") && !/\.test\.d\.ts$/.test(source),
})

// One declaration file beside each entry's JavaScript, as `publishConfig.exports` names them.
const areas = readdirSync(join(core, "src/areas")).filter((area) =>
  existsSync(join(core, "src/areas", area, "index.ts")),
)
writeFileSync(join(dist, "index.d.ts"), 'export * from "./types/index.js"\n')
for (const area of areas) {
  writeFileSync(join(dist, `${area}.d.ts`), `export * from "./types/areas/${area}/index.js"\n`)
}
