import { describe, expect, it } from "vitest"
import type { EmployeeReportRow, ProgramReportRow, RewardReportRow } from "../../api/Reports.js"
import { employeeColumns, programColumns, rewardColumns } from "./rules.js"
import { employeeTable, programTable, type ReportColumn, rewardTable } from "./table.js"

const employee: EmployeeReportRow = {
  employeeId: "000123",
  firstName: "Ada",
  lastName: "Lovelace",
  emailAddress: "ada@x.test",
  registered: true,
  points: 25712,
  activities: 3,
  lastActive: "2026-06-01",
}
const reward: RewardReportRow = {
  date: "2026-06-01",
  employeeId: "000123",
  name: "Ada Lovelace",
  reward: "Step bonus",
  amount: 9,
  status: "earned",
}
const program: ProgramReportRow = {
  programName: "Walk",
  enrolled: 4000,
  completed: 1250,
  averageProgress: 0.42,
}

const cell = <Row>(columns: ReadonlyArray<ReportColumn<Row>>, header: string, row: Row) =>
  columns.find((column) => column.header === header)?.shown(row)

describe("POR-7, issue 39: a report's table is formatted for a person, as every screen is", () => {
  it.each<[string, string | null | undefined, string | null]>([
    ["points, grouped", cell(employeeTable, "Points", employee), "25,712"],
    ["a day", cell(employeeTable, "Last active", employee), "Jun 1, 2026"],
    ["never active", cell(employeeTable, "Last active", { ...employee, lastActive: null }), null],
    ["registered, the catalogue's Yes", cell(employeeTable, "Registered", employee), "kit.detail.yes"],
    [
      "not registered",
      cell(employeeTable, "Registered", { ...employee, registered: false }),
      "kit.detail.no",
    ],
    ["the reward's day", cell(rewardTable, "Date", reward), "Jun 1, 2026"],
    ["money, not 9.00", cell(rewardTable, "Amount", reward), "$9"],
    ["money with cents", cell(rewardTable, "Amount", { ...reward, amount: 12480.5 }), "$12,480.50"],
    ["earned, the member rewards' word", cell(rewardTable, "Status", reward), "memberRewards.summary.earned"],
    [
      "redeemed",
      cell(rewardTable, "Status", { ...reward, status: "redeemed" }),
      "memberRewards.summary.redeemed",
    ],
    ["enrolled, grouped", cell(programTable, "Enrolled", program), "4,000"],
    ["progress as a percentage", cell(programTable, "Average progress", program), "42%"],
  ])("%s", (_case, shown, expected) => {
    expect(shown).toBe(expected)
  })

  it("only the word columns are catalogue keys", () => {
    const keyed = [...employeeTable, ...rewardTable].filter((c) => c.isTextKey).map((c) => c.header)
    expect(keyed).toEqual(["Registered", "Status"])
  })

  it("the CSV stays data for a spreadsheet: plain numbers, ISO days", () => {
    const csv = <Row>(columns: ReadonlyArray<{ header: string; value: (row: Row) => unknown }>, row: Row) =>
      columns.map((column) => column.value(row))
    expect(csv(employeeColumns, employee)).toEqual([
      "000123",
      "Ada",
      "Lovelace",
      "ada@x.test",
      "yes",
      25712,
      3,
      "2026-06-01",
    ])
    expect(csv(rewardColumns, reward)).toEqual([
      "2026-06-01",
      "000123",
      "Ada Lovelace",
      "Step bonus",
      "9.00",
      "earned",
    ])
    expect(csv(programColumns, program)).toEqual(["Walk", 4000, 1250, 42])
  })
})
