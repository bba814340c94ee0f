import { Effect } from "effect"
import * as Api from "../../api/Favorites.js"
import type { UserId } from "../../api/ids.js"
import type { SuccessToast } from "../../errors/success.js"
import { ApiClient } from "../../http/ApiClient.js"
import { call } from "../../http/call.js"
import { runtimeCache } from "../../kit/cache.js"
import { write } from "../../kit/write.js"
import { SessionStore } from "../../ports/SessionStore.js"

export * from "./rules.js"

/**
 * K1's "signed-in user" scope: the list is the session user's own, so it is
 * kept under their userId (another staff member signing in on the same
 * runtime never sees it) and emptied at sign-out with every runtime cache.
 * A cache of its own rather than a third `BelongsTo`: favorites are no kit
 * resource (no form, no update, a POST of one id), docs/member-records.md.
 */
export const cache = runtimeCache<UserId | "anonymous", ReadonlyArray<Api.Favorite>>()

/** The key of the signed-in user's list. */
export const owner = Effect.map(
  SessionStore,
  (store) => store.get()?.account.userId ?? ("anonymous" as const),
)

const fetchAll = Effect.flatMap(ApiClient, (client) =>
  call(Api.favoriteEndpoints.list, client.favorites.list()),
)

/** ADM-14: the signed-in user's favorites, from the cache unless it is empty. */
export const list = Effect.flatMap(Effect.zip(cache, owner), ([favorites, user]) =>
  favorites.ensure(user, fetchAll),
)

/** ADM-14: the forced refresh (the page's Refresh button, and after a star or unstar). */
export const reload = Effect.flatMap(Effect.zip(cache, owner), ([favorites, user]) =>
  favorites.reload(user, fetchAll),
)

const refresh = Effect.ignore(reload)

export const added: SuccessToast = { title: "SUCCESS.SUCCESS_TITLE", message: "SUCCESS.FAVORITE_ADDED" }
export const removed: SuccessToast = { title: "SUCCESS.SUCCESS_TITLE", message: "SUCCESS.FAVORITE_REMOVED" }

/** ADM-14: starred from a userId; the body is `{ userId }` and nothing else. */
export const add = (userId: UserId) =>
  write(
    Effect.flatMap(ApiClient, (client) =>
      call(Api.favoriteEndpoints.add, client.favorites.add({ payload: { userId } })),
    ),
    { refresh, toast: added, redirect: () => undefined },
  )

/** ADM-14: unstarred by its entityAssociationId. */
export const remove = (entityAssociationId: Api.EntityAssociationId) =>
  write(
    Effect.flatMap(ApiClient, (client) =>
      call(Api.favoriteEndpoints.remove, client.favorites.remove({ path: { entityAssociationId } })),
    ),
    { refresh, toast: removed, redirect: () => undefined },
  )
