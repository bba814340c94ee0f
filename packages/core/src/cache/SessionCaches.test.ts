import { it } from "@effect/vitest"
import { Context, Effect, Layer } from "effect"
import { expect } from "vitest"
import type { LazyCache } from "./LazyCache.js"
import { SessionCaches, sessionCache } from "./SessionCaches.js"

/** A cache no list anywhere names: it registered itself when it was made. */
class UnlistedCache extends Context.Tag("test/UnlistedCache")<
  UnlistedCache,
  LazyCache<number, string, never>
>() {}
class OtherCache extends Context.Tag("test/OtherCache")<OtherCache, LazyCache<string, number, never>>() {}

const layer = Layer.mergeAll(sessionCache(UnlistedCache), sessionCache(OtherCache)).pipe(
  Layer.provideMerge(SessionCaches.layer),
)

it.effect("SES-5: sign-out empties every cache made for the runtime, also one that no list names", () =>
  Effect.gen(function* () {
    const unlisted = yield* UnlistedCache
    const other = yield* OtherCache
    yield* unlisted.ensure(1000, Effect.succeed("an organization's data"))
    yield* other.ensure("all", Effect.succeed(42))
    expect(unlisted.has(1000) && other.has("all")).toBe(true)
    const caches = yield* SessionCaches
    caches.clear()
    expect(unlisted.has(1000)).toBe(false)
    expect(other.has("all")).toBe(false)
  }).pipe(Effect.provide(layer)),
)

it.effect("each runtime has caches of its own", () =>
  Effect.gen(function* () {
    const first = yield* Effect.provide(UnlistedCache, layer)
    const second = yield* Effect.provide(UnlistedCache, layer)
    yield* first.ensure(1, Effect.succeed("mine"))
    expect(second.has(1)).toBe(false)
  }),
)
