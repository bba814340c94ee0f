import { randomUUID } from "node:crypto"
import { HttpApiBuilder } from "@effect/platform"
import {
  BadRequest,
  type BatchRowInput,
  type BatchRowResult,
  type BatchSummary,
  type BatchUploadNotification,
  type BatchUserUpdate,
  isEmailAddress,
  NotFound,
  WellkitApi,
} from "@wellkit/core"
import { isDateOfBirth, notADateOfBirth } from "@wellkit/core/forms/dates"
import { Effect } from "effect"
import type { Db } from "../db.js"
import type { Employee, SandboxBatch } from "../state.js"
import { currentUser } from "./auth.js"

export interface BatchOptions {
  /** How long "processing" takes, so screens and the CLI see it happen. @default 1500 */
  readonly processingMs?: number
  /** Called when a batch finishes; the server pushes it through the hub (RT-1). */
  readonly notify?: (notification: BatchUploadNotification) => void
}

type Row = { -readonly [K in keyof BatchRowResult]: BatchRowResult[K] }

const summaryOf = ({ rows: _rows, ...summary }: SandboxBatch): BatchSummary => summary as BatchSummary

/** Lookups over the employees and accounts, built once per batch so a large file is processed in linear time. */
const indexFor = (db: Db, organizationId: number) => {
  const byEmail = new Map<string, Employee>()
  const byEmployeeId = new Map<string, Employee>()
  const elsewhere = new Set(db.state.users.map((user) => user.emailAddress.toLowerCase()))
  const position = new Map<Employee, number>()
  let lastPersonId = 10_000
  for (const [at, employee] of db.state.employees.entries()) {
    position.set(employee, at)
    lastPersonId = Math.max(lastPersonId, employee.personId)
    if (employee.entityId !== organizationId) {
      elsewhere.add(employee.emailAddress.toLowerCase())
      continue
    }
    byEmail.set(employee.emailAddress.toLowerCase(), employee)
    if (employee.employeeId) byEmployeeId.set(employee.employeeId, employee)
  }
  return { byEmail, byEmployeeId, elsewhere, position, nextPersonId: () => ++lastPersonId }
}
type Index = ReturnType<typeof indexFor>

/**
 * What the real API does with each row: an e-mail already in the organization
 * updates that employee, one on an account elsewhere fails, an employee id
 * that belongs to someone else fails, anything else creates an employee.
 */
const processRow = (
  db: Db,
  organizationId: number,
  row: Row,
  index: Index = indexFor(db, organizationId),
) => {
  const email = row.emailAddress.toLowerCase()
  const same = index.byEmail.get(email)
  const idOwner = row.employeeId ? index.byEmployeeId.get(row.employeeId) : undefined
  const fields = {
    firstName: row.firstName,
    lastName: row.lastName,
    emailAddress: row.emailAddress,
    employeeId: row.employeeId ?? same?.employeeId ?? "",
    dob: row.dob ?? same?.dob ?? "",
  }
  const remember = (employee: Employee, previous?: Employee) => {
    if (previous?.employeeId) index.byEmployeeId.delete(previous.employeeId)
    index.byEmail.set(email, employee)
    if (employee.employeeId) index.byEmployeeId.set(employee.employeeId, employee)
  }
  if (index.elsewhere.has(email)) {
    row.outcome = "failed"
    row.reason = "The e-mail address is already on an active account in another organization."
  } else if (idOwner && idOwner !== same) {
    row.outcome = "failed"
    row.reason = `Employee id ${row.employeeId} already belongs to ${idOwner.firstName} ${idOwner.lastName}.`
  } else if (same) {
    const updated = { ...same, ...fields }
    const at = index.position.get(same) ?? db.state.employees.indexOf(same)
    db.state.employees[at] = updated
    index.position.set(updated, at)
    remember(updated, same)
    row.outcome = "updated"
    row.reason = null
  } else {
    const created = { personId: index.nextPersonId(), entityId: organizationId, registered: false, ...fields }
    index.position.set(created, db.state.employees.push(created) - 1)
    remember(created)
    row.outcome = "created"
    row.reason = null
  }
}

const count = (batch: SandboxBatch) => {
  const rows = batch.rows as ReadonlyArray<Row>
  batch.created = rows.filter((row) => row.outcome === "created").length
  batch.updated = rows.filter((row) => row.outcome === "updated").length
  batch.failed = rows.filter((row) => row.outcome === "failed").length
}

const rowProblem = (row: Omit<BatchUserUpdate, "updatedByUserId">): string | undefined => {
  if (!row.firstName.trim() || !row.lastName.trim()) return "A first and a last name are required."
  if (!isEmailAddress(row.emailAddress.trim())) return `"${row.emailAddress}" is not an e-mail address.`
  if (row.dob && !isDateOfBirth(row.dob)) return notADateOfBirth(row.dob)
  return undefined
}

export const batchHandlers = (db: Db, options: BatchOptions = {}) => {
  const find = (entityId: number, batchId: string) =>
    db.state.batches.find((batch) => batch.batchId === batchId && batch.organizationId === entityId)
  const missing = () => new NotFound({ message: "There is no such batch upload in this organization." })

  const finish = (batch: SandboxBatch) => {
    if (batch.status !== "processing") return
    const index = indexFor(db, batch.organizationId)
    for (const row of batch.rows as Array<Row>) processRow(db, batch.organizationId, row, index)
    count(batch)
    batch.status = batch.failed > 0 ? "completedWithErrors" : "completed"
    db.persist()
    options.notify?.({
      batchId: batch.batchId,
      organizationId: batch.organizationId,
      fileName: batch.fileName,
      status: batch.status,
      created: batch.created,
      updated: batch.updated,
      failed: batch.failed,
    })
  }

  return HttpApiBuilder.group(WellkitApi, "batches", (handlers) =>
    handlers
      .handle("list", ({ request, path }) =>
        Effect.map(currentUser(db, request), () =>
          db.state.batches
            .filter((batch) => batch.organizationId === path.entityId && batch.status !== "cancelled")
            .map(summaryOf)
            .sort((a, b) => b.uploadedAt.localeCompare(a.uploadedAt)),
        ),
      )
      .handle("start", ({ request, path, payload }) =>
        Effect.flatMap(currentUser(db, request), (user) => {
          if (!db.state.entities.some((entity) => entity.id === path.entityId))
            return Effect.fail(new NotFound({ message: "No such organization." }))
          const batch: SandboxBatch = {
            batchId: `b-${randomUUID().slice(0, 8)}`,
            organizationId: path.entityId,
            fileName: payload.fileName,
            uploadedBy: user.emailAddress,
            uploadedAt: new Date().toISOString(),
            status: "receiving",
            rowCount: payload.rowCount,
            received: 0,
            created: 0,
            updated: 0,
            failed: 0,
            rows: [],
          } as unknown as SandboxBatch
          db.state.batches.push(batch)
          db.persist()
          return Effect.succeed(summaryOf(batch))
        }),
      )
      .handle("sendRows", ({ request, path, payload }) =>
        Effect.flatMap(currentUser(db, request), (): Effect.Effect<BatchSummary, NotFound | BadRequest> => {
          const batch = find(path.entityId, path.batchId)
          if (!batch) return Effect.fail(missing())
          if (batch.status !== "receiving")
            return Effect.fail(
              new BadRequest({ message: `This batch is ${batch.status}; it takes no more rows.` }),
            )
          if (batch.received + payload.rows.length > batch.rowCount)
            return Effect.fail(
              new BadRequest({
                message: `The batch was started for ${batch.rowCount} rows; this part would make it ${batch.received + payload.rows.length}.`,
              }),
            )
          const rows = batch.rows as Array<Row>
          payload.rows.forEach((input: BatchRowInput) => {
            rows.push({
              ...input,
              rowId: rows.length + 1,
              outcome: "pending",
              reason: null,
              updatedByUserId: null,
            } as Row)
          })
          batch.received = rows.length
          db.persist()
          return Effect.succeed(summaryOf(batch))
        }),
      )
      .handle("submit", ({ request, path }) =>
        Effect.flatMap(currentUser(db, request), (): Effect.Effect<BatchSummary, NotFound | BadRequest> => {
          const batch = find(path.entityId, path.batchId)
          if (!batch) return Effect.fail(missing())
          if (batch.status !== "receiving")
            return Effect.fail(new BadRequest({ message: `This batch is already ${batch.status}.` }))
          if (batch.received !== batch.rowCount)
            return Effect.fail(
              new BadRequest({
                message: `Only ${batch.received} of the ${batch.rowCount} announced rows arrived; send the rest or cancel the batch.`,
              }),
            )
          batch.status = "processing"
          db.persist()
          setTimeout(() => finish(batch), options.processingMs ?? 1500).unref?.()
          return Effect.succeed(summaryOf(batch))
        }),
      )
      .handle("cancel", ({ request, path }) =>
        Effect.flatMap(currentUser(db, request), (): Effect.Effect<void, NotFound | BadRequest> => {
          const batch = find(path.entityId, path.batchId)
          if (!batch) return Effect.fail(missing())
          if (batch.status !== "receiving")
            return Effect.fail(new BadRequest({ message: `A ${batch.status} batch cannot be canceled.` }))
          batch.status = "cancelled"
          db.persist()
          return Effect.void
        }),
      )
      .handle("get", ({ request, path }) =>
        Effect.flatMap(currentUser(db, request), () => {
          const batch = find(path.entityId, path.batchId)
          return batch ? Effect.succeed(batch) : Effect.fail(missing())
        }),
      )
      .handle("updateUser", ({ request, path, payload }) =>
        Effect.flatMap(currentUser(db, request), (): Effect.Effect<BatchRowResult, NotFound | BadRequest> => {
          const batch = find(path.entityId, path.batchId)
          const row = (batch?.rows as Array<Row> | undefined)?.find((r) => r.rowId === path.rowId)
          if (!batch || !row) return Effect.fail(missing())
          if (batch.status === "receiving" || batch.status === "processing")
            return Effect.fail(new BadRequest({ message: "Wait until the batch has been processed." }))
          const { updatedByUserId, ...fields } = payload
          const problem = rowProblem(fields)
          if (problem) return Effect.fail(new BadRequest({ message: problem }))
          Object.assign(row, fields, { updatedByUserId })
          processRow(db, batch.organizationId, row)
          count(batch)
          batch.status = batch.failed > 0 ? "completedWithErrors" : "completed"
          db.persist()
          return Effect.succeed(row as BatchRowResult)
        }),
      ),
  )
}
