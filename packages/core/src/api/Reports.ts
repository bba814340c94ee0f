import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Schema } from "effect"
import { ErrorKeys } from "./annotations.js"
import { BadRequest, NotFound, Unauthorized } from "./errors.js"
import { IsoDate, LicenseId } from "./Licenses.js"

export const EmployeeReportRow = Schema.Struct({
  employeeId: Schema.String,
  firstName: Schema.String,
  lastName: Schema.String,
  emailAddress: Schema.String,
  registered: Schema.Boolean,
  points: Schema.Int,
  activities: Schema.Int,
  lastActive: Schema.NullOr(IsoDate),
})
export type EmployeeReportRow = typeof EmployeeReportRow.Type

export const RewardReportRow = Schema.Struct({
  date: IsoDate,
  employeeId: Schema.String,
  name: Schema.String,
  reward: Schema.String,
  amount: Schema.Number,
  status: Schema.Literal("earned", "redeemed"),
})
export type RewardReportRow = typeof RewardReportRow.Type

export const ProgramReportRow = Schema.Struct({
  programName: Schema.String,
  enrolled: Schema.Int,
  completed: Schema.Int,
  averageProgress: Schema.Number,
})
export type ProgramReportRow = typeof ProgramReportRow.Type

/** POR-7: every report is asked for by license and date range. */
export const ReportRange = Schema.Struct({ reportStartDate: IsoDate, reportEndDate: IsoDate })
export type ReportRange = typeof ReportRange.Type

const byLicense = Schema.Struct({ licenseId: Schema.NumberFromString.pipe(Schema.compose(LicenseId)) })

export const employeeReport = HttpApiEndpoint.get("employees", "/licenses/:licenseId/reports/employees")
  .setPath(byLicense)
  .setUrlParams(ReportRange)
  .addSuccess(Schema.Array(EmployeeReportRow))
  .addError(BadRequest)
  .addError(NotFound)
  .annotate(ErrorKeys, { key: "ERRORS.GET_EMPLOYEE_REPORT_FAIL" })

export const rewardReport = HttpApiEndpoint.get("rewards", "/licenses/:licenseId/reports/rewards")
  .setPath(byLicense)
  .setUrlParams(ReportRange)
  .addSuccess(Schema.Array(RewardReportRow))
  .addError(BadRequest)
  .addError(NotFound)
  .annotate(ErrorKeys, { key: "ERRORS.GET_REWARD_REPORT_FAIL" })

export const programReport = HttpApiEndpoint.get("programs", "/licenses/:licenseId/reports/programs")
  .setPath(byLicense)
  .setUrlParams(ReportRange)
  .addSuccess(Schema.Array(ProgramReportRow))
  .addError(BadRequest)
  .addError(NotFound)
  .annotate(ErrorKeys, { key: "ERRORS.GET_PROGRAM_REPORT_FAIL" })

export class ReportsApi extends HttpApiGroup.make("reports")
  .add(employeeReport)
  .add(rewardReport)
  .add(programReport)
  .addError(Unauthorized) {}
