import { Effect } from "effect"
import { type AppError, isOutcomeUnknown } from "../errors/AppError.js"

/**
 * ERR-5: after a write whose outcome is unknown (5xx, timeout), what it may
 * have changed is read again, so the screen shows the truth before a retry.
 */
export const refreshIfUnknown =
  <R>(refresh: Effect.Effect<unknown, never, R>) =>
  <A, E extends AppError, R2>(write: Effect.Effect<A, E, R2>): Effect.Effect<A, E, R | R2> =>
    Effect.tapError(write, (error) => (isOutcomeUnknown(error) ? refresh : Effect.void))

/** ADM-3 and ERR-5: a write reads again what it changed when it succeeds, and when its outcome is unknown. */
export const refreshing =
  <R>(refresh: Effect.Effect<unknown, never, R>) =>
  <A, E extends AppError, R2>(write: Effect.Effect<A, E, R2>): Effect.Effect<A, E, R | R2> =>
    write.pipe(
      Effect.tap(() => refresh),
      refreshIfUnknown(refresh),
    )
