import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "@effect/platform"
import { Schema } from "effect"
import { isDateOfBirth, notADateOfBirth } from "../forms/dates.js"
import { ErrorKeys } from "./annotations.js"
import { BadRequest, NotFound, Unauthorized } from "./errors.js"
import { BatchId, BatchRowId, BatchRowIdParam, EntityId, EntityIdParam, UserId } from "./ids.js"
import { DateOfBirth } from "./Users.js"

/**
 * Employee batch uploads (POR-17, CLI-2). A file goes up in three steps —
 * start, rows in parts, submit — so a large file never travels as one body and
 * an interrupted upload leaves a batch that is known to be incomplete and is
 * cancelled, never half processed.
 */

export const BatchStatus = Schema.Literal(
  "receiving",
  "processing",
  "completed",
  "completedWithErrors",
  "failed",
  "cancelled",
)
export type BatchStatus = typeof BatchStatus.Type

export const BatchSummary = Schema.Struct({
  batchId: BatchId,
  organizationId: EntityId,
  fileName: Schema.String,
  uploadedBy: Schema.String,
  uploadedAt: Schema.String,
  status: BatchStatus,
  /** Rows the uploader announced; `received` counts those that arrived. */
  rowCount: Schema.Int,
  received: Schema.Int,
  created: Schema.Int,
  updated: Schema.Int,
  failed: Schema.Int,
})
export type BatchSummary = typeof BatchSummary.Type

/** One employee of the file, as core's batch validator passes it, with its line in the file. */
export const BatchRowInput = Schema.Struct({
  line: Schema.Int,
  firstName: Schema.String,
  lastName: Schema.String,
  emailAddress: Schema.String,
  employeeId: Schema.optional(Schema.String),
  /** Checked by `BatchRows`, a whole part at once. */
  dob: Schema.optional(
    Schema.String.annotations({
      description: "YYYY-MM-DD, from 1900 to today; a part with another is refused",
    }),
  ),
})
export type BatchRowInput = typeof BatchRowInput.Type

export const BatchRowOutcome = Schema.Literal("pending", "created", "updated", "failed")
export type BatchRowOutcome = typeof BatchRowOutcome.Type

export const BatchRowResult = Schema.Struct({
  ...BatchRowInput.fields,
  rowId: BatchRowId,
  outcome: BatchRowOutcome,
  reason: Schema.NullOr(Schema.String),
  /** Who last corrected the row by hand, if anyone. */
  updatedByUserId: Schema.NullOr(UserId),
})
export type BatchRowResult = typeof BatchRowResult.Type

export const BatchDetail = Schema.Struct({ ...BatchSummary.fields, rows: Schema.Array(BatchRowResult) })
export type BatchDetail = typeof BatchDetail.Type

export const StartBatch = Schema.Struct({
  fileName: Schema.NonEmptyTrimmedString,
  rowCount: Schema.Int.pipe(Schema.positive()),
})
/** Rows per request: small enough for a quick request, big enough that 100,000 rows take 20. */
export const BATCH_PART_SIZE = 5000

/**
 * The first row of a part born on a day that does not exist, in the batch
 * check's words. One plain loop per part: a refinement on every row would make
 * encoding a million rows three times slower.
 */
const firstBadDateOfBirth = (rows: ReadonlyArray<BatchRowInput>) => {
  const today = Date.now()
  for (let at = 0; at < rows.length; at += 1) {
    const dob = rows[at]?.dob
    if (dob && !isDateOfBirth(dob, today)) return { path: [at, "dob"], message: notADateOfBirth(dob) }
  }
  return true
}

export const BatchRows = Schema.Struct({
  rows: Schema.Array(BatchRowInput).pipe(
    // The refusal names the count, never the rows: Effect's own message would quote the whole part.
    Schema.maxItems(BATCH_PART_SIZE, {
      message: (issue) =>
        `A part has at most ${BATCH_PART_SIZE} rows; this one has ${Array.isArray(issue.actual) ? issue.actual.length : "more"}.`,
    }),
    Schema.filter(firstBadDateOfBirth),
  ),
})

/** The spec's "update batch user": a corrected row, signed with the session's user id. */
export const BatchUserUpdate = Schema.Struct({
  firstName: Schema.String,
  lastName: Schema.String,
  emailAddress: Schema.String,
  employeeId: Schema.optional(Schema.String),
  dob: Schema.optional(DateOfBirth),
  updatedByUserId: UserId,
})
export type BatchUserUpdate = typeof BatchUserUpdate.Type

const inEntity = Schema.Struct({ entityId: EntityIdParam })
const oneBatch = Schema.Struct({ entityId: EntityIdParam, batchId: BatchId })

export const listBatches = HttpApiEndpoint.get("list", "/entities/:entityId/batches")
  .setPath(inEntity)
  .addSuccess(Schema.Array(BatchSummary))
  .annotate(ErrorKeys, { key: "ERRORS.GET_BATCHES_FAILED" })

export const startBatch = HttpApiEndpoint.post("start", "/entities/:entityId/batches")
  .setPath(inEntity)
  .setPayload(StartBatch)
  .addSuccess(BatchSummary, { status: 201 })
  .addError(NotFound)
  .annotate(ErrorKeys, { key: "ERRORS.UPLOAD_BATCH_FAILED" })

export const sendBatchRows = HttpApiEndpoint.post("sendRows", "/entities/:entityId/batches/:batchId/rows")
  .setPath(oneBatch)
  .setPayload(BatchRows)
  .addSuccess(BatchSummary)
  .addError(BadRequest)
  .addError(NotFound)
  .annotate(ErrorKeys, { key: "ERRORS.UPLOAD_BATCH_FAILED" })

/** Starts processing; the outcome arrives as a `receiveBatchUploadNotification` (RT-1). */
export const submitBatch = HttpApiEndpoint.post("submit", "/entities/:entityId/batches/:batchId/submit")
  .setPath(oneBatch)
  .addSuccess(BatchSummary, { status: 202 })
  .addError(BadRequest)
  .addError(NotFound)
  .annotate(ErrorKeys, { key: "ERRORS.UPLOAD_BATCH_FAILED" })

/** Only a batch still receiving rows can be cancelled. */
export const cancelBatch = HttpApiEndpoint.del("cancel", "/entities/:entityId/batches/:batchId")
  .setPath(oneBatch)
  .addSuccess(HttpApiSchema.NoContent)
  .addError(BadRequest)
  .addError(NotFound)
  .annotate(ErrorKeys, { key: "ERRORS.CANCEL_BATCH_FAILED" })

export const getBatch = HttpApiEndpoint.get("get", "/entities/:entityId/batches/:batchId")
  .setPath(oneBatch)
  .addSuccess(BatchDetail)
  .addError(NotFound)
  .annotate(ErrorKeys, { key: "ERRORS.GET_BATCH_FAILED" })

/** Corrects one row and processes it again. */
export const updateBatchUser = HttpApiEndpoint.put(
  "updateUser",
  "/entities/:entityId/batches/:batchId/rows/:rowId",
)
  .setPath(Schema.Struct({ entityId: EntityIdParam, batchId: BatchId, rowId: BatchRowIdParam }))
  .setPayload(BatchUserUpdate)
  .addSuccess(BatchRowResult)
  .addError(BadRequest)
  .addError(NotFound)
  .annotate(ErrorKeys, { key: "ERRORS.UPDATE_BATCH_USER_FAILED" })

export class BatchesApi extends HttpApiGroup.make("batches")
  .add(listBatches)
  .add(startBatch)
  .add(sendBatchRows)
  .add(submitBatch)
  .add(cancelBatch)
  .add(getBatch)
  .add(updateBatchUser)
  .addError(Unauthorized) {}
