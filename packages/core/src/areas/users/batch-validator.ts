import { isDateOfBirth, notADateOfBirth } from "../../forms/dates.js"
import { isEmailAddress } from "../../forms/email.js"
import { SeenKeys } from "./seen-keys.js"

/**
 * The employee batch-upload file, checked row by row before anything is sent.
 * It takes rows as cells, so the browser and the CLI's streaming parser can
 * both feed it, and keeps only what duplicate detection needs.
 */

export type BatchColumn = "firstName" | "lastName" | "emailAddress" | "employeeId" | "dob"

export const requiredColumns: ReadonlyArray<BatchColumn> = ["firstName", "lastName", "emailAddress"]
export const optionalColumns: ReadonlyArray<BatchColumn> = ["employeeId", "dob"]

/** Header spellings people use, folded to lower case without spaces, dashes or underscores. */
const headerNames: Readonly<Record<string, BatchColumn>> = {
  firstname: "firstName",
  lastname: "lastName",
  email: "emailAddress",
  emailaddress: "emailAddress",
  employeeid: "employeeId",
  dob: "dob",
  dateofbirth: "dob",
  birthdate: "dob",
}

const fold = (header: string) =>
  header
    .replace(/^\uFEFF/, "")
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, "")

export interface BatchProblem {
  /** 1-based line in the file, the header being line 1. */
  readonly line: number
  /** The file's own header text, or "" for problems with the whole row. */
  readonly column: string
  readonly reason: string
}

export interface BatchEmployee {
  readonly firstName: string
  readonly lastName: string
  readonly emailAddress: string
  /** Text, so leading zeros survive. */
  readonly employeeId?: string
  /** ISO YYYY-MM-DD. */
  readonly dob?: string
}

export type HeaderResult =
  | { readonly ok: true; readonly columns: ReadonlyArray<BatchColumn | undefined> }
  | { readonly ok: false; readonly problems: ReadonlyArray<BatchProblem> }

export type RowResult =
  | { readonly kind: "valid"; readonly employee: BatchEmployee }
  | { readonly kind: "invalid"; readonly problems: ReadonlyArray<BatchProblem> }
  | { readonly kind: "blank" }

/** A real calendar date in YYYY-MM-DD, not in the future, not before 1900: the contract's own check. */
export const isIsoDate = isDateOfBirth

/** Reads the header row: every required column once, nothing unknown. */
export const readHeader = (cells: ReadonlyArray<string>): HeaderResult => {
  const problems: Array<BatchProblem> = []
  const columns = cells.map((cell) => headerNames[fold(cell)])
  cells.forEach((cell, index) => {
    const column = columns[index]
    if (column === undefined) {
      problems.push({
        line: 1,
        column: cell.replace(/^\uFEFF/, ""),
        reason: `Unknown column "${cell.replace(/^\uFEFF/, "").trim()}". Expected: first name, last name, e-mail, employee id, date of birth.`,
      })
    } else if (columns.indexOf(column) !== index) {
      problems.push({ line: 1, column: cell, reason: `The column for ${column} appears more than once.` })
    }
  })
  for (const required of requiredColumns) {
    if (!columns.includes(required))
      problems.push({ line: 1, column: "", reason: `The column for ${required} is missing.` })
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, columns }
}

/**
 * Checks each data row against the header; remembers e-mail addresses and
 * employee ids to find duplicates within the file.
 */
export const batchRowChecker = (
  header: ReadonlyArray<string>,
  columns: ReadonlyArray<BatchColumn | undefined>,
  today: Date = new Date(),
) => {
  const emails = new SeenKeys()
  const employeeIds = new SeenKeys()
  const indexOf = {
    firstName: columns.indexOf("firstName"),
    lastName: columns.indexOf("lastName"),
    emailAddress: columns.indexOf("emailAddress"),
    employeeId: columns.indexOf("employeeId"),
    dob: columns.indexOf("dob"),
  } satisfies Record<BatchColumn, number>
  const headerOf = (column: BatchColumn) =>
    (header[columns.indexOf(column)] ?? column).replace(/^\uFEFF/, "").trim()

  const check = (cells: ReadonlyArray<string>, line: number): RowResult => {
    if (cells.every((cell) => cell.trim() === "")) return { kind: "blank" }
    const problems: Array<BatchProblem> = []
    const problem = (column: BatchColumn | "", reason: string) =>
      problems.push({ line, column: column === "" ? "" : headerOf(column), reason })
    if (cells.length > columns.length)
      problem("", `This row has ${cells.length} values; the header has ${columns.length} columns.`)
    const value = (column: BatchColumn) => {
      const index = indexOf[column]
      return index < 0 ? "" : (cells[index] ?? "").trim()
    }
    const firstName = value("firstName")
    const lastName = value("lastName")
    const emailAddress = value("emailAddress")
    const employeeId = value("employeeId")
    const dob = value("dob")
    if (!firstName) problem("firstName", "A first name is required.")
    if (!lastName) problem("lastName", "A last name is required.")
    if (!emailAddress) problem("emailAddress", "An e-mail address is required.")
    else if (!isEmailAddress(emailAddress))
      problem("emailAddress", `"${emailAddress}" is not an e-mail address.`)
    if (dob && !isDateOfBirth(dob, today)) problem("dob", notADateOfBirth(dob))

    const emailKey = emailAddress.toLowerCase()
    const firstEmail = emailKey ? emails.firstLine(emailKey) : undefined
    if (firstEmail !== undefined)
      problem("emailAddress", `The e-mail address is already on line ${firstEmail}.`)
    const firstId = employeeId ? employeeIds.firstLine(employeeId) : undefined
    if (firstId !== undefined) problem("employeeId", `The employee id is already on line ${firstId}.`)
    if (emailKey && firstEmail === undefined) emails.remember(emailKey, line)
    if (employeeId && firstId === undefined) employeeIds.remember(employeeId, line)

    if (problems.length > 0) return { kind: "invalid", problems }
    return {
      kind: "valid",
      employee: {
        firstName,
        lastName,
        emailAddress,
        ...(employeeId ? { employeeId } : {}),
        ...(dob ? { dob } : {}),
      },
    }
  }
  /**
   * A reader that can estimate the file's rows says so, and duplicate detection
   * takes its memory at once. Only up to a bound: the estimate comes from the
   * file, and a wild one must not make the check ask for gigabytes up front.
   */
  const expectRows = (rows: number) => {
    const bounded = Math.min(rows, MAX_RESERVED_ROWS)
    emails.reserve(bounded)
    employeeIds.reserve(bounded)
  }
  return Object.assign(check, { expectRows })
}
export type BatchRowChecker = ReturnType<typeof batchRowChecker>

/** Past this the tables grow as rows come (32 MB for both at 1,000,000 rows; 64 MB at this bound). */
const MAX_RESERVED_ROWS = 2_000_000

const csvCell = (value: string | number) => {
  const text = String(value)
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export const PROBLEMS_CSV_HEADER = "line,column,reason\r\n"

/** One problem as a line of the problems CSV, for writers that stream them. */
export const problemCsvLine = (problem: BatchProblem): string =>
  `${[problem.line, problem.column, problem.reason].map(csvCell).join(",")}\r\n`

/** The problems as a CSV a person can open next to the file (line, column, reason). */
export const problemsCsv = (problems: ReadonlyArray<BatchProblem>): string =>
  PROBLEMS_CSV_HEADER + problems.map(problemCsvLine).join("")

export interface BatchCheck {
  /** Problems of the header, when it is unusable; no row was checked then. */
  readonly headerProblems: ReadonlyArray<BatchProblem>
  readonly valid: ReadonlyArray<BatchEmployee & { readonly line: number }>
  readonly problems: ReadonlyArray<BatchProblem>
  /** Rows with at least one problem. */
  readonly invalidRows: number
}

/**
 * POR-17: a whole file's records at once, for the browser, which has the file
 * in memory anyway. The CLI streams the same checks row by row.
 */
export const checkBatch = (
  records: ReadonlyArray<ReadonlyArray<string>>,
  today: Date = new Date(),
): BatchCheck => {
  const [headerCells, ...rows] = records
  if (!headerCells)
    return {
      headerProblems: [{ line: 1, column: "", reason: "The file is empty." }],
      valid: [],
      problems: [],
      invalidRows: 0,
    }
  const header = readHeader(headerCells)
  if (!header.ok) return { headerProblems: header.problems, valid: [], problems: [], invalidRows: 0 }
  const check = batchRowChecker(headerCells, header.columns, today)
  const valid: Array<BatchEmployee & { readonly line: number }> = []
  const problems: Array<BatchProblem> = []
  let invalidRows = 0
  rows.forEach((cells, index) => {
    const line = index + 2
    const result = check(cells, line)
    if (result.kind === "valid") valid.push({ line, ...result.employee })
    else if (result.kind === "invalid") {
      invalidRows += 1
      problems.push(...result.problems)
    }
  })
  return { headerProblems: [], valid, problems, invalidRows }
}
