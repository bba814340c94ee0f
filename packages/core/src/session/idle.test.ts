import { it } from "@effect/vitest"
import { Effect, Fiber, TestClock } from "effect"
import { describe, expect } from "vitest"
import type { SystemParameter } from "../api/Session.js"
import { KeyValueStorage, memoryStorage } from "../ports/KeyValueStorage.js"
import {
  DEFAULT_IDLE_TIMEOUT_MS,
  type IdleState,
  idleState,
  idleTimeoutFrom,
  LAST_ACTION_KEY,
  recordAction,
  watchIdle,
} from "./idle.js"

const parameter = (value: string | null) =>
  [{ systemParameterId: 1, name: "INACTIVITY_LOGOUT_MS", value }] as unknown as ReadonlyArray<SystemParameter>

it("IDLE-1: the default timeout is 900000 ms", () => {
  expect(DEFAULT_IDLE_TIMEOUT_MS).toBe(900_000)
  expect(idleTimeoutFrom(undefined)).toBe(900_000)
})

describe("IDLE-2: the system parameter overrides it, read as an integer", () => {
  it.each([
    [parameter("120000"), 120_000],
    [parameter("120000.9"), 120_000],
    [parameter(" 300000ms"), 300_000],
    [parameter("soon"), 900_000],
    [parameter("0"), 900_000],
    [parameter(null), 900_000],
    [[{ systemParameterId: 1, name: "INACTIVITY_LOGOUT_MS", value: 5 }] as never, 900_000],
    [[], 900_000],
  ])("IDLE-2: %o → %i", (parameters, expected) => {
    expect(idleTimeoutFrom(parameters)).toBe(expected)
  })
})

it.each([
  [0, { kind: "active" }],
  [839_999, { kind: "active" }],
  [840_000, { kind: "warning", remainingMs: 60_000 }],
  [899_999, { kind: "warning", remainingMs: 1 }],
  [900_000, { kind: "expired" }],
])("IDLE-5: idle for %i ms of 900000 → %o", (idleFor, expected) => {
  expect(idleState(1_000_000 + idleFor, 1_000_000, 900_000)).toEqual(expected)
})

const withStorage = KeyValueStorage.of(memoryStorage())

it.effect("IDLE-3, IDLE-5: checks every 5 s and stops once the timeout has passed", () =>
  Effect.gen(function* () {
    const states: Array<IdleState["kind"]> = []
    const fiber = yield* Effect.fork(watchIdle(120_000, (state) => states.push(state.kind)))
    yield* TestClock.adjust("55 seconds")
    expect(states.length).toBe(12)
    expect(new Set(states)).toEqual(new Set(["active"]))
    yield* TestClock.adjust("65 seconds")
    yield* Fiber.join(fiber)
    expect(states.at(-1)).toBe("expired")
    expect(states).toContain("warning")
    expect(states.length).toBe(25)
  }).pipe(Effect.provideService(KeyValueStorage, withStorage)),
)

it.effect("IDLE-4: a recorded action, from any tab, starts the timeout again", () =>
  Effect.gen(function* () {
    const storage = memoryStorage()
    const states: Array<IdleState["kind"]> = []
    const fiber = yield* Effect.fork(
      watchIdle(120_000, (state) => states.push(state.kind)).pipe(
        Effect.provideService(KeyValueStorage, storage),
      ),
    )
    yield* TestClock.adjust("100 seconds")
    yield* recordAction.pipe(Effect.provideService(KeyValueStorage, storage))
    expect(storage.get(LAST_ACTION_KEY)).toBe("100000")
    yield* TestClock.adjust("50 seconds")
    expect(states.at(-1)).toBe("active")
    yield* TestClock.adjust("71 seconds")
    yield* Fiber.join(fiber)
    expect(states.at(-1)).toBe("expired")
  }),
)
