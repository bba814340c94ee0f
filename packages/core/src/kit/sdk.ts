import { Effect } from "effect"
import type { EntityId } from "../api/ids.js"
import type { AppError } from "../errors/AppError.js"
import type { ResourceOutcome } from "./service.js"

type Run<R> = <A>(effect: Effect.Effect<A, AppError, R>) => Promise<A>

/** The verbs of a kit service that the Promise SDK offers. */
export interface PromiseService<Item, Summary, Input, R = never> {
  readonly list: (entityId: EntityId) => Effect.Effect<ReadonlyArray<Summary>, AppError, R>
  readonly reload: (entityId: EntityId) => Effect.Effect<ReadonlyArray<Summary>, AppError, R>
  readonly get: (entityId: EntityId, id: number) => Effect.Effect<Item, AppError, R>
  readonly save: (input: Input) => Effect.Effect<ResourceOutcome<Item>, AppError, R>
  readonly remove: (entityId: EntityId, id: number) => Effect.Effect<ResourceOutcome<number>, AppError, R>
}

/**
 * A resource's Promise SDK: the same verbs for every area, data and errors
 * only. Toasts and redirects are the portal's business, so they stay behind.
 * An interface rather than an inferred type: declaration files inline an
 * inferred type from another module without its JSDoc.
 */
export interface PromiseEntry<Item, Input, Summary = Item> {
  /**
   * The organisation's records, from the cache when it has them.
   * @example const trackers = await wellkit.healthtrackers.list(entityId)
   */
  readonly list: (entityId: EntityId) => Promise<ReadonlyArray<Summary>>
  /**
   * The organisation's records, fetched again.
   * @example await wellkit.healthtrackers.reload(entityId)
   */
  readonly reload: (entityId: EntityId) => Promise<ReadonlyArray<Summary>>
  /**
   * One record of the organisation; rejects with a 404 AppError when it is not there.
   * @example const tracker = await wellkit.healthtrackers.get(entityId, 7)
   */
  readonly get: (entityId: EntityId, id: number) => Promise<Item>
  /**
   * Creates the record, or updates it when it has an id (ADM-1); resolves with the saved record.
   * @example const saved = await wellkit.healthtrackers.save({ entityId, name: "Steps", unit: "steps", dailyGoal: 8000, isActive: true })
   */
  readonly save: (input: Input) => Promise<Item>
  /**
   * Deletes the record.
   * @example await wellkit.healthtrackers.remove(entityId, 7)
   */
  readonly remove: (entityId: EntityId, id: number) => Promise<void>
}

export const promiseEntry = <Item, Summary, Input, R>(
  run: Run<R>,
  service: PromiseService<Item, Summary, Input, R>,
): PromiseEntry<Item, Input, Summary> => ({
  list: (entityId) => run(service.list(entityId)),
  reload: (entityId) => run(service.reload(entityId)),
  get: (entityId, id) => run(service.get(entityId, id)),
  save: (input) => run(Effect.map(service.save(input), (outcome) => outcome.result)),
  remove: (entityId, id) => run(Effect.asVoid(service.remove(entityId, id))),
})
