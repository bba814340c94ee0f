import { it } from "@effect/vitest"
import { Effect, Fiber, Ref, TestClock } from "effect"
import { expect } from "vitest"
import { LazyCache } from "./LazyCache.js"

it.effect("POR-19: a key loads only when its cache is empty", () =>
  Effect.gen(function* () {
    const cache = new LazyCache<number, string, never>()
    const loads = yield* Ref.make(0)
    const load = (value: string) => Ref.update(loads, (n) => n + 1).pipe(Effect.as(value))
    expect(yield* cache.ensure(1000, load("first"))).toBe("first")
    expect(yield* cache.ensure(1000, load("second"))).toBe("first")
    expect(yield* cache.ensure(1001, load("other organization"))).toBe("other organization")
    expect(yield* Ref.get(loads)).toBe(2)
  }),
)

it.effect("POR-19: calls that arrive while a load runs share it", () =>
  Effect.gen(function* () {
    const cache = new LazyCache<number, string, never>()
    const loads = yield* Ref.make(0)
    const slow = Ref.update(loads, (n) => n + 1).pipe(
      Effect.zipRight(Effect.sleep("1 second")),
      Effect.as("done"),
    )
    const fibers = yield* Effect.forEach([1, 2, 3], () => Effect.fork(cache.ensure(1000, slow)))
    yield* TestClock.adjust("1 second")
    const results = yield* Effect.forEach(fibers, Fiber.join)
    expect(results).toEqual(["done", "done", "done"])
    expect(yield* Ref.get(loads)).toBe(1)
  }),
)

it.effect("ADM-3: a reload keeps the old value visible until the new one arrives", () =>
  Effect.gen(function* () {
    const cache = new LazyCache<number, string, string>()
    yield* cache.ensure(1, Effect.succeed("old"))
    const fiber = yield* Effect.fork(cache.reload(1, Effect.sleep("1 second").pipe(Effect.as("new"))))
    yield* Effect.yieldNow()
    expect(cache.get(1)).toMatchObject({ status: "loading", value: "old" })
    yield* TestClock.adjust("1 second")
    yield* Fiber.join(fiber)
    expect(cache.get(1)).toEqual({ status: "ready", value: "new" })
  }),
)

it.effect("a failed load is kept as an error and tried again next time", () =>
  Effect.gen(function* () {
    const cache = new LazyCache<number, string, string>()
    const failed = yield* Effect.flip(cache.ensure(1, Effect.fail("offline")))
    expect(failed).toBe("offline")
    expect(cache.get(1)).toMatchObject({ status: "error", error: "offline" })
    expect(yield* cache.ensure(1, Effect.succeed("back"))).toBe("back")
  }),
)

it.effect(
  "POR-19: loads run in parallel fail once: the first error is kept, not an empty cache to fill again",
  () =>
    Effect.gen(function* () {
      const cache = new LazyCache<number, ReadonlyArray<string>, string>()
      const parts = Effect.forEach(
        ["a", "b", "c"],
        (part) => (part === "b" ? Effect.fail(`part ${part} failed`) : Effect.never.pipe(Effect.as(part))),
        { concurrency: "unbounded" },
      )
      const failed = yield* Effect.flip(cache.ensure(1, parts))
      expect(failed).toBe("part b failed")
      expect(cache.get(1)).toMatchObject({ status: "error", error: "part b failed" })
    }),
)

it.effect("an interrupted reload leaves the value it had", () =>
  Effect.gen(function* () {
    const cache = new LazyCache<number, string, string>()
    yield* cache.ensure(1, Effect.succeed("kept"))
    const fiber = yield* Effect.fork(cache.reload(1, Effect.never))
    yield* Effect.yieldNow()
    yield* Fiber.interrupt(fiber)
    expect(cache.get(1)).toEqual({ status: "ready", value: "kept" })
  }),
)

it.effect("ADM-3: a deleted record is forgotten alone; the others stay cached", () =>
  Effect.gen(function* () {
    const cache = new LazyCache<string, string, never>()
    yield* cache.ensure("1000/1", Effect.succeed("deleted"))
    yield* cache.ensure("1000/2", Effect.succeed("kept"))
    let told = 0
    cache.subscribe(() => {
      told += 1
    })
    cache.forget("1000/1")
    cache.forget("1000/9")
    expect(cache.has("1000/1")).toBe(false)
    expect(cache.get("1000/2")).toMatchObject({ status: "ready", value: "kept" })
    expect(told).toBe(1)
    expect(yield* cache.ensure("1000/1", Effect.succeed("loaded again"))).toBe("loaded again")
  }),
)
