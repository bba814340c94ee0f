import type { EmployeeReportRow, ProgramReportRow, RewardReportRow } from "../../api/Reports.js"
import { formatDay, formatMoney, formatNumber, formatPercent } from "../../format/index.js"

/**
 * A column of a report's on-screen table. The CSV's columns are data for a spreadsheet
 * (plain numbers, ISO days); these are for a person, formatted as every screen formats
 * (issue 39).
 */
export interface ReportColumn<Row> {
  readonly header: string
  /** The cell as shown; null shows as "—". */
  readonly shown: (row: Row) => string | null
  /** The cell is a key of the catalogue's words (a status, yes or no), not text. */
  readonly isTextKey?: true
}

// The words every screen uses for these, so a report reads "Yes" and "Earned" as they do.
const yesNo = (yes: boolean) => (yes ? "kit.detail.yes" : "kit.detail.no")
const rewardStatus: Readonly<Record<RewardReportRow["status"], string>> = {
  earned: "memberRewards.summary.earned",
  redeemed: "memberRewards.summary.redeemed",
}

export const employeeTable: ReadonlyArray<ReportColumn<EmployeeReportRow>> = [
  { header: "Employee id", shown: (r) => r.employeeId },
  { header: "First name", shown: (r) => r.firstName },
  { header: "Last name", shown: (r) => r.lastName },
  { header: "E-mail", shown: (r) => r.emailAddress },
  { header: "Registered", shown: (r) => yesNo(r.registered), isTextKey: true },
  { header: "Points", shown: (r) => formatNumber(r.points) },
  { header: "Activities", shown: (r) => formatNumber(r.activities) },
  { header: "Last active", shown: (r) => (r.lastActive === null ? null : formatDay(r.lastActive)) },
]

export const rewardTable: ReadonlyArray<ReportColumn<RewardReportRow>> = [
  { header: "Date", shown: (r) => formatDay(r.date) },
  { header: "Employee id", shown: (r) => r.employeeId },
  { header: "Name", shown: (r) => r.name },
  { header: "Reward", shown: (r) => r.reward },
  { header: "Amount", shown: (r) => formatMoney(r.amount) },
  { header: "Status", shown: (r) => rewardStatus[r.status], isTextKey: true },
]

export const programTable: ReadonlyArray<ReportColumn<ProgramReportRow>> = [
  { header: "Program", shown: (r) => r.programName },
  { header: "Enrolled", shown: (r) => formatNumber(r.enrolled) },
  { header: "Completed", shown: (r) => formatNumber(r.completed) },
  { header: "Average progress", shown: (r) => formatPercent(r.averageProgress) },
]
