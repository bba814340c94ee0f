import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { exampleModule, typescriptExamples } from "./readme.js"
import { pnpm, run } from "./shell.js"

export const coreDir = resolve(import.meta.dirname, "..")
export const readJson = (path: string) => JSON.parse(readFileSync(path, "utf8"))
export const examples = typescriptExamples(readFileSync(join(coreDir, "README.md"), "utf8"))

export interface Scratch {
  readonly dir: string
  readonly tarball: string
}

/**
 * Packs the SDK and installs the tarball, with the peers a consumer would add,
 * into a project outside the workspace, so nothing resolves to the sources by
 * accident. The project holds the fixture program and the README's examples.
 */
export const prepareScratch = (): Scratch => {
  const dir = mkdtempSync(join(tmpdir(), "wellkit-consumer-"))
  // `prepack` builds with tsup; pnpm applies publishConfig, so the tarball points at dist.
  pnpm(["pack", "--pack-destination", dir], coreDir)
  const tarball = join(dir, readdirSync(dir).find((file) => file.endsWith(".tgz")) ?? "missing.tgz")
  cpSync(join(import.meta.dirname, "fixture"), dir, { recursive: true })
  writeFileSync(
    join(dir, "package.json"),
    JSON.stringify({ name: "consumer", private: true, type: "module" }),
  )
  for (const example of examples) {
    writeFileSync(join(dir, `readme-line-${example.line}.ts`), exampleModule(example))
  }
  const core = readJson(join(coreDir, "package.json"))
  const workspace = readJson(join(coreDir, "../../package.json"))
  run(
    "npm",
    [
      "install",
      "--no-audit",
      "--no-fund",
      "--ignore-scripts",
      "--prefer-offline",
      "--loglevel=error",
      tarball,
      `effect@${core.devDependencies.effect}`,
      `@effect/platform@${core.devDependencies["@effect/platform"]}`,
      `@types/node@${workspace.devDependencies["@types/node"]}`,
    ],
    dir,
  )
  return { dir, tarball }
}
