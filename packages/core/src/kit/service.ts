import { type Context, Effect, type Schema } from "effect"
import type { EntityId } from "../api/ids.js"
import type { LazyCache } from "../cache/LazyCache.js"
import { type AppError, appError } from "../errors/AppError.js"
import type { SuccessToast } from "../errors/success.js"
import { ApiClient, type ApiClientShape } from "../http/ApiClient.js"
import { call } from "../http/call.js"
import type { Redirect } from "../navigation/redirect.js"
import { type BelongsTo, NOBODY, type Owner, type OwnerOf, ownerOfRecord, ownerPath } from "./belongs-to.js"
import { type InvalidationScope, type ResourceAction, type WritesOf, withVerbs } from "./resource.js"
import { serverTextAsIs } from "./server-text.js"
import { saveAction, write } from "./write.js"

export { type ResourceOutcome, saveAction, type WriteRules, write } from "./write.js"

type Answer<A> = Effect.Effect<A, unknown>
type InOwner<OwnerPath> = { readonly path: OwnerPath }
type Endpoint = { readonly annotations: Context.Context<never> }
type Cache<K, A, R> = Effect.Effect<LazyCache<K, A, AppError>, never, R>

/**
 * The part of the derived client the kit calls; the contract's client for a
 * resource satisfies it. A write the contract does not declare (K9) is not in it.
 */
export interface CrudClient<Item, Summary, Input, Path, OwnerPath = { readonly entityId: EntityId }> {
  readonly list: (request: InOwner<OwnerPath>) => Answer<ReadonlyArray<Summary>>
  readonly create?: (request: InOwner<OwnerPath> & { readonly payload: Input }) => Answer<Item>
  readonly update?: (request: { readonly path: Path; readonly payload: Input }) => Answer<Item>
  readonly delete?: (request: { readonly path: Path }) => Answer<unknown>
  /** Only for a resource that `copies`. */
  readonly copyTo?: (request: {
    readonly path: Path
    readonly payload: { readonly targetEntityId: EntityId }
  }) => Answer<Item>
}

/** A resource whose list holds summaries reads a record with its own call, kept in a cache of records. */
export interface RecordReading<Item, Path, R> {
  readonly cache: Cache<string, Item, R>
  readonly get: (client: ApiClientShape) => (request: { readonly path: Path }) => Answer<Item>
}

interface ServiceResource<Item, Input> {
  readonly idField: string
  readonly belongsTo: BelongsTo
  readonly scopeField?: string | undefined
  readonly errors: { readonly list: { readonly key: string } }
  readonly endpoints: Record<ResourceAction | "list", Endpoint> & {
    readonly get?: Endpoint
    readonly copyTo?: Endpoint
  }
  readonly copies?: boolean | undefined
  /** K9: the writes it has. @default all three */
  readonly writes?: ReadonlyArray<ResourceAction> | undefined
  readonly isUpdate: (input: Input) => boolean
  readonly toasts: Readonly<Record<string, SuccessToast>>
  readonly redirectAfter: (
    action: string,
    target: { readonly entityId: Owner; readonly id?: number | undefined },
  ) => Redirect | undefined
  readonly invalidates: (action: string, scope: InvalidationScope) => ReadonlyArray<EntityId>
  readonly serverTextOnSave?: ReadonlyArray<number> | undefined
  /** The record's schema; it also gives the service its record type. */
  // biome-ignore lint/suspicious/noExplicitAny: only the decoded side matters here; the encoded side is each resource's own.
  readonly item: Schema.Schema<Item, any>
}

/** Where one record of a resource with a "get one" call is kept: by owner and id. */
export const recordKey = (owner: Owner, id: number): string => `${owner}/${id}`

/** ADM-9: a refusal the server explained is shown in its words (the call's words its title). */
export const withServerText =
  (statuses: ReadonlyArray<number> | undefined) =>
  (error: AppError): AppError =>
    statuses ? serverTextAsIs(statuses)(error) : error

/**
 * The Effect service of a resource: its owner's list from a cache (POR-19),
 * one record, and the writes, each returning `{ result, toast, redirect }` and
 * fetching again the lists it changed (ADM-3), also when its outcome is
 * unknown (ERR-5). The owner is an organization's id, or `NOBODY` for a
 * resource that belongs to no organization (K1). A resource with a "get one"
 * call passes a cache for records too: `get` reads through it and writes keep
 * it current (K2).
 */
export const resourceService = <
  Item,
  Summary,
  Input,
  Path,
  CacheR,
  RecordR = never,
  Resource extends ServiceResource<Item, Input> = ServiceResource<Item, Input>,
  OwnerPath = { readonly entityId: EntityId },
>(
  resource: Resource & ServiceResource<Item, Input>,
  listCache: Cache<OwnerOf<Resource>, ReadonlyArray<Summary>, CacheR>,
  clientOf: (
    client: ApiClientShape,
  ) => CrudClient<NoInfer<Item>, NoInfer<Summary>, NoInfer<Input>, Path, OwnerPath>,
  record?: RecordReading<NoInfer<Item>, NoInfer<Path>, RecordR>,
) => {
  type Of = OwnerOf<Resource>
  const recordCache = record?.cache
  const lists = listCache as unknown as Cache<Owner, ReadonlyArray<Summary>, CacheR>
  const idOf = (record: Item | Summary | Input): number | undefined =>
    (record as Record<string, number | undefined>)[resource.idField]
  const ownerOf = (record: Item | Input): Owner => ownerOfRecord(resource, record)
  const inOwner = (owner: Owner) => ({ path: ownerPath(owner) as OwnerPath })
  const pathOf = (owner: Owner, id: number) => ({ ...ownerPath(owner), id }) as Path

  const fetchList = (owner: Owner) =>
    Effect.flatMap(ApiClient, (client) =>
      call(resource.endpoints.list, clientOf(client).list(inOwner(owner))),
    )
  /** ADM-3: the lists an action changed (nobody's one list), fetched again; also usable by an area's own actions. */
  const refetch = (action: string, scope: InvalidationScope | { readonly entityId: Of }) =>
    Effect.flatMap(lists, (cache) =>
      Effect.forEach(
        scope.entityId === NOBODY
          ? [NOBODY as Owner]
          : (resource.invalidates(action, scope as InvalidationScope) as ReadonlyArray<Owner>),
        (owner) => cache.reload(owner, fetchList(owner)).pipe(Effect.ignore),
        { discard: true, concurrency: "unbounded" },
      ),
    )

  const listOf = (owner: Owner) => Effect.flatMap(lists, (cache) => cache.ensure(owner, fetchList(owner)))

  /** A record that is not in its owner's list is a 404 in the list call's words. */
  const fromList = (owner: Owner, id: number) =>
    Effect.flatMap(listOf(owner), (items) => {
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

  const fetchOne = (owner: Owner, id: number) =>
    Effect.flatMap(ApiClient, (client) =>
      resource.endpoints.get && record
        ? call(resource.endpoints.get, record.get(client)({ path: pathOf(owner, id) }))
        : fromList(owner, id),
    )
  /** Runs `use` on the record cache, when the resource keeps one. */
  const withRecords = (
    use: (cache: LazyCache<string, Item, AppError>) => Effect.Effect<void, never, never>,
  ) => (recordCache ? Effect.flatMap(recordCache, use) : Effect.void)

  /** One record: its own call through the record cache when the resource has one, else from the list. */
  const get = (owner: Of, id: number) =>
    recordCache
      ? Effect.flatMap(recordCache, (cache) => cache.ensure(recordKey(owner, id), fetchOne(owner, id)))
      : fromList(owner, id)

  /** The record fetched again, e.g. after a change to what it holds (ADM-5); a failure stays in its cache. */
  const reloadRecord = (owner: Of, id: number) =>
    recordCache
      ? Effect.flatMap(recordCache, (cache) =>
          cache.reload(recordKey(owner, id), fetchOne(owner, id)).pipe(Effect.ignore),
        )
      : Effect.void

  /** A written record is what its page shows next, without asking again. */
  const remember = (result: Item) =>
    withRecords((cache) =>
      Effect.sync(() => {
        const id = idOf(result)
        if (id !== undefined) cache.set(recordKey(ownerOf(result), id), result)
      }),
    )

  /** A call the contract declares; the verbs that would reach an undeclared one are not in the service (K9). */
  const declared = <F>(send: F | undefined): F => {
    if (send === undefined) throw new Error(`${resource.idField}: this resource declares no such write`)
    return send
  }

  const save = (input: Input) =>
    Effect.gen(function* () {
      const client = clientOf(yield* ApiClient)
      const owner = ownerOf(input)
      const id = idOf(input)
      const action = saveAction(resource.isUpdate(input), id)
      const sent =
        action === "update" && id !== undefined
          ? call(
              resource.endpoints.update,
              declared(client.update)({ path: pathOf(owner, id), payload: input }),
            )
          : call(resource.endpoints.create, declared(client.create)({ ...inOwner(owner), payload: input }))
      return yield* write(sent, {
        failure: withServerText(resource.serverTextOnSave),
        keep: remember,
        refresh: refetch(action, { entityId: owner as Of }),
        toast: resource.toasts[action] as SuccessToast,
        redirect: (result) => resource.redirectAfter(action, { entityId: owner, id: idOf(result) }),
      })
    })

  const remove = (owner: Of, id: number) =>
    write(
      Effect.flatMap(ApiClient, (client) =>
        call(resource.endpoints.delete, declared(clientOf(client).delete)({ path: pathOf(owner, id) })),
      ).pipe(Effect.as(id)),
      {
        // A deleted record must not be shown again from the cache; the others stay.
        keep: () => withRecords((cache) => Effect.sync(() => cache.forget(recordKey(owner, id)))),
        refresh: refetch("delete", { entityId: owner }),
        toast: resource.toasts.delete as SuccessToast,
        redirect: () => resource.redirectAfter("delete", { entityId: owner }),
      },
    )

  /**
   * An area's own write (copy, refresh, …) with the kit's rules: the lists it
   * changed fetched again (ADM-3), its toast (ERR-6) and redirect (ADM-2) by
   * the action's name, the redirect to the record `target` names.
   */
  const perform = <A, R>(
    action: string,
    scope: InvalidationScope | { readonly entityId: Of },
    sent: Effect.Effect<A, AppError, R>,
    target: (result: A) => { readonly entityId: Owner; readonly id?: number | undefined },
  ) =>
    write(sent, {
      refresh: refetch(action, scope),
      toast: resource.toasts[action] as SuccessToast,
      redirect: (result) => resource.redirectAfter(action, target(result)),
    })

  /**
   * Copies a record into an organization, its own or another (a resource that
   * `copies`): both lists are fetched again (ADM-3), with the action "copy"'s
   * toast (ERR-6) and redirect (ADM-2) to the copy.
   */
  const copy = (owner: Of, id: number, targetEntityId: EntityId) =>
    perform(
      "copy",
      { entityId: owner as EntityId, targetEntityId },
      Effect.flatMap(ApiClient, (client) => {
        const send = clientOf(client).copyTo
        const endpoint = resource.endpoints.copyTo
        return send && endpoint && resource.copies
          ? call(endpoint, send({ path: pathOf(owner, id), payload: { targetEntityId } }))
          : Effect.die(new Error(`${resource.idField}: this resource declares no copy`))
      }),
      (result) => ({ entityId: targetEntityId, id: idOf(result) }),
    )

  // K9: save only with create or update, remove only with delete; the rest are every resource's.
  return withVerbs(resource as { readonly writes?: ReadonlyArray<WritesOf<Resource>> }, {
    resource,
    cache: listCache,
    copy,
    /** K2: the cache a record read by its own call is kept in, when the resource has one. */
    recordCache,
    list: (owner: Of) => listOf(owner),
    reload: (owner: Of) => Effect.flatMap(lists, (cache) => cache.reload(owner, fetchList(owner))),
    get,
    reloadRecord,
    save,
    remove,
    refetch,
    perform,
  })
}
