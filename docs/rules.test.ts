import { existsSync, readdirSync, readFileSync } from "node:fs"
import { join, relative, resolve } from "node:path"
import { describe, expect, it } from "vitest"

// Keeps docs/rules.md true: the rule ids the tests name, the files it cites, and the gaps it admits.

const repo = resolve(import.meta.dirname, "..")
const packages = join(repo, "packages")
const page = readFileSync(join(repo, "docs/rules.md"), "utf8")

/** Words shaped like a rule id that are not one: the encoding UTF-8, and sample client ids (ORG-1001). */
const NOT_RULES = new Set(["UTF", "ORG"])
const SKIPPED = new Set(["node_modules", "dist", ".tsbuild", "screenshots"])
const TEST_FILE = /\.test\.tsx?$|\.e2e\.ts$/
const idsIn = (text: string) => text.match(/\b[A-Z]{2,5}-\d+\b/g) ?? []
const prefixOf = (id: string) => id.slice(0, id.lastIndexOf("-"))

const testFiles = (dir: string): Array<string> =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith(".") || SKIPPED.has(entry.name)) return []
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return testFiles(path)
    return TEST_FILE.test(entry.name) ? [path] : []
  })

/** Each id the test files name, with the files (relative to packages/) that name it. */
const named = new Map<string, Array<string>>()
for (const path of testFiles(packages)) {
  const file = relative(packages, path)
  for (const id of new Set(idsIn(readFileSync(path, "utf8")))) named.set(id, [...(named.get(id) ?? []), file])
}

interface Line {
  readonly id: string
  readonly text: string
  readonly cited: ReadonlyArray<string>
}

/** The page's rule lines: "- **SES-8** what it means. Proof: `core/src/session/tabs.test.ts`, …" */
const lines: ReadonlyArray<Line> = page.split("\n").flatMap((line) => {
  const match = /^- \*\*([A-Z]{2,5}-\d+)\*\* (.*)$/.exec(line)
  if (!match) return []
  const [, id = "", text = ""] = match
  const cited = [...text.matchAll(/`([^`\s]+\.(?:test\.tsx?|e2e\.ts))`/g)].map((cite) => cite[1] ?? "")
  return [{ id, text, cited }]
})
const groups = new Set(lines.map((line) => prefixOf(line.id)))
const documented = new Set(lines.map((line) => line.id))

describe("docs/rules.md", () => {
  it("lists the rules, one line each", () => {
    expect(lines.length).toBeGreaterThan(90)
    const twice = lines.map((line) => line.id).filter((id, at, ids) => ids.indexOf(id) !== at)
    expect(twice, "ids with more than one line").toEqual([])
  })

  it("has a line for every rule id a test names", () => {
    const missing = [...named]
      .filter(([id]) => groups.has(prefixOf(id)) && !documented.has(id))
      .map(([id, files]) => `${id} (named in ${files.join(", ")})`)
    expect(missing, "rule ids named in tests with no line in docs/rules.md").toEqual([])
  })

  it("knows every group of ids the tests name", () => {
    const unknown = [...named]
      .filter(([id]) => !groups.has(prefixOf(id)) && !NOT_RULES.has(prefixOf(id)))
      .map(([id, files]) => `${id} (named in ${files.join(", ")})`)
    expect(unknown, "ids whose prefix is no group in docs/rules.md (add the group, or to NOT_RULES)").toEqual(
      [],
    )
  })

  it("cites only files that exist and name the rule", () => {
    const wrong = lines.flatMap(({ id, cited }) =>
      cited.flatMap((file) => {
        if (!existsSync(join(packages, file))) return [`${id}: ${file} is missing`]
        return named.get(id)?.includes(file) ? [] : [`${id}: ${file} does not name it`]
      }),
    )
    expect(wrong).toEqual([])
  })

  it('marks a rule "No test yet" exactly when no test names it', () => {
    const wrong = lines.flatMap(({ id, text, cited }) => {
      if (cited.length > 0) return []
      const proofs = named.get(id) ?? []
      if (proofs.length > 0) return [`${id} is named in ${proofs.join(", ")}: cite them`]
      return text.includes("No test yet.") ? [] : [`${id} cites no test and does not say "No test yet."`]
    })
    expect(wrong).toEqual([])
  })

  it('names in "Not proved yet" exactly the rules marked "No test yet"', () => {
    const section = page.split(/^## Not proved yet$/m)[1]?.split(/^## /m)[0] ?? ""
    const gaps = lines.filter((line) => line.cited.length === 0).map((line) => line.id)
    expect([...new Set(idsIn(section))].sort()).toEqual(gaps.sort())
  })
})
