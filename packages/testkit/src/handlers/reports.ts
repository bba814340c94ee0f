import { HttpApiBuilder } from "@effect/platform"
import {
  BadRequest,
  type EmployeeReportRow,
  NotFound,
  type ProgramReportRow,
  type RewardReportRow,
  WellkitApi,
} from "@wellkit/core"
import { Effect } from "effect"
import type { Db } from "../db.js"
import type { Employee } from "../state.js"
import { currentUser } from "./auth.js"

const dayMs = 86_400_000
const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`)
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10)
/** A number in [0, 1) fixed for (a, b), so every report of the same range is the same. */
const noise = (a: number, b: number) => {
  const x = Math.sin(a * 12.9898 + b * 78.233) * 43758.5453
  return x - Math.floor(x)
}
const rewardNames = ["Step goal bonus", "Challenge finisher", "Health check", "Gift card", "Charity donation"]

const employeeRow = (employee: Employee, start: number, days: number): EmployeeReportRow => {
  const activity = noise(employee.personId, days)
  const activities = employee.registered ? Math.floor(activity * days * 1.5) : 0
  return {
    employeeId: employee.employeeId,
    firstName: employee.firstName,
    lastName: employee.lastName,
    emailAddress: employee.emailAddress,
    registered: employee.registered,
    points: activities * 10 + (activities > 0 ? Math.floor(noise(days, employee.personId) * 200) : 0),
    activities,
    lastActive: activities > 0 ? iso(start + Math.floor(activity * days) * dayMs) : null,
  }
}

export const reportHandlers = (db: Db) => {
  const scope = (
    licenseId: number,
    range: { reportStartDate: string; reportEndDate: string },
  ): Effect.Effect<{ start: number; days: number; employees: Array<Employee> }, NotFound | BadRequest> => {
    const license = db.state.licenses.find((l) => l.licenseId === licenseId)
    if (!license) return Effect.fail(new NotFound({ message: "There is no such license." }))
    if (range.reportEndDate < range.reportStartDate)
      return Effect.fail(new BadRequest({ message: "The end date is before the start date." }))
    const start = day(range.reportStartDate)
    const days = Math.round((day(range.reportEndDate) - start) / dayMs) + 1
    const employees = db.state.employees.filter((e) => e.entityId === license.organizationId)
    return Effect.succeed({ start, days, employees })
  }
  return HttpApiBuilder.group(WellkitApi, "reports", (handlers) =>
    handlers
      .handle("employees", ({ request, path, urlParams }) =>
        Effect.flatMap(currentUser(db, request), () =>
          Effect.map(scope(path.licenseId, urlParams), ({ start, days, employees }) =>
            employees.map((employee) => employeeRow(employee, start, days)),
          ),
        ),
      )
      .handle("rewards", ({ request, path, urlParams }) =>
        Effect.flatMap(currentUser(db, request), () =>
          Effect.map(scope(path.licenseId, urlParams), ({ start, days, employees }) =>
            employees
              .filter((employee) => employee.registered)
              .flatMap((employee) =>
                Array.from(
                  { length: Math.floor((noise(employee.personId, 3) * Math.min(days, 60)) / 10) },
                  (_, n) => {
                    const when = Math.floor(noise(employee.personId, n) * days)
                    return {
                      date: iso(start + when * dayMs),
                      employeeId: employee.employeeId,
                      name: `${employee.firstName} ${employee.lastName}`,
                      reward: rewardNames[(employee.personId + n) % rewardNames.length] ?? "Reward",
                      amount: 5 + Math.round(noise(n, employee.personId) * 45),
                      status: noise(employee.personId, n + 7) > 0.55 ? "redeemed" : "earned",
                    } satisfies RewardReportRow
                  },
                ),
              )
              .sort((a, b) => a.date.localeCompare(b.date)),
          ),
        ),
      )
      .handle("programs", ({ request, path, urlParams }) =>
        Effect.flatMap(currentUser(db, request), () =>
          Effect.map(scope(path.licenseId, urlParams), ({ days, employees }) =>
            ["Move more", "Eat well", "Stress less", "Sleep better", "Quit smoking"].map(
              (programName, index) => {
                const enrolled = Math.round(employees.length * (0.15 + 0.5 * noise(index, 11)))
                const completed = Math.round(
                  enrolled * Math.min(0.9, (0.1 + noise(index, 5) * 0.4) * (days / 30)),
                )
                return {
                  programName,
                  enrolled,
                  completed,
                  averageProgress: Math.round((0.2 + 0.7 * noise(index, days)) * 100) / 100,
                } satisfies ProgramReportRow
              },
            ),
          ),
        ),
      ),
  )
}
