import { Effect } from "effect"
import { LazyCache } from "../cache/LazyCache.js"
import { CacheRegistry } from "../cache/SessionCaches.js"

/**
 * A LazyCache that remembers which keys it has loaded, so a change within one
 * scope (a blog) can fetch again every page of it that is held (ADM-3).
 */
export class ScopeCache<K, A, E> extends LazyCache<K, A, E> {
  private readonly loaded = new Set<K>()

  override reload<R>(key: K, load: Effect.Effect<A, E, R>): Effect.Effect<A, E, R> {
    this.loaded.add(key)
    return super.reload(key, load)
  }

  /** The keys held now that `belongs` picks. */
  keys(belongs: (key: K) => boolean): ReadonlyArray<K> {
    return [...this.loaded].filter((key) => this.has(key) && belongs(key))
  }
}

/**
 * An area's own cache, one per SDK client and emptied at sign-out with all the
 * others (POR-19), found through the client's CacheRegistry: it needs no layer
 * of its own, so no line in sdk.ts. Declare it once, at module level, and read
 * it in an Effect (`yield* blogCache`) or a screen (`useCached(blogCache, …)`).
 */
export const scopeCache = <K, A, E>(): Effect.Effect<ScopeCache<K, A, E>, never, CacheRegistry> => {
  const perClient = new WeakMap<object, ScopeCache<K, A, E>>()
  return Effect.map(CacheRegistry, (registry) => {
    const found = perClient.get(registry)
    if (found) return found
    const made = registry.track(new ScopeCache<K, A, E>())
    perClient.set(registry, made)
    return made
  })
}
