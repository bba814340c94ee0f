import { it } from "@effect/vitest"
import { Effect, TestClock } from "effect"
import { describe, expect } from "vitest"
import { delayedRefresh } from "./delayed-refresh.js"

/** A refresh that counts its reads, and a way to move the test clock to a moment after the change. */
const counted = Effect.gen(function* () {
  let reads = 0
  const refresh = yield* delayedRefresh(
    "5 seconds",
    Effect.sync(() => {
      reads += 1
    }),
  )
  return { refresh, reads: () => reads }
})

const at = (millis: number) => TestClock.adjust(`${millis} millis`)

describe("K12: a delayed refresh", () => {
  it.effect("ADM-15: one read 5 s after an update: none at 4.9 s, exactly one at 5 s, none after", () =>
    Effect.gen(function* () {
      const { refresh, reads } = yield* counted
      yield* refresh.schedule
      expect(reads()).toBe(0)
      yield* at(4_900)
      expect(reads()).toBe(0)
      yield* at(100)
      expect(reads()).toBe(1)
      yield* at(60_000)
      expect(reads()).toBe(1)
    }),
  )

  it.effect("ADM-15 (ours): two updates within the 5 s give one read, 5 s after the last", () =>
    Effect.gen(function* () {
      const { refresh, reads } = yield* counted
      yield* refresh.schedule
      yield* at(3_000)
      yield* refresh.schedule
      yield* at(4_900)
      expect(reads()).toBe(0)
      yield* at(100)
      expect(reads()).toBe(1)
      yield* at(60_000)
      expect(reads()).toBe(1)
    }),
  )

  it.effect(
    "ADM-15: leaving the page cancels the waiting read; what it would have read is marked stale instead",
    () =>
      Effect.gen(function* () {
        let stale = 0
        let reads = 0
        const refresh = yield* delayedRefresh(
          "5 seconds",
          Effect.sync(() => {
            reads += 1
          }),
          Effect.sync(() => {
            stale += 1
          }),
        )
        yield* refresh.schedule
        yield* at(2_000)
        yield* refresh.cancel
        yield* at(60_000)
        expect([reads, stale]).toEqual([0, 1])
        // Nothing waiting: leaving marks nothing.
        yield* refresh.schedule
        yield* at(5_000)
        yield* refresh.cancel
        expect([reads, stale]).toEqual([1, 1])
      }),
  )

  it.effect("ADM-15: an update after a refresh gives its own one read", () =>
    Effect.gen(function* () {
      const { refresh, reads } = yield* counted
      yield* refresh.schedule
      yield* at(5_000)
      yield* refresh.schedule
      yield* at(5_000)
      yield* at(60_000)
      expect(reads()).toBe(2)
    }),
  )

  it.effect("a failed read is not tried again by the refresh", () =>
    Effect.gen(function* () {
      let tries = 0
      const refresh = yield* delayedRefresh(
        "5 seconds",
        Effect.suspend(() => {
          tries += 1
          return Effect.fail("down")
        }),
      )
      yield* refresh.schedule
      yield* at(60_000)
      expect(tries).toBe(1)
    }),
  )
})
