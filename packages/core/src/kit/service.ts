import { type Context, Effect, type Schema } from "effect"
import type { EntityId } from "../api/ids.js"
import type { LazyCache } from "../cache/LazyCache.js"
import { type AppError, appError } from "../errors/AppError.js"
import type { SuccessToast } from "../errors/success.js"
import { ApiClient, type ApiClientShape } from "../http/ApiClient.js"
import { call } from "../http/call.js"
import type { Redirect } from "../navigation/redirect.js"
import type { InvalidationScope, ResourceAction } from "./resource.js"
import { saveAction, write } from "./write.js"

export { type ResourceOutcome, saveAction, type WriteRules, write } from "./write.js"

type Answer<A> = Effect.Effect<A, unknown>
type InEntity = { readonly path: { readonly entityId: EntityId } }
type Endpoint = { readonly annotations: Context.Context<never> }
type Cache<K, A, R> = Effect.Effect<LazyCache<K, A, AppError>, never, R>

/** The part of the derived client the kit calls; the contract's client for a resource satisfies it. */
export interface CrudClient<Item, Summary, Input, Path> {
  readonly list: (request: InEntity) => Answer<ReadonlyArray<Summary>>
  readonly create: (request: InEntity & { readonly payload: Input }) => Answer<Item>
  readonly update: (request: { readonly path: Path; readonly payload: Input }) => Answer<Item>
  readonly delete: (request: { readonly path: Path }) => Answer<unknown>
}

/** A resource whose list holds summaries reads a record with its own call, kept in a cache of records. */
export interface RecordReading<Item, Path, R> {
  readonly cache: Cache<string, Item, R>
  readonly get: (client: ApiClientShape) => (request: { readonly path: Path }) => Answer<Item>
}

interface ServiceResource<Item, Input> {
  readonly idField: string
  readonly scopeField: string
  readonly errors: { readonly list: { readonly key: string } }
  readonly endpoints: Record<ResourceAction | "list", Endpoint> & { readonly get?: Endpoint }
  readonly isUpdate: (input: Input) => boolean
  readonly toasts: Readonly<Record<string, SuccessToast>>
  readonly redirectAfter: (
    action: string,
    target: { readonly entityId: EntityId; readonly id?: number | undefined },
  ) => Redirect | undefined
  readonly invalidates: (action: string, scope: InvalidationScope) => ReadonlyArray<EntityId>
  readonly serverTextOnSave?: ReadonlyArray<number> | undefined
  /** The record's schema; it also gives the service its record type. */
  // biome-ignore lint/suspicious/noExplicitAny: only the decoded side matters here; the encoded side is each resource's own.
  readonly item: Schema.Schema<Item, any>
}

/** Where one record of a resource with a "get one" call is kept: by organisation and id. */
export const recordKey = (entityId: EntityId, id: number): string => `${entityId}/${id}`

/** ADM-9: a refusal the server explained is shown in its words, not the call's. */
export const withServerText =
  (statuses: ReadonlyArray<number> | undefined) =>
  (error: AppError): AppError =>
    error.status !== undefined && statuses?.includes(error.status) && error.additionalMessage
      ? appError({
          message: error.additionalMessage,
          messagePassThrough: true,
          status: error.status,
          originalError: error.originalError,
        })
      : error

/**
 * The Effect service of a resource: its organisation's list from a cache
 * (POR-19), one record, and the writes, each returning `{ result, toast,
 * redirect }` and fetching again the lists it changed (ADM-3), also when
 * its outcome is unknown (ERR-5). A resource with a "get one" call passes a
 * cache for records too: `get` reads through it and writes keep it current.
 */
export const resourceService = <
  Item,
  Summary,
  Input,
  Path,
  CacheR,
  RecordR = never,
  Resource extends ServiceResource<Item, Input> = ServiceResource<Item, Input>,
>(
  resource: Resource & ServiceResource<Item, Input>,
  listCache: Cache<EntityId, ReadonlyArray<Summary>, CacheR>,
  clientOf: (client: ApiClientShape) => CrudClient<NoInfer<Item>, NoInfer<Summary>, NoInfer<Input>, Path>,
  record?: RecordReading<NoInfer<Item>, NoInfer<Path>, RecordR>,
) => {
  const recordCache = record?.cache
  const idOf = (record: Item | Summary | Input): number | undefined =>
    (record as Record<string, number | undefined>)[resource.idField]
  const entityOf = (record: Item | Input): EntityId =>
    (record as Record<string, EntityId>)[resource.scopeField] as EntityId
  const pathOf = (entityId: EntityId, id: number) => ({ entityId, id }) as Path

  const fetchList = (entityId: EntityId) =>
    Effect.flatMap(ApiClient, (client) =>
      call(resource.endpoints.list, clientOf(client).list({ path: { entityId } })),
    )
  /** ADM-3: the lists an action changed, fetched again; also usable by an area's own actions. */
  const refetch = (action: string, scope: InvalidationScope) =>
    Effect.flatMap(listCache, (cache) =>
      Effect.forEach(
        resource.invalidates(action, scope),
        (id) => cache.reload(id, fetchList(id)).pipe(Effect.ignore),
        { discard: true, concurrency: "unbounded" },
      ),
    )

  const list = (entityId: EntityId) =>
    Effect.flatMap(listCache, (cache) => cache.ensure(entityId, fetchList(entityId)))

  /** A record that is not in its organisation's list is a 404 in the list call's words. */
  const fromList = (entityId: EntityId, id: number) =>
    Effect.flatMap(list(entityId), (items) => {
      const found = items.find((item) => idOf(item) === id)
      return found
        ? Effect.succeed(found as unknown as Item)
        : Effect.fail(
            appError({
              message: resource.errors.list.key,
              additionalMessage: "ERRORS.NOT_FOUND",
              status: 404,
            }),
          )
    })

  const fetchOne = (entityId: EntityId, id: number) =>
    Effect.flatMap(ApiClient, (client) =>
      resource.endpoints.get && record
        ? call(resource.endpoints.get, record.get(client)({ path: pathOf(entityId, id) }))
        : fromList(entityId, id),
    )
  /** Runs `use` on the record cache, when the resource keeps one. */
  const withRecords = (
    use: (cache: LazyCache<string, Item, AppError>) => Effect.Effect<void, never, never>,
  ) => (recordCache ? Effect.flatMap(recordCache, use) : Effect.void)

  /** One record: its own call through the record cache when the resource has one, else from the list. */
  const get = (entityId: EntityId, id: number) =>
    recordCache
      ? Effect.flatMap(recordCache, (cache) => cache.ensure(recordKey(entityId, id), fetchOne(entityId, id)))
      : fromList(entityId, id)

  /** The record fetched again, e.g. after a change to what it holds (ADM-5); a failure stays in its cache. */
  const reloadRecord = (entityId: EntityId, id: number) =>
    recordCache
      ? Effect.flatMap(recordCache, (cache) =>
          cache.reload(recordKey(entityId, id), fetchOne(entityId, id)).pipe(Effect.ignore),
        )
      : Effect.void

  /** A written record is what its page shows next, without asking again. */
  const remember = (result: Item) =>
    withRecords((cache) =>
      Effect.sync(() => {
        const id = idOf(result)
        if (id !== undefined) cache.set(recordKey(entityOf(result), id), result)
      }),
    )

  const save = (input: Input) =>
    Effect.gen(function* () {
      const client = clientOf(yield* ApiClient)
      const entityId = entityOf(input)
      const id = idOf(input)
      const action = saveAction(resource.isUpdate(input), id)
      const sent =
        action === "update" && id !== undefined
          ? call(resource.endpoints.update, client.update({ path: pathOf(entityId, id), payload: input }))
          : call(resource.endpoints.create, client.create({ path: { entityId }, payload: input }))
      return yield* write(sent, {
        failure: withServerText(resource.serverTextOnSave),
        keep: remember,
        refresh: refetch(action, { entityId }),
        toast: resource.toasts[action] as SuccessToast,
        redirect: (result) => resource.redirectAfter(action, { entityId, id: idOf(result) }),
      })
    })

  const remove = (entityId: EntityId, id: number) =>
    write(
      Effect.flatMap(ApiClient, (client) =>
        call(resource.endpoints.delete, clientOf(client).delete({ path: pathOf(entityId, id) })),
      ).pipe(Effect.as(id)),
      {
        // A deleted record must not be shown again from the cache; the others stay.
        keep: () => withRecords((cache) => Effect.sync(() => cache.forget(recordKey(entityId, id)))),
        refresh: refetch("delete", { entityId }),
        toast: resource.toasts.delete as SuccessToast,
        redirect: () => resource.redirectAfter("delete", { entityId }),
      },
    )

  /**
   * An area's own write (copy, refresh, …) with the kit's rules: the lists it
   * changed fetched again (ADM-3), its toast (ERR-6) and redirect (ADM-2) by
   * the action's name, the redirect to the record `target` names.
   */
  const perform = <A, R>(
    action: string,
    scope: InvalidationScope,
    sent: Effect.Effect<A, AppError, R>,
    target: (result: A) => { readonly entityId: EntityId; readonly id?: number | undefined },
  ) =>
    write(sent, {
      refresh: refetch(action, scope),
      toast: resource.toasts[action] as SuccessToast,
      redirect: (result) => resource.redirectAfter(action, target(result)),
    })

  return {
    resource,
    cache: listCache,
    list,
    reload: (entityId: EntityId) =>
      Effect.flatMap(listCache, (cache) => cache.reload(entityId, fetchList(entityId))),
    get,
    reloadRecord,
    save,
    remove,
    refetch,
    perform,
  }
}
