import { Effect } from "effect"
import * as Api from "../../api/Content.js"
import type { SuccessToast } from "../../errors/success.js"
import { ApiClient } from "../../http/ApiClient.js"
import { call } from "../../http/call.js"

/** ADM-16: the sync history starts at page 1 with 10 per page. */
export const SYNC_HISTORY_DEFAULTS = { pageNumber: 1, pageSize: 10 } as const

export const syncQueued: SuccessToast = { title: "SUCCESS.SUCCESS_TITLE", message: "SUCCESS.REQUEST_QUEUED" }

export const environments = Effect.flatMap(ApiClient, (client) =>
  call(Api.contentEnvironments, client.content.environments()),
)

export const types = Effect.flatMap(ApiClient, (client) => call(Api.contentTypes, client.content.types()))

/** CLI-4: asks the server to sync one content type from an environment. */
export const requestSync = (request: Api.SyncRequest) =>
  Effect.flatMap(ApiClient, (client) =>
    call(Api.requestSync, client.content.requestSync({ payload: request })),
  ).pipe(Effect.map((record) => ({ record, toast: syncQueued })))

/** CLI-4, ADM-16: one page of the sync history; missing paging falls back to the defaults. */
export const history = (page: Partial<Api.SyncHistoryPage> = {}) =>
  Effect.flatMap(ApiClient, (client) =>
    call(Api.syncHistory, client.content.history({ urlParams: { ...SYNC_HISTORY_DEFAULTS, ...page } })),
  )
