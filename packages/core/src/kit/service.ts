import { type Context, Effect, type Schema } from "effect"
import type { EntityId } from "../api/ids.js"
import type { LazyCache } from "../cache/LazyCache.js"
import { refreshing } from "../cache/refresh.js"
import { type AppError, appError } from "../errors/AppError.js"
import type { SuccessToast } from "../errors/success.js"
import { ApiClient, type ApiClientShape } from "../http/ApiClient.js"
import { call } from "../http/call.js"
import type { Redirect } from "../navigation/redirect.js"
import type { InvalidationScope, ResourceAction } from "./resource.js"

/** What every write of the kit returns: the record, the spec's toast and where the portal goes (ADM-2, ERR-6). */
export interface ResourceOutcome<A> {
  readonly result: A
  readonly toast: SuccessToast
  readonly redirect: Redirect | undefined
}

type Answer<A> = Effect.Effect<A, unknown>
type InEntity = { readonly path: { readonly entityId: EntityId } }

/** The part of the derived client the kit calls; the contract's client for a resource satisfies it. */
export interface CrudClient<Item, Summary, Input, Path> {
  readonly list: (request: InEntity) => Answer<ReadonlyArray<Summary>>
  readonly create: (request: InEntity & { readonly payload: Input }) => Answer<Item>
  readonly update: (request: { readonly path: Path; readonly payload: Input }) => Answer<Item>
  readonly delete: (request: { readonly path: Path }) => Answer<unknown>
}

interface ServiceResource<Item, Input> {
  readonly idField: string
  readonly scopeField: string
  readonly errors: { readonly list: { readonly key: string } }
  readonly endpoints: Record<ResourceAction | "list", { readonly annotations: Context.Context<never> }>
  readonly isUpdate: (input: Input) => boolean
  readonly toasts: Readonly<Record<ResourceAction, SuccessToast>>
  readonly redirectAfter: (
    action: string,
    target: { readonly entityId: EntityId; readonly id?: number | undefined },
  ) => Redirect | undefined
  readonly invalidates: (action: string, scope: InvalidationScope) => ReadonlyArray<EntityId>
  /** The record's schema; it also gives the service its record type. */
  // biome-ignore lint/suspicious/noExplicitAny: only the decoded side matters here; the encoded side is each resource's own.
  readonly item: Schema.Schema<Item, any>
}

/**
 * The Effect service of a resource: its organisation's list from a cache
 * (POR-19), one record, and the writes, each returning `{ result, toast,
 * redirect }` and fetching again the lists it changed (ADM-3), also when
 * its outcome is unknown (ERR-5).
 */
export const resourceService = <Item, Summary, Input, Path, CacheId>(
  resource: ServiceResource<Item, Input>,
  cacheTag: Context.Tag<CacheId, LazyCache<EntityId, ReadonlyArray<Summary>, AppError>>,
  clientOf: (client: ApiClientShape) => CrudClient<NoInfer<Item>, NoInfer<Summary>, NoInfer<Input>, Path>,
) => {
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
    Effect.flatMap(cacheTag, (cache) =>
      Effect.forEach(
        resource.invalidates(action, scope),
        (id) => cache.reload(id, fetchList(id)).pipe(Effect.ignore),
        { discard: true, concurrency: "unbounded" },
      ),
    )

  const list = (entityId: EntityId) =>
    Effect.flatMap(cacheTag, (cache) => cache.ensure(entityId, fetchList(entityId)))

  /** One record, from its organisation's list; a record that is not there is a 404 in the list call's words. */
  const get = (entityId: EntityId, id: number) =>
    Effect.flatMap(list(entityId), (items) => {
      const found = items.find((item) => idOf(item) === id)
      return found
        ? Effect.succeed(found)
        : Effect.fail(
            appError({
              message: resource.errors.list.key,
              additionalMessage: "ERRORS.NOT_FOUND",
              status: 404,
            }),
          )
    })

  const save = (input: Input) =>
    Effect.gen(function* () {
      const client = clientOf(yield* ApiClient)
      const entityId = entityOf(input)
      const id = idOf(input)
      const action: ResourceAction = resource.isUpdate(input) && id !== undefined ? "update" : "create"
      const write =
        action === "update" && id !== undefined
          ? call(resource.endpoints.update, client.update({ path: pathOf(entityId, id), payload: input }))
          : call(resource.endpoints.create, client.create({ path: { entityId }, payload: input }))
      const result = yield* write.pipe(refreshing(refetch(action, { entityId })))
      return {
        result,
        toast: resource.toasts[action],
        redirect: resource.redirectAfter(action, { entityId, id: idOf(result) }),
      } satisfies ResourceOutcome<Item>
    })

  const remove = (entityId: EntityId, id: number) =>
    Effect.flatMap(ApiClient, (client) =>
      call(resource.endpoints.delete, clientOf(client).delete({ path: pathOf(entityId, id) })),
    ).pipe(
      refreshing(refetch("delete", { entityId })),
      Effect.as({
        result: id,
        toast: resource.toasts.delete,
        redirect: resource.redirectAfter("delete", { entityId }),
      } satisfies ResourceOutcome<number>),
    )

  return {
    list,
    reload: (entityId: EntityId) =>
      Effect.flatMap(cacheTag, (cache) => cache.reload(entityId, fetchList(entityId))),
    get,
    save,
    remove,
    refetch,
  }
}
