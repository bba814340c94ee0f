import type { SyncRecord, SyncRequest, SyncStatus } from "../../api/Content.js"

/**
 * Ours: only a sync still waiting in the queue may be deleted. Once it runs it
 * has changed content, and a finished one is the record of what happened.
 */
export const DELETABLE_STATUSES: ReadonlyArray<SyncStatus> = ["queued"]

export const mayDelete = (status: SyncStatus): boolean => DELETABLE_STATUSES.includes(status)

/** The server's sentence for a sync it will not delete (the sandbox answers it with a 409). */
export const notDeletable = (sync: Pick<SyncRecord, "batchId" | "status">): string =>
  `Sync ${sync.batchId} is ${sync.status}: only a queued sync can be deleted.`

/** The keys of the area's texts for what a sync request lacks. */
export type SyncRequestProblem =
  | "contentSync.form.needEnvironment"
  | "contentSync.form.needType"
  | "contentSync.form.needItems"

/** Everything a sync request still lacks, by field, at once; empty when it can be sent. */
export const syncRequestProblems = (
  request: Partial<SyncRequest>,
): Partial<Record<"environmentId" | "contentTypeId" | "itemIds", SyncRequestProblem>> => ({
  ...(request.environmentId ? {} : { environmentId: "contentSync.form.needEnvironment" }),
  ...(request.contentTypeId ? {} : { contentTypeId: "contentSync.form.needType" }),
  ...(request.syncTypeId === "selected" && (request.itemIds ?? []).length === 0
    ? { itemIds: "contentSync.form.needItems" }
    : {}),
})

/** Messages are picked per organization; every other type from the environment's items. */
export const picksByOrganization = (contentTypeId: string | undefined): boolean =>
  contentTypeId === "messages"
