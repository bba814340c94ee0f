import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "@effect/platform"
import { Schema } from "effect"
import { ErrorKeys } from "./annotations.js"
import { BadRequest, InUse, NotFound, Unauthorized } from "./errors.js"
import { EntityId, EntityIdParam } from "./ids.js"

/** Content syncs copy content of one type from another environment into this one (CLI-4). */

export const ContentEnvironment = Schema.Struct({ environmentId: Schema.String, name: Schema.String })
export type ContentEnvironment = typeof ContentEnvironment.Type
export const ContentType = Schema.Struct({ contentTypeId: Schema.String, name: Schema.String })
export type ContentType = typeof ContentType.Type

/** A piece of content a sync can copy: a program, a challenge, a message, … */
export const ContentItem = Schema.Struct({
  itemId: Schema.String,
  contentTypeId: Schema.String,
  name: Schema.String,
  updatedAt: Schema.String,
})
export type ContentItem = typeof ContentItem.Type

/** The kinds of sync: everything of the type, or only the items picked. */
export const SyncTypeId = Schema.Literal("full", "selected")
export type SyncTypeId = typeof SyncTypeId.Type
export const SyncType = Schema.Struct({
  syncTypeId: SyncTypeId,
  name: Schema.String,
  description: Schema.String,
})
export type SyncType = typeof SyncType.Type

/** Without a sync type the whole content type is synced; `itemIds` are the items picked for a "selected" one. */
export const SyncRequest = Schema.Struct({
  environmentId: Schema.String,
  contentTypeId: Schema.String,
  syncTypeId: Schema.optional(SyncTypeId),
  itemIds: Schema.optional(Schema.Array(Schema.String)),
  /** The organization whose messages were picked, when the type is messages. */
  entityId: Schema.optional(EntityId),
})
export type SyncRequest = typeof SyncRequest.Type

export const SyncStatus = Schema.Literal("queued", "running", "completed", "failed")
export const SyncRecord = Schema.Struct({
  batchId: Schema.String,
  environmentId: Schema.String,
  contentTypeId: Schema.String,
  requestedBy: Schema.String,
  requestedAt: Schema.String,
  status: SyncStatus,
  syncTypeId: SyncTypeId,
  itemCount: Schema.NullOr(Schema.Int),
})
export type SyncRecord = typeof SyncRecord.Type
export type SyncStatus = typeof SyncStatus.Type

/** One item of a sync and what became of it; `reason` says why it failed. */
export const SyncItemOutcome = Schema.Struct({
  itemId: Schema.String,
  name: Schema.String,
  outcome: Schema.Literal("waiting", "synced", "failed"),
  reason: Schema.NullOr(Schema.String),
})
export type SyncItemOutcome = typeof SyncItemOutcome.Type

/** One sync with its items. */
export const SyncDetails = Schema.Struct({ ...SyncRecord.fields, items: Schema.Array(SyncItemOutcome) })
export type SyncDetails = typeof SyncDetails.Type

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

/** Content items of a type whose name holds the text (all of the type without one). */
export const ContentSearch = Schema.Struct({
  contentTypeId: Schema.String,
  text: Schema.optional(Schema.String),
})
export type ContentSearch = typeof ContentSearch.Type

export const listSearch = HttpApiEndpoint.get("listSearch", "/content/items")
  .setUrlParams(ContentSearch)
  .addSuccess(Schema.Array(ContentItem))
  .annotate(ErrorKeys, { key: "ERRORS.SEARCH_CONTENT_FAILED" })

/** An organization's messages, as items a messages sync can pick. */
export const messagesByEntity = HttpApiEndpoint.get(
  "messagesByEntity",
  "/content/entities/:entityId/messages",
)
  .setPath(Schema.Struct({ entityId: EntityIdParam }))
  .addSuccess(Schema.Array(ContentItem))
  .addError(NotFound)
  .annotate(ErrorKeys, { key: "ERRORS.GET_CONTENT_MESSAGES_FAILED" })

export const SyncItemsQuery = Schema.Struct({ environmentId: Schema.String, contentTypeId: Schema.String })
export type SyncItemsQuery = typeof SyncItemsQuery.Type

/** What a sync of this type from this environment can pick. */
export const syncItems = HttpApiEndpoint.get("syncItems", "/content/sync/items")
  .setUrlParams(SyncItemsQuery)
  .addSuccess(Schema.Array(ContentItem))
  .addError(BadRequest)
  .annotate(ErrorKeys, { key: "ERRORS.GET_SYNC_ITEMS_FAILED" })

export const syncTypes = HttpApiEndpoint.get("syncTypes", "/content/sync/types")
  .addSuccess(Schema.Array(SyncType))
  .annotate(ErrorKeys, { key: "ERRORS.GET_SYNC_TYPES_FAILED" })

const OneSync = Schema.Struct({ batchId: Schema.String })

/** 409 with the server's sentence for a sync that may no longer be deleted (`mayDelete`). */
export const deleteSync = HttpApiEndpoint.del("deleteSync", "/content/sync/batches/:batchId")
  .setPath(OneSync)
  .addSuccess(HttpApiSchema.NoContent)
  .addError(NotFound)
  .addError(InUse)
  .annotate(ErrorKeys, { key: "ERRORS.DELETE_SYNC_FAILED" })

export const syncDetails = HttpApiEndpoint.get("details", "/content/sync/batches/:batchId")
  .setPath(OneSync)
  .addSuccess(SyncDetails)
  .addError(NotFound)
  .annotate(ErrorKeys, { key: "ERRORS.GET_SYNC_DETAILS_FAILED" })

export class ContentApi extends HttpApiGroup.make("content")
  .add(contentEnvironments)
  .add(contentTypes)
  .add(requestSync)
  .add(syncHistory)
  .add(listSearch)
  .add(messagesByEntity)
  .add(syncItems)
  .add(syncTypes)
  .add(deleteSync)
  .add(syncDetails)
  .addError(Unauthorized) {}
