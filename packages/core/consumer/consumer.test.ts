import { existsSync, readdirSync, rmSync } from "node:fs"
import { createRequire } from "node:module"
import { join, resolve } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { methodsWithoutExample } from "./jsdoc.js"
import { type RunningSandbox, startSandbox } from "./sandbox.js"
import { coreDir, examples, prepareScratch, readJson } from "./scratch.js"
import { run } from "./shell.js"

const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc")
const bin = (name: string) => join(coreDir, "node_modules/.bin", name)
const areas = readdirSync(join(coreDir, "src/areas")).filter((area) =>
  existsSync(join(coreDir, "src/areas", area, "index.ts")),
)
// The sandbox's own key and demo login (packages/testkit/src/seed.ts).
const SANDBOX = { apiKey: "sandbox-key", username: "staff@wellkit.test", password: "Wellkit!2026" }

let scratch = ""
let tarball = ""
let sandbox: Promise<RunningSandbox> | undefined

beforeAll(() => {
  // The sandbox starts while the SDK builds.
  sandbox = startSandbox(resolve(coreDir, "../testkit"))
  sandbox.catch(() => undefined)
  ;({ dir: scratch, tarball } = prepareScratch())
})

afterAll(async () => {
  await (await sandbox?.catch(() => undefined))?.stop()
  if (scratch) rmSync(scratch, { recursive: true, force: true })
})

const compileNodeNext = () => run(process.execPath, [tsc, "-p", "tsconfig.nodenext.json"], scratch)
const installed = () => readJson(join(scratch, "node_modules/@wellkit/core/package.json"))

describe("@wellkit/core installed from its packed tarball", () => {
  it("holds only the build, the README and package.json", () => {
    const files = run("tar", ["tzf", tarball], scratch).stdout.trim().split("\n")
    const packed =
      /^package\/(dist\/[\w-]+\.(js|d\.ts)|dist\/types\/[\w/-]+\.d\.ts|package\.json|README\.md)$/
    expect(files.filter((file) => !packed.test(file))).toEqual([])
    expect(files).toContain("package/README.md")
  })

  it("exports types first and, by one pattern, a subpath per area; Effect is a peer", () => {
    const manifest = installed()
    expect(Object.keys(manifest.exports)).toEqual([".", "./package.json", "./*"])
    const pattern = manifest.exports["./*"] as Record<string, string>
    const targets: Array<[string, object]> = [
      [".", manifest.exports["."]],
      ...areas.map((area): [string, object] => [
        `./${area}`,
        Object.fromEntries(Object.entries(pattern).map(([key, file]) => [key, file.replace("*", area)])),
      ]),
    ]
    for (const [subpath, target] of targets) {
      expect(Object.keys(target), subpath).toEqual(["types", "default"])
      for (const file of Object.values(target)) {
        expect(existsSync(join(scratch, "node_modules/@wellkit/core", file)), file).toBe(true)
      }
    }
    expect(manifest.sideEffects).toBe(false)
    expect(Object.keys(manifest.peerDependencies).sort()).toEqual(["@effect/platform", "effect"])
    expect(manifest.dependencies.effect).toBeUndefined()
  })

  it("shares the application's one copy of effect and @effect/platform", () => {
    expect(existsSync(join(scratch, "node_modules/@wellkit/core/node_modules/effect"))).toBe(false)
    expect(existsSync(join(scratch, "node_modules/@wellkit/core/node_modules/@effect"))).toBe(false)
  })

  it("passes publint --strict", () => {
    expect(run(bin("publint"), ["run", "--strict", tarball], coreDir).stdout).toContain("All good")
  })

  // attw 0.18 reasons with TypeScript 5.6, before require() of ES modules: it flags every
  // CommonJS import of an ESM-only package. Node 20.19+ allows it; the next test proves it.
  it("passes @arethetypeswrong/cli --profile node16 apart from its ESM-only warning", () => {
    // The tarball goes first: --ignore-rules takes every argument after it.
    run(bin("attw"), [tarball, "--profile", "node16", "--ignore-rules", "cjs-resolves-to-esm"], coreDir)
  })

  it("type-checks a program and the README's examples with moduleResolution NodeNext", () => {
    expect(examples.length).toBeGreaterThanOrEqual(10)
    compileNodeNext()
  })

  it("type-checks the program and the README's examples with moduleResolution Bundler", () => {
    run(process.execPath, [tsc, "-p", "tsconfig.bundler.json"], scratch)
  })

  it("SES-1, ADM-7, ERR-1: as an ES module it signs in, lists messages and reads a 302's key", async () => {
    if (!existsSync(join(scratch, "out/program.js"))) compileNodeNext()
    const { url } = await (sandbox as Promise<RunningSandbox>)
    const { stdout } = run(
      process.execPath,
      ["run.mjs", url, SANDBOX.apiKey, SANDBOX.username, SANDBOX.password],
      scratch,
    )
    const report = JSON.parse(stdout)
    expect(report.adminType).toBe(5)
    expect(report.messages).toBeGreaterThan(0)
    expect(report.duplicate).toEqual({ status: 302, key: "ERRORS.MESSAGE_ID_EXISTS", type: "alert" })
  })

  it("is require()d by a CommonJS program on Node 20.19+", () => {
    if (!existsSync(join(scratch, "out/require.cjs"))) compileNodeNext()
    const { stdout } = run(process.execPath, ["out/require.cjs"], scratch)
    expect(JSON.parse(stdout)).toEqual({ createClient: "function", appError: "function" })
  })

  it("documents every method of the Promise client with a JSDoc @example", () => {
    expect(methodsWithoutExample(join(scratch, "surface.ts"))).toEqual([])
  })
})
