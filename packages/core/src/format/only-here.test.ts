import { readdirSync, readFileSync, statSync } from "node:fs"
import { join, relative, resolve } from "node:path"
import { describe, expect, it } from "vitest"

/**
 * Issue 39: a date or number shown to a person is formatted by core's format module
 * (`src/format/`), so it reads the same on every screen. This fails, naming the file and
 * line, where a source formats one itself.
 */
const packages = resolve(import.meta.dirname, "../../..")
const roots = ["core/src", "web/src"]

const formatting = [
  /\.toLocale(?:Date|Time)?String\(/,
  /\bIntl\.(?:DateTimeFormat|NumberFormat)\(/,
  /\.toFixed\(/,
  // The module's own lazy maker: a formatter made with it elsewhere is a format of its own.
  /\bnumberFormat\(/,
]

/** Where formatting outside the module is right, and why. Paths are under packages/. */
const exceptions: Readonly<Record<string, string>> = {
  "core/src/format/index.ts": "the format module itself",
  "core/src/http/ApiClient.ts":
    "reads the browser's time zone name for the tz param (HTTP-2); formats nothing",
  "core/src/areas/reports/rules.ts": "the CSV export: data for a spreadsheet, plain 9.00, not for a person",
}

const sources = (dir: string): Array<string> =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return name === "node_modules" ? [] : sources(path)
    return /\.tsx?$/.test(name) && !/\.(?:test|e2e|bench)\.tsx?$/.test(name) && !name.endsWith(".d.ts")
      ? [path]
      : []
  })

const files = roots.flatMap((root) => sources(join(packages, root))).map((path) => relative(packages, path))

describe("issue 39: dates and numbers are formatted only in core's format module", () => {
  it("no other source formats one itself", () => {
    const found = files
      .filter((file) => !(file in exceptions))
      .flatMap((file) =>
        readFileSync(join(packages, file), "utf8")
          .split("\n")
          .flatMap((line, index) =>
            formatting.some((pattern) => pattern.test(line)) ? [`${file}:${index + 1}: ${line.trim()}`] : [],
          ),
      )
    expect(found).toEqual([])
  })

  it("each exception still names a file that formats, so the list cannot go stale", () => {
    const stale = Object.keys(exceptions).filter((file) => {
      const text = files.includes(file) ? readFileSync(join(packages, file), "utf8") : ""
      return !formatting.some((pattern) => pattern.test(text))
    })
    expect(stale).toEqual([])
  })

  it("reads both packages' sources", () => {
    expect(files.filter((file) => file.startsWith("web/src/screens/")).length).toBeGreaterThan(100)
    expect(files).toContain("core/src/format/index.ts")
  })
})
