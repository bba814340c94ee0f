import type { EmployeeReportRow, ProgramReportRow, ReportRange, RewardReportRow } from "../../api/Reports.js"

export type ReportKind = "employees" | "rewards" | "programs"
export const reportKinds: ReadonlyArray<ReportKind> = ["employees", "rewards", "programs"]

const dayMs = 86_400_000
const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`)

/** The range a report opens with: the 30 days up to today. */
export const defaultRange = (today: string): ReportRange => ({
  reportStartDate: new Date(day(today) - 29 * dayMs).toISOString().slice(0, 10),
  reportEndDate: today,
})

/** POR-7: what is wrong with a range before it is sent, if anything. */
export const rangeProblem = (range: ReportRange): string | undefined => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(range.reportStartDate)) return "Choose a start date."
  if (!/^\d{4}-\d{2}-\d{2}$/.test(range.reportEndDate)) return "Choose an end date."
  if (range.reportEndDate < range.reportStartDate) return "The end date is before the start date."
  if (day(range.reportEndDate) - day(range.reportStartDate) > 366 * dayMs)
    return "A report covers at most a year."
  return undefined
}

export interface CsvColumn<Row> {
  readonly header: string
  readonly value: (row: Row) => string | number | boolean | null
}

const cell = (value: string | number | boolean | null): string => {
  const text = value === null ? "" : String(value)
  // A leading =, +, - or @ would be run as a formula by a spreadsheet.
  const safe = /^[=+\-@]/.test(text) && typeof value === "string" ? `'${text}` : text
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

/**
 * POR-7: the report as CSV, a part at a time, so a page can hand control back
 * between parts and stay responsive with 10,000 rows.
 */
export function* csvParts<Row>(
  rows: ReadonlyArray<Row>,
  columns: ReadonlyArray<CsvColumn<Row>>,
  rowsPerPart = 1000,
): Generator<string> {
  yield `${columns.map((column) => cell(column.header)).join(",")}\r\n`
  for (let start = 0; start < rows.length; start += rowsPerPart) {
    let part = ""
    for (const row of rows.slice(start, start + rowsPerPart))
      part += `${columns.map((column) => cell(column.value(row))).join(",")}\r\n`
    yield part
  }
}

export const employeeColumns: ReadonlyArray<CsvColumn<EmployeeReportRow>> = [
  { header: "Employee id", value: (r) => r.employeeId },
  { header: "First name", value: (r) => r.firstName },
  { header: "Last name", value: (r) => r.lastName },
  { header: "E-mail", value: (r) => r.emailAddress },
  { header: "Registered", value: (r) => (r.registered ? "yes" : "no") },
  { header: "Points", value: (r) => r.points },
  { header: "Activities", value: (r) => r.activities },
  { header: "Last active", value: (r) => r.lastActive },
]

export const rewardColumns: ReadonlyArray<CsvColumn<RewardReportRow>> = [
  { header: "Date", value: (r) => r.date },
  { header: "Employee id", value: (r) => r.employeeId },
  { header: "Name", value: (r) => r.name },
  { header: "Reward", value: (r) => r.reward },
  { header: "Amount (USD)", value: (r) => r.amount.toFixed(2) },
  { header: "Status", value: (r) => r.status },
]

export const programColumns: ReadonlyArray<CsvColumn<ProgramReportRow>> = [
  { header: "Program", value: (r) => r.programName },
  { header: "Enrolled", value: (r) => r.enrolled },
  { header: "Completed", value: (r) => r.completed },
  { header: "Average progress (%)", value: (r) => Math.round(r.averageProgress * 100) },
]

/** The employee report's chart: how many employees earned how many points. */
export const pointsBuckets = (rows: ReadonlyArray<EmployeeReportRow>) => {
  const buckets = [
    { label: "0", from: 0, to: 0 },
    { label: "1–99", from: 1, to: 99 },
    { label: "100–499", from: 100, to: 499 },
    { label: "500–999", from: 500, to: 999 },
    { label: "1,000+", from: 1000, to: Number.POSITIVE_INFINITY },
  ]
  return buckets.map((bucket) => ({
    label: bucket.label,
    employees: rows.filter((row) => row.points >= bucket.from && row.points <= bucket.to).length,
  }))
}

/** The reward report's chart: earned and redeemed dollars per day of the range. */
export const rewardsByDay = (rows: ReadonlyArray<RewardReportRow>) => {
  const days = new Map<string, { date: string; earned: number; redeemed: number }>()
  for (const row of rows) {
    const entry = days.get(row.date) ?? { date: row.date, earned: 0, redeemed: 0 }
    entry[row.status] = Math.round((entry[row.status] + row.amount) * 100) / 100
    days.set(row.date, entry)
  }
  return [...days.values()].sort((a, b) => a.date.localeCompare(b.date))
}
