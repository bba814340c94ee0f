import type { SyncHistoryPage, SyncRequest } from "../../api/Content.js"
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
   * Queues a content sync.
   * @example await wellkit.content.requestSync({ environmentId: "staging", contentTypeId: "challenges" })
   */
  requestSync: (request: SyncRequest) => run(Content.requestSync(request)),
  /**
   * One page of past syncs; missing paging falls back to the defaults.
   * @example const history = await wellkit.content.history({ pageNumber: 2, pageSize: 20 })
   */
  history: (page?: Partial<SyncHistoryPage>) => run(Content.history(page)),
})

/**
 * `wellkit.content`: content syncs. An interface, not the inferred type: declaration files would
 * inline that type without the methods' JSDoc.
 */
export interface ContentSdk extends ReturnType<typeof methods> {}

/** `wellkit.content`, run by the client's runtime; every method rejects with an AppError. */
export const sdk = (run: Run): ContentSdk => methods(run)
