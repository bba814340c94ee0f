import { describe, expect, it } from "vitest"
import type { EmployeeReportRow, RewardReportRow } from "../../api/Reports.js"
import {
  csvParts,
  defaultRange,
  employeeColumns,
  pointsBuckets,
  rangeProblem,
  rewardsByDay,
} from "./rules.js"

const employee = (points: number, extra: Partial<EmployeeReportRow> = {}): EmployeeReportRow => ({
  employeeId: "000123",
  firstName: "Ada",
  lastName: "Lovelace",
  emailAddress: "ada@x.test",
  registered: true,
  points,
  activities: 3,
  lastActive: "2026-11-20",
  ...extra,
})

describe("POR-7: report ranges", () => {
  it("opens on the 30 days up to today", () => {
    expect(defaultRange("2026-11-22")).toEqual({ reportStartDate: "2026-10-24", reportEndDate: "2026-11-22" })
  })

  it.each([
    [{ reportStartDate: "2026-11-01", reportEndDate: "2026-11-22" }, undefined],
    [{ reportStartDate: "", reportEndDate: "2026-11-22" }, "Choose a start date."],
    [
      { reportStartDate: "2026-11-23", reportEndDate: "2026-11-22" },
      "The end date is before the start date.",
    ],
    [{ reportStartDate: "2024-01-01", reportEndDate: "2026-11-22" }, "A report covers at most a year."],
  ])("%j: %s", (range, problem) => {
    expect(rangeProblem(range)).toBe(problem)
  })
})

describe("POR-7: CSV export", () => {
  it("writes a header and then parts of rows, quoting where needed and defusing formulas", () => {
    const rows = [employee(10), employee(20, { lastName: 'O"Brien, Jr', firstName: "=cmd()" })]
    const parts = [...csvParts(rows, employeeColumns, 1)]
    expect(parts).toHaveLength(3)
    expect(parts[0]).toBe(
      "Employee id,First name,Last name,E-mail,Registered,Points,Activities,Last active\r\n",
    )
    expect(parts[2]).toBe(`000123,'=cmd(),"O""Brien, Jr",ada@x.test,yes,20,3,2026-11-20\r\n`)
  })

  it("10,000 rows come out as 11 parts of at most 1,000 rows, none lost", () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => employee(i))
    const parts = [...csvParts(rows, employeeColumns)]
    expect(parts).toHaveLength(11)
    expect(parts.join("").split("\r\n").filter(Boolean)).toHaveLength(10_001)
  })
})

describe("POR-7: report charts", () => {
  it("counts employees by points earned", () => {
    expect(pointsBuckets([employee(0), employee(50), employee(120), employee(120), employee(5000)])).toEqual([
      { label: "0", employees: 1 },
      { label: "1–99", employees: 1 },
      { label: "100–499", employees: 2 },
      { label: "500–999", employees: 0 },
      { label: "1,000+", employees: 1 },
    ])
  })

  it("adds rewards up per day, earned and redeemed apart", () => {
    const reward = (date: string, amount: number, status: RewardReportRow["status"]): RewardReportRow => ({
      date,
      employeeId: "1",
      name: "A",
      reward: "R",
      amount,
      status,
    })
    expect(
      rewardsByDay([
        reward("2026-11-02", 10, "earned"),
        reward("2026-11-01", 5.1, "redeemed"),
        reward("2026-11-02", 0.2, "earned"),
      ]),
    ).toEqual([
      { date: "2026-11-01", earned: 0, redeemed: 5.1 },
      { date: "2026-11-02", earned: 10.2, redeemed: 0 },
    ])
  })
})
