import type { Employee, SandboxBatch } from "./state.js"

const day = (d: number, hour = 9) => new Date(Date.UTC(2026, 9, d, hour, 15)).toISOString()

/** Two past uploads of Acme Holdings: one clean, one with rows that failed, so lists and details have history. */
export const seedBatches = (employees: ReadonlyArray<Employee>): Array<SandboxBatch> => {
  const acme = employees.filter((employee) => employee.entityId === 1000)
  const rowsOf = (people: ReadonlyArray<Employee>, outcome: "created" | "updated") =>
    people.map((person, index) => ({
      rowId: index + 1,
      line: index + 2,
      firstName: person.firstName,
      lastName: person.lastName,
      emailAddress: person.emailAddress,
      employeeId: person.employeeId,
      dob: person.dob,
      outcome,
      reason: null,
      updatedByUserId: null,
    }))
  const january = rowsOf(acme.slice(0, 12), "created")
  const february = [
    ...rowsOf(acme.slice(12, 20), "created"),
    {
      rowId: 9,
      line: 10,
      firstName: "Rosa",
      lastName: "Parks",
      emailAddress: "staff@wellkit.test",
      employeeId: "000913",
      dob: "1985-02-04",
      outcome: "failed" as const,
      reason: "The e-mail address is already on an active account in another organization.",
      updatedByUserId: null,
    },
  ]
  const summary = (rows: ReadonlyArray<{ outcome: string }>) => ({
    rowCount: rows.length,
    received: rows.length,
    created: rows.filter((row) => row.outcome === "created").length,
    updated: rows.filter((row) => row.outcome === "updated").length,
    failed: rows.filter((row) => row.outcome === "failed").length,
  })
  return [
    {
      batchId: "b-2026-0104",
      organizationId: 1000,
      fileName: "january-hires.csv",
      uploadedBy: "admin@acme.test",
      uploadedAt: day(4),
      status: "completed",
      ...summary(january),
      rows: january,
    },
    {
      batchId: "b-2026-0211",
      organizationId: 1000,
      fileName: "february-hires.csv",
      uploadedBy: "admin@acme.test",
      uploadedAt: day(11),
      status: "completedWithErrors",
      ...summary(february),
      rows: february,
    },
  ] as unknown as Array<SandboxBatch>
}
