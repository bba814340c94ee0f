import { Effect } from "effect"
import * as Api from "../../api/Content.js"
import type { EntityId } from "../../api/ids.js"
import { isOutcomeUnknown } from "../../errors/AppError.js"
import type { SuccessToast } from "../../errors/success.js"
import { ApiClient } from "../../http/ApiClient.js"
import { call } from "../../http/call.js"
import { pagedList, pagedReads } from "../../kit/paged.js"
import type { SearchQuery } from "../../kit/search.js"
import { serverTextAsIs } from "../../kit/server-text.js"
import { write } from "../../kit/write.js"

export * from "./rules.js"

/** ADM-16: the sync history starts at page 1 with 10 per page. */
export const SYNC_HISTORY_DEFAULTS = { pageNumber: 1, pageSize: 10 } as const

export const syncQueued: SuccessToast = { title: "SUCCESS.SUCCESS_TITLE", message: "SUCCESS.REQUEST_QUEUED" }
export const syncDeleted: SuccessToast = { title: "SUCCESS.COMPLETE_TITLE", message: "SUCCESS.SYNC_DELETED" }

export const environments = Effect.flatMap(ApiClient, (client) =>
  call(Api.contentEnvironments, client.content.environments()),
)

export const types = Effect.flatMap(ApiClient, (client) => call(Api.contentTypes, client.content.types()))

export const syncTypes = Effect.flatMap(ApiClient, (client) =>
  call(Api.syncTypes, client.content.syncTypes()),
)

/** Content items of a type, by name. */
export const listSearch = (search: Api.ContentSearch) =>
  Effect.flatMap(ApiClient, (client) =>
    call(Api.listSearch, client.content.listSearch({ urlParams: search })),
  )

/** An organization's messages, as a messages sync picks them. */
export const messagesByEntity = (entityId: EntityId) =>
  Effect.flatMap(ApiClient, (client) =>
    call(Api.messagesByEntity, client.content.messagesByEntity({ path: { entityId } })),
  )

/** What a sync of this type from this environment can pick. */
export const syncItems = (query: Api.SyncItemsQuery) =>
  Effect.flatMap(ApiClient, (client) => call(Api.syncItems, client.content.syncItems({ urlParams: query })))

/** One sync with its items and their outcome. */
export const details = (batchId: string) =>
  Effect.flatMap(ApiClient, (client) => call(Api.syncDetails, client.content.details({ path: { batchId } })))

/** CLI-4, ADM-16: one page of the sync history; missing paging falls back to the defaults. */
export const history = (page: Partial<Api.SyncHistoryPage> = {}) =>
  Effect.flatMap(ApiClient, (client) =>
    call(Api.syncHistory, client.content.history({ urlParams: { ...SYNC_HISTORY_DEFAULTS, ...page } })),
  )

/** ADM-16, K13: the history as the portal shows it, paged by the server with the page in the address. */
export const historyList = pagedList(SYNC_HISTORY_DEFAULTS.pageSize)

/** The history's pages, kept so Back shows them at once; a request or a delete reads the page shown again. */
export const historyPages = pagedReads(historyList, (query: SearchQuery<never>) =>
  history({ pageNumber: query.page, pageSize: historyList.pageSize }),
)

/** CLI-4: asks the server to sync one content type (or items of it) from an environment. */
export const requestSync = (request: Api.SyncRequest) =>
  write(
    Effect.flatMap(ApiClient, (client) =>
      call(Api.requestSync, client.content.requestSync({ payload: request })),
    ),
    { refresh: historyPages.rerunLast, toast: syncQueued, redirect: () => undefined },
  ).pipe(Effect.map(({ result, toast }) => ({ record: result, toast })))

/**
 * Deletes a queued sync (`mayDelete`); a refusal is the server's own sentence
 * (409: it has started). The history page shown is read again, once, whatever
 * the answer.
 */
export const deleteSync = (batchId: string) =>
  write(
    Effect.flatMap(ApiClient, (client) =>
      call(Api.deleteSync, client.content.deleteSync({ path: { batchId } })),
    ),
    {
      failure: serverTextAsIs([400, 409]),
      refresh: historyPages.rerunLast,
      toast: syncDeleted,
      redirect: () => undefined,
    },
  ).pipe(
    // A refusal (409: it has started) says the page is out of date: it is read again then too.
    Effect.tapError((error) => (isOutcomeUnknown(error) ? Effect.void : historyPages.rerunLast)),
    Effect.map(({ toast }) => ({ batchId, toast })),
  )
