import type { ContentSearch, SyncHistoryPage, SyncItemsQuery, SyncRequest } from "../../api/Content.js"
import type { EntityId } from "../../api/ids.js"
import type { Run } from "../../layer.js"
import * as Content from "./Content.js"

const methods = (run: Run) => ({
  /**
   * The content environments a sync can read from.
   * @example const environments = await wellkit.content.environments()
   */
  environments: () => run(Content.environments),
  /**
   * The content types a sync can copy.
   * @example const types = await wellkit.content.types()
   */
  types: () => run(Content.types),
  /**
   * Queues a content sync: the whole type, or (`syncTypeId: "selected"`) the items picked.
   * @example await wellkit.content.requestSync({ environmentId: "staging", contentTypeId: "challenges" })
   * @example await wellkit.content.requestSync({ environmentId: "uat", contentTypeId: "programs", syncTypeId: "selected", itemIds: ["prog-sleep"] })
   */
  requestSync: (request: SyncRequest) => run(Content.requestSync(request)),
  /**
   * One page of past syncs; missing paging falls back to the defaults.
   * @example const history = await wellkit.content.history({ pageNumber: 2, pageSize: 20 })
   */
  history: (page?: Partial<SyncHistoryPage>) => run(Content.history(page)),
  /**
   * The kinds of sync: the whole content type, or only the items picked.
   * @example const kinds = await wellkit.content.syncTypes()
   */
  syncTypes: () => run(Content.syncTypes),
  /**
   * Content items of a type whose name holds the text.
   * @example const found = await wellkit.content.listSearch({ contentTypeId: "programs", text: "sleep" })
   */
  listSearch: (search: ContentSearch) => run(Content.listSearch(search)),
  /**
   * An organization's messages, as a messages sync picks them.
   * @example const messages = await wellkit.content.messagesByEntity(1000 as EntityId)
   */
  messagesByEntity: (entityId: EntityId) => run(Content.messagesByEntity(entityId)),
  /**
   * What a sync of this type from this environment can pick.
   * @example const items = await wellkit.content.syncItems({ environmentId: "staging", contentTypeId: "programs" })
   */
  syncItems: (query: SyncItemsQuery) => run(Content.syncItems(query)),
  /**
   * One sync with its items and what became of each; rejects with a 404 for an unknown batch.
   * @example const sync = await wellkit.content.details("sync-1040")
   */
  details: (batchId: string) => run(Content.details(batchId)),
  /**
   * Deletes a sync that is still queued; any other is refused (409) in the server's words.
   * @example const { toast } = await wellkit.content.deleteSync("sync-1040")
   */
  deleteSync: (batchId: string) => run(Content.deleteSync(batchId)),
})

/**
 * `wellkit.content`: content syncs. An interface, not the inferred type: declaration files would
 * inline that type without the methods' JSDoc.
 */
export interface ContentSdk extends ReturnType<typeof methods> {}

/** `wellkit.content`, run by the client's runtime; every method rejects with an AppError. */
export const sdk = (run: Run): ContentSdk => methods(run)
