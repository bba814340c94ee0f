import { spawnSync } from "node:child_process"
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs"
import { tmpdir } from "node:os"
import { dirname, join, relative, resolve } from "node:path"
import { afterAll, describe, expect, it } from "vitest"

/**
 * The guide is executable: every block that names a file is written into a
 * scratch copy of the repository exactly as the guide says, and the copy must
 * type-check and pass the contract's and the kit's table tests with the new
 * area in them. So the guide cannot drift from the code.
 */
const root = resolve(import.meta.dirname, "..")
const guide = readFileSync(join(root, "docs/adding-an-admin-area.md"), "utf8")

interface Block {
  readonly file?: string
  readonly into?: string
  readonly after?: string
  readonly body: string
}

/** The guide's blocks that name a file: ```ts file=path``` or ```ts into=path after="a line's text"```. */
const blocksOf = (markdown: string): ReadonlyArray<Block> =>
  [...markdown.matchAll(/^```\w+([^\n]*)\n([\s\S]*?)^```$/gm)].flatMap(([, info = "", body = ""]) => {
    const attributes = Object.fromEntries(
      [...info.matchAll(/(\w+)=(?:"([^"]*)"|(\S+))/g)].map(([, name, quoted, bare]) => [
        name,
        quoted ?? bare,
      ]),
    )
    return attributes.file || attributes.into ? [{ ...attributes, body }] : []
  })

/** Adds `body` after the first line holding `after`; a missing anchor is the guide's mistake, said plainly. */
const insertAfter = (text: string, after: string, body: string, where: string): string => {
  const lines = text.split("\n")
  const at = lines.findIndex((line) => line.includes(after))
  if (at < 0) throw new Error(`${where}: no line holds “${after}”; the guide is out of date.`)
  return [...lines.slice(0, at + 1), body.replace(/\n$/, ""), ...lines.slice(at + 1)].join("\n")
}

/** The repository's files as git sees them (tracked, and new ones not ignored). */
const sourceFiles = () => {
  const listed = spawnSync("git", ["ls-files", "-co", "--exclude-standard", "-z"], {
    cwd: root,
    encoding: "utf8",
  })
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`)
  return listed.stdout.split("\0").filter((file) => file && existsSync(join(root, file)))
}

/**
 * Each package's installed dependencies, linked rather than copied; the
 * workspace's own packages point into the scratch copy, so the new area is
 * what web and testkit see.
 */
const linkDependencies = (scratch: string) => {
  symlinkSync(realpathSync(join(root, "node_modules")), join(scratch, "node_modules"))
  for (const name of readdirSync(join(root, "packages"))) {
    const installed = join(root, "packages", name, "node_modules")
    if (!existsSync(installed)) continue
    const target = join(scratch, "packages", name, "node_modules")
    mkdirSync(target, { recursive: true })
    for (const entry of readdirSync(installed)) {
      if (entry !== "@wellkit") {
        symlinkSync(realpathSync(join(installed, entry)), join(target, entry))
        continue
      }
      mkdirSync(join(target, entry))
      for (const own of readdirSync(join(installed, entry))) {
        const real = realpathSync(join(installed, entry, own))
        symlinkSync(join(scratch, relative(root, real)), join(target, entry, own))
      }
    }
  }
}

const scratch = mkdtempSync(join(tmpdir(), "wellkit-guide-"))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

const run = (args: ReadonlyArray<string>) => {
  const done = spawnSync(process.execPath, args, {
    cwd: scratch,
    encoding: "utf8",
    env: { ...process.env, CI: "true", FORCE_COLOR: "0" },
    maxBuffer: 64 * 1024 * 1024,
  })
  return { status: done.status, output: `${done.stdout}\n${done.stderr}` }
}

describe("docs/adding-an-admin-area.md", () => {
  const blocks = blocksOf(guide)

  it("names the files a new area writes and the shared lines it adds", () => {
    expect(blocks.filter((block) => block.file).length).toBeGreaterThanOrEqual(8)
    expect(blocks.map((block) => block.into).filter(Boolean)).toEqual(
      expect.arrayContaining([
        "packages/core/src/api/WellkitApi.ts",
        "packages/core/src/areas/registry.ts",
        "packages/web/src/app/admin-areas.ts",
      ]),
    )
  })

  it("a new area added exactly as it says type-checks and passes the kit's tests", () => {
    for (const file of sourceFiles()) {
      mkdirSync(dirname(join(scratch, file)), { recursive: true })
      writeFileSync(join(scratch, file), readFileSync(join(root, file)))
    }
    linkDependencies(scratch)
    for (const block of blocks) {
      if (block.file) {
        const path = join(scratch, block.file)
        expect(existsSync(path), `${block.file} already exists`).toBe(false)
        mkdirSync(dirname(path), { recursive: true })
        writeFileSync(path, block.body)
      } else if (block.into && block.after) {
        const path = join(scratch, block.into)
        writeFileSync(path, insertAfter(readFileSync(path, "utf8"), block.after, block.body, block.into))
      }
    }

    const typecheck = run([join(scratch, "node_modules/typescript-native/bin/tsc"), "-b"])
    expect(typecheck.output.trim(), "tsc -b in the scratch copy").toBe("")
    expect(typecheck.status).toBe(0)

    const tests = run([
      join(scratch, "node_modules/vitest/vitest.mjs"),
      "run",
      "--reporter=verbose",
      "--project",
      "core",
      "--project",
      "testkit",
      "src/api/contract.test.ts",
      "src/kit/resources.test.ts",
    ])
    expect(tests.output).toContain("badges: the resource kit's rules against the sandbox")
    expect(tests.status, tests.output.slice(-4000)).toBe(0)
  }, 900_000)
})
