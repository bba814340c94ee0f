import type { LicenseId } from "../../api/Licenses.js"
import type { ReportRange } from "../../api/Reports.js"
import type { Run } from "../../layer.js"
import * as Reports from "./Reports.js"

const methods = (run: Run) => ({
  /**
   * The license's employee report for a range of days (POR-7).
   * @example const rows = await wellkit.reports.employees(licenseId, { reportStartDate: "2026-11-01", reportEndDate: "2026-11-30" })
   */
  employees: (licenseId: LicenseId, range: ReportRange) => run(Reports.employees(licenseId, range)),
  /**
   * The license's rewards report for a range of days.
   * @example const rows = await wellkit.reports.rewards(licenseId, defaultRange("2026-11-30"))
   */
  rewards: (licenseId: LicenseId, range: ReportRange) => run(Reports.rewards(licenseId, range)),
  /**
   * The license's programs report for a range of days.
   * @example const rows = await wellkit.reports.programs(licenseId, defaultRange("2026-11-30"))
   */
  programs: (licenseId: LicenseId, range: ReportRange) => run(Reports.programs(licenseId, range)),
})

/**
 * `wellkit.reports`: a license's reports. An interface, not the inferred type: declaration files would
 * inline that type without the methods' JSDoc.
 */
export interface ReportsSdk extends ReturnType<typeof methods> {}

/** `wellkit.reports`, run by the client's runtime; every method rejects with an AppError. */
export const sdk = (run: Run): ReportsSdk => methods(run)
