import { type Duration, Effect, Fiber, Option, SynchronizedRef } from "effect"

/**
 * K12: how long after a change a list is read again, declared by an area as data
 * (`refreshAfter: "5 seconds"`, ADM-15), for an API that shows a change only a
 * while after it accepted it (storage files: the store finishes writing after the PUT).
 */
export type RefreshDelay = Duration.DurationInput

export interface DelayedRefresh {
  /**
   * A change was made: the read runs once, the delay from now, never at once and never
   * again by itself. A change while a read waits moves it (two changes within the delay
   * give one read, the delay after the last), so the read shows both.
   */
  readonly schedule: Effect.Effect<void>
  /**
   * The page is left: a waiting read never runs, and `stale` runs instead (what the read would
   * have refreshed is dropped, to be read when next shown). A read already running finishes,
   * so its cache is not left half read.
   */
  readonly cancel: Effect.Effect<void>
}

/**
 * K12: a read that runs once, `after` a change. Time is Effect's `Clock`, so a test moves
 * it with `TestClock` and the portal with the real one. The read's failure is the
 * cache's to show (its page says it, with Try again); the refresh never retries.
 */
export const delayedRefresh = <R, R2 = never>(
  after: RefreshDelay,
  read: Effect.Effect<unknown, unknown, R>,
  stale: Effect.Effect<unknown, never, R2> = Effect.void,
): Effect.Effect<DelayedRefresh, never, R | R2> =>
  Effect.gen(function* () {
    const context = yield* Effect.context<R | R2>()
    const waiting = yield* SynchronizedRef.make(Option.none<Fiber.RuntimeFiber<void>>())
    const later = Effect.sleep(after).pipe(
      Effect.zipRight(Effect.uninterruptible(Effect.ignore(read))),
      Effect.provide(context),
    )
    const stop = (current: Option.Option<Fiber.RuntimeFiber<void>>) =>
      Option.match(current, { onNone: () => Effect.void, onSome: Fiber.interruptFork })
    return {
      schedule: SynchronizedRef.updateEffect(waiting, (current) =>
        // A daemon: the read outlives the write that asked for it, until `cancel`.
        Effect.zipRight(stop(current), Effect.map(Effect.forkDaemon(later), Option.some)),
      ),
      cancel: SynchronizedRef.updateEffect(waiting, (current) =>
        Effect.gen(function* () {
          const unread = Option.isSome(current) && Option.isNone(yield* Fiber.poll(current.value))
          yield* stop(current)
          if (unread) yield* Effect.provide(stale, context)
          return Option.none()
        }),
      ),
    }
  })
