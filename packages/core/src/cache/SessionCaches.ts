import { Context, Effect, Layer } from "effect"
import { LazyCache } from "./LazyCache.js"

interface Clearable {
  readonly clear: () => void
}

/** Where each cache is noted when it is made, so none can be left out of `SessionCaches.clear`. */
export class CacheRegistry extends Context.Tag("wellkit/CacheRegistry")<
  CacheRegistry,
  { readonly track: <C extends Clearable>(cache: C) => C }
>() {}

/**
 * Every cache that holds a signed-in user's data; all are emptied at logout.
 * Caches register themselves when they are made (`sessionCache`), so this
 * module imports no area and no area list can fall out of date.
 */
export class SessionCaches extends Context.Tag("wellkit/SessionCaches")<
  SessionCaches,
  { readonly clear: () => void }
>() {
  /** Provides both SessionCaches and CacheRegistry, over one set of caches per runtime. */
  static readonly layer = Layer.syncContext(() => {
    const caches = new Set<Clearable>()
    const registry = {
      track: <C extends Clearable>(cache: C) => {
        caches.add(cache)
        return cache
      },
      clear: () => {
        for (const cache of caches) cache.clear()
      },
    }
    return Context.make(SessionCaches, registry).pipe(Context.add(CacheRegistry, registry))
  })
}

/** The layer of an area's cache: a new LazyCache for the runtime, emptied with the others at sign-out. */
export const sessionCache = <I, K, A, E>(tag: Context.Tag<I, LazyCache<K, A, E>>) =>
  Layer.effect(
    tag,
    Effect.map(CacheRegistry, (registry) => registry.track(new LazyCache<K, A, E>())),
  )
