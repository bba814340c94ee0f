import { Effect } from "effect"
import type { LazyCache } from "../cache/LazyCache.js"
import type { CacheRegistry } from "../cache/SessionCaches.js"
import type { AppError } from "../errors/AppError.js"
import { runtimeCache } from "./cache.js"

/**
 * K8: one list (or summary) related to a record, such as a member's programs:
 * read when its tab is first shown, kept per key until a write in it or Try
 * again, and emptied with the session's caches at sign-out. The key names what
 * is read (a member, or a member's challenge); `keyOf` makes it the cache's text.
 */
export interface Related<K, A, R> {
  readonly cache: Effect.Effect<LazyCache<string, A, AppError>, never, CacheRegistry>
  readonly keyOf: (key: K) => string
  /** The kept value, or the first read of it. */
  readonly read: (key: K) => Effect.Effect<A, AppError, R | CacheRegistry>
  /** Read again whatever is kept (Try again). */
  readonly reload: (key: K) => Effect.Effect<A, AppError, R | CacheRegistry>
  /**
   * A write's refresh (ADM-3, ERR-5): reads again only what has been read (a tab
   * never opened stays unread), and never fails the write: a failed read shows in its tab.
   */
  readonly refresh: (key: K) => Effect.Effect<void, never, R | CacheRegistry>
}

export const related = <K, A, R>(
  fetch: (key: K) => Effect.Effect<A, AppError, R>,
  keyOf: (key: K) => string = String,
): Related<K, A, R> => {
  const cache = runtimeCache<string, A>()
  const reload = (key: K) => Effect.flatMap(cache, (kept) => kept.reload(keyOf(key), fetch(key)))
  return {
    cache,
    keyOf,
    read: (key) => Effect.flatMap(cache, (kept) => kept.ensure(keyOf(key), fetch(key))),
    reload,
    refresh: (key) =>
      Effect.flatMap(cache, (kept) => (kept.has(keyOf(key)) ? Effect.ignore(reload(key)) : Effect.void)),
  }
}
