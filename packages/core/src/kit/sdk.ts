import { Effect } from "effect"
import type { EntityId } from "../api/ids.js"
import type { AppError } from "../errors/AppError.js"
import { NOBODY, type Nobody, type Owner } from "./belongs-to.js"
import type { ResourceOutcome } from "./service.js"

type Run<R> = <A>(effect: Effect.Effect<A, AppError, R>) => Promise<A>

/** The verbs of a kit service that the Promise SDK offers; save and remove only where the resource has those writes (K9). */
export interface PromiseService<Item, Summary, Input, R = never, O extends Owner = EntityId> {
  readonly list: (owner: O) => Effect.Effect<ReadonlyArray<Summary>, AppError, R>
  readonly reload: (owner: O) => Effect.Effect<ReadonlyArray<Summary>, AppError, R>
  readonly get: (owner: O, id: number) => Effect.Effect<Item, AppError, R>
  readonly save?: (input: Input) => Effect.Effect<ResourceOutcome<Item>, AppError, R>
  readonly remove?: (owner: O, id: number) => Effect.Effect<ResourceOutcome<number>, AppError, R>
}

/**
 * A resource's Promise SDK: the same verbs for every area, data and errors
 * only. Toasts and redirects are the portal's business, so they stay behind.
 * An interface rather than an inferred type: declaration files inline an
 * inferred type from another module without its JSDoc.
 */
export interface PromiseEntry<Item, Input, Summary = Item> {
  /**
   * The organization's records, from the cache when it has them.
   * @example const trackers = await wellkit.healthtrackers.list(entityId)
   */
  readonly list: (entityId: EntityId) => Promise<ReadonlyArray<Summary>>
  /**
   * The organization's records, fetched again.
   * @example await wellkit.healthtrackers.reload(entityId)
   */
  readonly reload: (entityId: EntityId) => Promise<ReadonlyArray<Summary>>
  /**
   * One record of the organization; rejects with a 404 AppError when it is not there.
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
): PromiseEntry<Item, Input, Summary> => {
  const { save, remove } = service
  // K9: a verb the service lacks is not in the entry either.
  return {
    list: (entityId) => run(service.list(entityId)),
    reload: (entityId) => run(service.reload(entityId)),
    get: (entityId, id) => run(service.get(entityId, id)),
    ...(save && { save: (input: Input) => run(Effect.map(save(input), (outcome) => outcome.result)) }),
    ...(remove && { remove: (entityId: EntityId, id: number) => run(Effect.asVoid(remove(entityId, id))) }),
  } as PromiseEntry<Item, Input, Summary>
}

/**
 * The Promise SDK of a resource that belongs to no organization (K1): one
 * list for everyone, so no organization to name.
 */
export interface NobodysPromiseEntry<Item, Input, Summary = Item> {
  /**
   * Every record, from the cache when it has them.
   * @example const templates = await wellkit.formTemplates.list()
   */
  readonly list: () => Promise<ReadonlyArray<Summary>>
  /**
   * Every record, fetched again.
   * @example await wellkit.formTemplates.reload()
   */
  readonly reload: () => Promise<ReadonlyArray<Summary>>
  /**
   * One record; rejects with a 404 AppError when it is not there.
   * @example const template = await wellkit.formTemplates.get(3)
   */
  readonly get: (id: number) => Promise<Item>
  /**
   * Creates the record, or updates it when it has an id (ADM-1); resolves with the saved record.
   * @example const saved = await wellkit.formTemplates.save({ formTemplateId: null, name: "Welcome", body: "<p>Hello</p>" })
   */
  readonly save: (input: Input) => Promise<Item>
  /**
   * Deletes the record.
   * @example await wellkit.formTemplates.remove(3)
   */
  readonly remove: (id: number) => Promise<void>
}

export const nobodysPromiseEntry = <Item, Summary, Input, R>(
  run: Run<R>,
  service: PromiseService<Item, Summary, Input, R, Nobody>,
): NobodysPromiseEntry<Item, Input, Summary> => {
  const entry = promiseEntry(run, service as unknown as PromiseService<Item, Summary, Input, R>)
  const owner = NOBODY as unknown as EntityId
  const { save, remove } = entry as Partial<PromiseEntry<Item, Input, Summary>>
  return {
    list: () => entry.list(owner),
    reload: () => entry.reload(owner),
    get: (id) => entry.get(owner, id),
    ...(save && { save }),
    ...(remove && { remove: (id: number) => remove(owner, id) }),
  } as NobodysPromiseEntry<Item, Input, Summary>
}
