import { Effect } from "effect"
import type { LicenseId } from "../../api/Licenses.js"
import * as Api from "../../api/Reports.js"
import { ApiClient } from "../../http/ApiClient.js"
import { call } from "../../http/call.js"

/** POR-7: the employee report of a license for a date range. */
export const employees = (licenseId: LicenseId, range: Api.ReportRange) =>
  Effect.flatMap(ApiClient, (client) =>
    call(Api.employeeReport, client.reports.employees({ path: { licenseId }, urlParams: range })),
  )

export const rewards = (licenseId: LicenseId, range: Api.ReportRange) =>
  Effect.flatMap(ApiClient, (client) =>
    call(Api.rewardReport, client.reports.rewards({ path: { licenseId }, urlParams: range })),
  )

export const programs = (licenseId: LicenseId, range: Api.ReportRange) =>
  Effect.flatMap(ApiClient, (client) =>
    call(Api.programReport, client.reports.programs({ path: { licenseId }, urlParams: range })),
  )
