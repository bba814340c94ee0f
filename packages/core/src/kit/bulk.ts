import { Effect, Either } from "effect"
import type { AppError } from "../errors/AppError.js"

/** What acting on several records one call each came to: which were done, and which failed and why. */
export interface BulkOutcome<Id, A> {
  readonly done: ReadonlyArray<{ readonly id: Id; readonly result: A }>
  readonly failed: ReadonlyArray<{ readonly id: Id; readonly error: AppError }>
}

/** A few calls at a time: a long selection must not flood the API. */
export const BULK_CONCURRENCY = 4

/**
 * Acts on each record with its own call (APIs that take one record at a
 * time), a few at once; one failure does not stop the others.
 */
export const actOnEach = <Id, A, R>(
  ids: ReadonlyArray<Id>,
  act: (id: Id) => Effect.Effect<A, AppError, R>,
): Effect.Effect<BulkOutcome<Id, A>, never, R> =>
  Effect.forEach(ids, (id) => Effect.map(Effect.either(act(id)), (answer) => ({ id, answer })), {
    concurrency: BULK_CONCURRENCY,
  }).pipe(
    Effect.map((answers) => ({
      done: answers.flatMap(({ id, answer }) =>
        Either.isRight(answer) ? [{ id, result: answer.right }] : [],
      ),
      failed: answers.flatMap(({ id, answer }) =>
        Either.isLeft(answer) ? [{ id, error: answer.left }] : [],
      ),
    })),
  )

/**
 * What a bulk action that partly failed says (issue 40): the first failure's error, which
 * records were not done, by name, and how many were; undefined when nothing failed.
 */
export const notDone = <Id>(
  outcome: BulkOutcome<Id, unknown>,
  nameOf: (id: Id) => string,
): { readonly error: AppError; readonly names: ReadonlyArray<string>; readonly done: number } | undefined => {
  const [first] = outcome.failed
  if (!first) return undefined
  return { error: first.error, names: outcome.failed.map(({ id }) => nameOf(id)), done: outcome.done.length }
}

/**
 * A review queue's next item once `acted` have left it: the first after
 * `current` that stays, else the nearest before it, else none.
 */
export const nextInQueue = <Id>(
  order: ReadonlyArray<Id>,
  acted: ReadonlyArray<Id>,
  current: Id | undefined,
): Id | undefined => {
  const gone = new Set(acted)
  const at = current === undefined ? 0 : Math.max(0, order.indexOf(current))
  const after = order.slice(at).find((id) => !gone.has(id))
  return after ?? order.slice(0, at).findLast((id) => !gone.has(id))
}
