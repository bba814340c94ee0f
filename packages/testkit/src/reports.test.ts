import type { LicenseId } from "@wellkit/core"
import { afterEach, beforeEach, expect, it } from "vitest"
import { addEmployees } from "./db.js"
import { inProcessSandbox } from "./harness.js"

let env: ReturnType<typeof inProcessSandbox>
beforeEach(async () => {
  env = inProcessSandbox()
  await env.loginAs("admin@acme.test")
  env.sandbox.requests.length = 0
})
afterEach(() => env.close())

const range = { reportStartDate: "2026-10-24", reportEndDate: "2026-11-22" }

it("POR-7: employee, reward and program reports by license and date range", async () => {
  const license = 7001 as LicenseId
  const employees = await env.client.reports.employees(license, range)
  const rewards = await env.client.reports.rewards(license, range)
  const programs = await env.client.reports.programs(license, range)
  const acme = env.sandbox.db.state.employees.filter((e) => e.entityId === 1000).length
  expect(employees).toHaveLength(acme)
  expect(rewards.every((r) => r.date >= range.reportStartDate && r.date <= range.reportEndDate)).toBe(true)
  expect(programs.map((p) => p.programName)).toContain("Move more")
  expect(env.sandbox.requests).toEqual([
    "GET /licenses/7001/reports/employees",
    "GET /licenses/7001/reports/rewards",
    "GET /licenses/7001/reports/programs",
  ])
  // Same range, same report: the sandbox's figures are stable.
  expect(await env.client.reports.employees(license, range)).toEqual(employees)
})

it("POR-7: a range the server refuses and a license it does not know each fail with the report's own key", async () => {
  const backwards = await env.client.reports
    .rewards(7001 as LicenseId, { reportStartDate: "2026-11-22", reportEndDate: "2026-11-01" })
    .catch((e) => e)
  expect(backwards).toMatchObject({ message: "ERRORS.GET_REWARD_REPORT_FAIL", status: 400 })
  const unknown = await env.client.reports.programs(9 as LicenseId, range).catch((e) => e)
  expect(unknown).toMatchObject({ message: "ERRORS.GET_PROGRAM_REPORT_FAIL", status: 404 })
})

it("POR-7: with 10,000 more employees the employee report has a row for each", async () => {
  addEmployees(env.sandbox.db, 1000, 10_000)
  const rows = await env.client.reports.employees(7001 as LicenseId, range)
  expect(rows.length).toBeGreaterThanOrEqual(10_000)
})
