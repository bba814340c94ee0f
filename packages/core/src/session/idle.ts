import { Clock, Effect, Schedule } from "effect"
import type { SystemParameter } from "../api/Session.js"
import { KeyValueStorage } from "../ports/KeyValueStorage.js"
import { findParameter, INACTIVITY_PARAMETER } from "./rules.js"
import { LAST_ACTION_KEY } from "./storage-keys.js"

/** IDLE-1 */
export const DEFAULT_IDLE_TIMEOUT_MS = 900_000
/** IDLE-3 */
export const IDLE_CHECK_INTERVAL_MS = 5_000
/** Beyond the spec (WCAG 2.2.1): warn a minute before signing out. */
export const IDLE_WARNING_MS = 60_000
export { LAST_ACTION_KEY } from "./storage-keys.js"

/** IDLE-2: a parameter's value read as an integer, or none when the default must stay (missing, non-string, unreadable). */
export const idleTimeoutOf = (value: unknown): number | undefined => {
  if (typeof value !== "string") return undefined
  const parsed = Number.parseInt(value, 10)
  return Number.isFinite(parsed) && parsed > 0 ? parsed : undefined
}

/** IDLE-2: the timeout the session uses: the parameter's when usable, else the default. */
export const idleTimeoutFrom = (parameters: ReadonlyArray<SystemParameter> | undefined): number =>
  idleTimeoutOf(parameters ? findParameter(parameters, INACTIVITY_PARAMETER)?.value : undefined) ??
  DEFAULT_IDLE_TIMEOUT_MS

export type IdleState =
  | { readonly kind: "active" }
  | { readonly kind: "warning"; readonly remainingMs: number }
  | { readonly kind: "expired" }

/** Idleness from the last action's timestamp, not from a counter: hidden tabs' timers are throttled. */
export const idleState = (now: number, lastAction: number, timeoutMs: number): IdleState => {
  const idleFor = now - lastAction
  if (idleFor >= timeoutMs) return { kind: "expired" }
  const remainingMs = timeoutMs - idleFor
  return remainingMs <= Math.min(IDLE_WARNING_MS, timeoutMs / 2)
    ? { kind: "warning", remainingMs }
    : { kind: "active" }
}

const readLastAction = (storage: KeyValueStorage["Type"]): number | undefined => {
  const raw = storage.get(LAST_ACTION_KEY)
  const parsed = raw === null ? Number.NaN : Number(raw)
  return Number.isFinite(parsed) ? parsed : undefined
}

/** IDLE-4: a click or key press counts as activity in every tab. */
export const recordAction = Effect.flatMap(KeyValueStorage, (storage) =>
  Effect.map(Clock.currentTimeMillis, (now) => storage.set(LAST_ACTION_KEY, String(now))),
)

/**
 * IDLE-3, IDLE-5: checks every 5 s and reports the state; ends when the session
 * has expired. The caller decides what "expired" does (close dialogs, alert, log out).
 */
export const watchIdle = (timeoutMs: number, report: (state: IdleState) => void) =>
  Effect.gen(function* () {
    const storage = yield* KeyValueStorage
    if (readLastAction(storage) === undefined) yield* recordAction
    const check = Effect.gen(function* () {
      const now = yield* Clock.currentTimeMillis
      const state = idleState(now, readLastAction(storage) ?? now, timeoutMs)
      report(state)
      return state
    })
    yield* check.pipe(
      Effect.repeat({
        schedule: Schedule.spaced(IDLE_CHECK_INTERVAL_MS),
        until: (state) => state.kind === "expired",
      }),
    )
  })
