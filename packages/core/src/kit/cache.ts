import { Effect } from "effect"
import { LazyCache } from "../cache/LazyCache.js"
import { CacheRegistry } from "../cache/SessionCaches.js"
import type { AppError } from "../errors/AppError.js"

/**
 * An area's cache, made the first time a runtime asks for it and emptied with
 * the session's others at sign-out (POR-19). Unlike a Context tag with its own
 * layer, it needs no line in the SDK's list of caches: an area that declares
 * one registers nothing. Each runtime gets its own, keyed by its registry.
 */
export const runtimeCache = <K, A, E = AppError>(): Effect.Effect<
  LazyCache<K, A, E>,
  never,
  CacheRegistry
> => {
  const made = new WeakMap<object, LazyCache<K, A, E>>()
  return Effect.map(CacheRegistry, (registry) => {
    const existing = made.get(registry)
    if (existing) return existing
    const cache = registry.track(new LazyCache<K, A, E>())
    made.set(registry, cache)
    return cache
  })
}
