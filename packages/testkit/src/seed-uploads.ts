import type { ContentEnvironment, ContentType, SyncRecord } from "@wellkit/core"
import type { Employee, SandboxBatch } from "./state.js"

export const contentEnvironments: ReadonlyArray<ContentEnvironment> = [
  { environmentId: "production", name: "Production" },
  { environmentId: "staging", name: "Staging" },
  { environmentId: "uat", name: "User acceptance (UAT)" },
]

export const contentTypes: ReadonlyArray<ContentType> = [
  { contentTypeId: "programs", name: "Programs" },
  { contentTypeId: "challenges", name: "Challenges" },
  { contentTypeId: "messages", name: "Messages" },
  { contentTypeId: "rewardGroups", name: "Reward groups" },
  { contentTypeId: "formTemplates", name: "Form templates" },
]

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
      reason: "The e-mail address is already on an active account in another organisation.",
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

/** Enough past syncs for the history to have three pages at the default size (ADM-16). */
export const seedSyncHistory = (): Array<SyncRecord> =>
  Array.from({ length: 23 }, (_, index): SyncRecord => {
    const environment = contentEnvironments[index % contentEnvironments.length]
    const type = contentTypes[index % contentTypes.length]
    return {
      batchId: `sync-${String(1000 + index)}`,
      environmentId: environment?.environmentId ?? "staging",
      contentTypeId: type?.contentTypeId ?? "programs",
      requestedBy: "staff@wellkit.test",
      requestedAt: day(1 + index, 8 + (index % 9)),
      status: index === 5 ? "failed" : "completed",
      itemCount: index === 5 ? null : 3 + ((index * 7) % 40),
    }
  }).reverse()
