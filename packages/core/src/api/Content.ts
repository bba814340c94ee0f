import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Schema } from "effect"
import { ErrorKeys } from "./annotations.js"
import { BadRequest, Unauthorized } from "./errors.js"

/** Content syncs copy content of one type from another environment into this one (CLI-4). */

export const ContentEnvironment = Schema.Struct({ environmentId: Schema.String, name: Schema.String })
export type ContentEnvironment = typeof ContentEnvironment.Type
export const ContentType = Schema.Struct({ contentTypeId: Schema.String, name: Schema.String })
export type ContentType = typeof ContentType.Type

export const SyncRequest = Schema.Struct({ environmentId: Schema.String, contentTypeId: Schema.String })
export type SyncRequest = typeof SyncRequest.Type

export const SyncStatus = Schema.Literal("queued", "running", "completed", "failed")
export const SyncRecord = Schema.Struct({
  batchId: Schema.String,
  environmentId: Schema.String,
  contentTypeId: Schema.String,
  requestedBy: Schema.String,
  requestedAt: Schema.String,
  status: SyncStatus,
  itemCount: Schema.NullOr(Schema.Int),
})
export type SyncRecord = typeof SyncRecord.Type

/** ADM-16: paging of the sync history. */
export const SyncHistoryPage = Schema.Struct({
  pageNumber: Schema.NumberFromString.pipe(Schema.int(), Schema.positive()),
  pageSize: Schema.NumberFromString.pipe(Schema.int(), Schema.between(1, 100)),
})
export type SyncHistoryPage = typeof SyncHistoryPage.Type

export const SyncHistory = Schema.Struct({
  totalRecordCount: Schema.Int,
  pageNumber: Schema.Int,
  pageSize: Schema.Int,
  items: Schema.Array(SyncRecord),
})
export type SyncHistory = typeof SyncHistory.Type

export const contentEnvironments = HttpApiEndpoint.get("environments", "/content/environments")
  .addSuccess(Schema.Array(ContentEnvironment))
  .annotate(ErrorKeys, { key: "ERRORS.GET_CONTENT_ENVIRONMENTS_FAILED" })

export const contentTypes = HttpApiEndpoint.get("types", "/content/types")
  .addSuccess(Schema.Array(ContentType))
  .annotate(ErrorKeys, { key: "ERRORS.GET_CONTENT_TYPES_FAILED" })

export const requestSync = HttpApiEndpoint.post("requestSync", "/content/sync")
  .setPayload(SyncRequest)
  .addSuccess(SyncRecord, { status: 202 })
  .addError(BadRequest)
  .annotate(ErrorKeys, { key: "ERRORS.CONTENT_SYNC_FAILED" })

export const syncHistory = HttpApiEndpoint.get("history", "/content/sync/history")
  .setUrlParams(SyncHistoryPage)
  .addSuccess(SyncHistory)
  .annotate(ErrorKeys, { key: "ERRORS.GET_SYNC_HISTORY_FAILED" })

export class ContentApi extends HttpApiGroup.make("content")
  .add(contentEnvironments)
  .add(contentTypes)
  .add(requestSync)
  .add(syncHistory)
  .addError(Unauthorized) {}
