import { describe, expect, it } from "vitest"
import { batchRowChecker, checkBatch, isIsoDate, problemsCsv, readHeader } from "./batch-validator.js"

const today = new Date("2026-11-21T00:00:00Z")
const header = ["First Name", "Last Name", "Email", "Employee ID", "DOB"]

const checker = () => {
  const read = readHeader(header)
  if (!read.ok) throw new Error("the test header should be valid")
  return batchRowChecker(header, read.columns, today)
}

describe("the header", () => {
  it("accepts the usual spellings, in any order, with a UTF-8 BOM on the first cell", () => {
    expect(readHeader(["\uFEFFemail_address", "last-name", "FirstName", "date of birth"])).toEqual({
      ok: true,
      columns: ["emailAddress", "lastName", "firstName", "dob"],
    })
  })

  it.each([
    [["First Name", "Last Name"], "The column for emailAddress is missing."],
    [["First Name", "Last Name", "Email", "Shoe size"], 'Unknown column "Shoe size".'],
    [["First Name", "Last Name", "Email", "e-mail"], "The column for emailAddress appears more than once."],
  ])("refuses %o: %s", (cells, reason) => {
    const read = readHeader(cells)
    expect(read.ok).toBe(false)
    if (!read.ok) expect(read.problems.map((p) => p.reason).join(" ")).toContain(reason)
  })
})

describe("rows", () => {
  it("keeps a valid row's text as written, leading zeros included", () => {
    expect(checker()(["  Ada ", "Lovelace", "ada@acme.test", "000123", "1990-12-10"], 2)).toEqual({
      kind: "valid",
      employee: {
        firstName: "Ada",
        lastName: "Lovelace",
        emailAddress: "ada@acme.test",
        employeeId: "000123",
        dob: "1990-12-10",
      },
    })
  })

  it("treats optional columns as optional and skips blank rows", () => {
    const check = checker()
    expect(check(["Grace", "Hopper", "grace@acme.test", "", ""], 2)).toMatchObject({ kind: "valid" })
    expect(check(["", " ", "", "", ""], 3)).toEqual({ kind: "blank" })
  })

  it.each([
    [["", "Lovelace", "ada@acme.test", "", ""], "First Name", "A first name is required."],
    [["Ada", "", "ada@acme.test", "", ""], "Last Name", "A last name is required."],
    [["Ada", "Lovelace", "", "", ""], "Email", "An e-mail address is required."],
    [["Ada", "Lovelace", "ada at acme", "", ""], "Email", '"ada at acme" is not an e-mail address.'],
    [
      ["Ada", "Lovelace", "ada@acme.test", "", "12/10/1990"],
      "DOB",
      '"12/10/1990" is not a date of birth in the form YYYY-MM-DD.',
    ],
    [
      ["Ada", "Lovelace", "ada@acme.test", "", "2026-02-30"],
      "DOB",
      '"2026-02-30" is not a date of birth in the form YYYY-MM-DD.',
    ],
    [
      ["Ada", "Lovelace", "ada@acme.test", "", "", "extra"],
      "",
      "This row has 6 values; the header has 5 columns.",
    ],
  ])("reports %o on column %s: %s", (cells, column, reason) => {
    expect(checker()(cells, 7)).toEqual({ kind: "invalid", problems: [{ line: 7, column, reason }] })
  })

  it("finds duplicate e-mail addresses (any case) and employee ids within the file", () => {
    const check = checker()
    check(["Ada", "Lovelace", "ada@acme.test", "000123", ""], 2)
    expect(check(["Ada", "L.", "ADA@acme.test", "000124", ""], 3)).toEqual({
      kind: "invalid",
      problems: [{ line: 3, column: "Email", reason: "The e-mail address is already on line 2." }],
    })
    expect(check(["Alan", "Turing", "alan@acme.test", "000123", ""], 4)).toEqual({
      kind: "invalid",
      problems: [{ line: 4, column: "Employee ID", reason: "The employee id is already on line 2." }],
    })
    expect(check(["Alan", "Turing", "alan@acme.test", "123", ""], 5)).toEqual({
      kind: "invalid",
      problems: [{ line: 5, column: "Email", reason: "The e-mail address is already on line 4." }],
    })
  })
})

it.each([
  ["a wild estimate", Number.MAX_SAFE_INTEGER],
  ["an estimate that is not a number", Number.NaN],
  ["a small one", 10],
])("%s of the file's rows only sizes duplicate detection; rows are checked the same", (_case, rows) => {
  const check = checker()
  check(["Ada", "Lovelace", "ada@x.test", "", ""], 2)
  check.expectRows(rows)
  expect(check(["Ada", "King", "ADA@x.test", "", ""], 3)).toEqual({
    kind: "invalid",
    problems: [{ line: 3, column: "Email", reason: "The e-mail address is already on line 2." }],
  })
})

it.each([
  ["1990-12-10", true],
  ["2024-02-29", true],
  ["2023-02-29", false],
  ["2000-02-29", true],
  ["1900-02-29", false],
  ["1990-04-31", false],
  ["1990-12-31", true],
  ["1990-13-01", false],
  ["1990-00-10", false],
  ["1990-01-00", false],
  ["1899-12-31", false],
  ["2026-11-22", false],
  ["1990-1-5", false],
])("dates of birth: %s is valid: %s", (value, valid) => {
  expect(isIsoDate(value, today)).toBe(valid)
})

it("writes the problems as a CSV with line, column and reason, quoting where needed", () => {
  expect(
    problemsCsv([
      { line: 3, column: "Email", reason: '"x" is not an e-mail address.' },
      { line: 9, column: "", reason: "This row has 6 values, the header 5." },
    ]),
  ).toBe(
    'line,column,reason\r\n3,Email,"""x"" is not an e-mail address."\r\n9,,"This row has 6 values, the header 5."\r\n',
  )
})

it("POR-17: a whole file in the browser: valid rows with their lines, every problem, blank rows skipped", () => {
  const result = checkBatch(
    [header, ["Ada", "Lovelace", "ada@x.test", "0012", ""], [""], ["Grace", "", "g@x.test", "", ""]],
    today,
  )
  expect(result.valid).toEqual([
    { line: 2, firstName: "Ada", lastName: "Lovelace", emailAddress: "ada@x.test", employeeId: "0012" },
  ])
  expect(result.problems).toEqual([{ line: 4, column: "Last Name", reason: "A last name is required." }])
  expect(result.invalidRows).toBe(1)
  expect(checkBatch([]).headerProblems[0]?.reason).toBe("The file is empty.")
  expect(checkBatch([["Name"]]).headerProblems.length).toBeGreaterThan(0)
})
