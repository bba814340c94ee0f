import { it } from "@effect/vitest"
import { Effect, Exit } from "effect"
import { describe, expect } from "vitest"
import { type CacheRegistry, SessionCaches } from "../cache/SessionCaches.js"
import { appError } from "../errors/AppError.js"
import { related } from "./related.js"

/** A member's list read through K8, counting the calls it makes; `failing` makes the next calls fail. */
const counted = () => {
  const calls: Array<string> = []
  let failing = false
  const programs = related(
    (member: { userId: number; challengeId?: number }) =>
      Effect.suspend(() => {
        calls.push(`${member.userId}/${member.challengeId ?? "-"}`)
        return failing
          ? Effect.fail(appError({ message: "ERRORS.GET_MEMBER_PROGRAMS_FAILED", status: 500 }))
          : Effect.succeed([`programs of ${member.userId} read ${calls.length}`])
      }),
    (member) => `${member.userId}/${member.challengeId ?? ""}`,
  )
  return { programs, calls, fail: (value: boolean) => (failing = value) }
}

const run = <A, E>(effect: Effect.Effect<A, E, SessionCaches | CacheRegistry>) =>
  effect.pipe(Effect.provide(SessionCaches.layer))

describe("K8: a record's related list", () => {
  it.effect("is read when first asked for, then kept: a tab opened again makes no call", () =>
    run(
      Effect.gen(function* () {
        const { programs, calls } = counted()
        const first = yield* programs.read({ userId: 10_001 })
        const again = yield* programs.read({ userId: 10_001 })
        expect(again).toEqual(first)
        expect(calls).toEqual(["10001/-"])
        yield* programs.read({ userId: 10_001, challengeId: 7 })
        expect(calls).toEqual(["10001/-", "10001/7"])
      }),
    ),
  )

  it.effect("a write's refresh reads again only what was read, never a tab not opened", () =>
    run(
      Effect.gen(function* () {
        const { programs, calls } = counted()
        yield* programs.refresh({ userId: 10_002 })
        expect(calls).toEqual([])
        yield* programs.read({ userId: 10_002 })
        yield* programs.refresh({ userId: 10_002 })
        expect(calls).toEqual(["10002/-", "10002/-"])
        const cache = yield* programs.cache
        expect(cache.get("10002/")).toEqual({ status: "ready", value: ["programs of 10002 read 2"] })
      }),
    ),
  )

  it.effect("a refresh that fails does not fail the write: the failure is kept for the tab to show", () =>
    run(
      Effect.gen(function* () {
        const { programs, fail } = counted()
        yield* programs.read({ userId: 10_003 })
        fail(true)
        const exit = yield* Effect.exit(programs.refresh({ userId: 10_003 }))
        expect(Exit.isSuccess(exit)).toBe(true)
        const entry = (yield* programs.cache).get("10003/")
        expect(entry?.status).toBe("error")
        // What was shown stays, beside the failure.
        expect(entry?.value).toEqual(["programs of 10003 read 1"])
        fail(false)
        expect(yield* programs.reload({ userId: 10_003 })).toEqual(["programs of 10003 read 3"])
      }),
    ),
  )
})
