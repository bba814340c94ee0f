import { Context, Effect } from "effect"
import * as Api from "../../api/Entities.js"
import type { LazyCache } from "../../cache/LazyCache.js"
import { sessionCache } from "../../cache/SessionCaches.js"
import type { AppError } from "../../errors/AppError.js"
import { ApiClient } from "../../http/ApiClient.js"
import { call } from "../../http/call.js"

export type EntityList = ReadonlyArray<Api.Entity>

/** The organisations the signed-in user may work in; fetched once per session. */
export class EntityListCache extends Context.Tag("wellkit/EntityListCache")<
  EntityListCache,
  LazyCache<"all", EntityList, AppError>
>() {
  static readonly layer = sessionCache(EntityListCache)
}

const fetchAll = Effect.flatMap(ApiClient, (client) =>
  call(Api.listEntities, client.entities.list({ urlParams: { fromCache: true } })),
)

export const list = Effect.flatMap(EntityListCache, (cache) => cache.ensure("all", fetchAll))
/** NAV-10: fetches the organisations again, whatever is cached. */
export const reload = Effect.flatMap(EntityListCache, (cache) => cache.reload("all", fetchAll))

/** Parents first, each followed by its children, for pickers. */
export const inTreeOrder = (entities: EntityList): EntityList => {
  const children = (parentId: number | null) =>
    entities.filter((entity) => entity.parentId === parentId).sort((a, b) => a.name.localeCompare(b.name))
  const known = new Set(entities.map((entity) => entity.id as number))
  const roots = entities.filter((entity) => entity.parentId === null || !known.has(entity.parentId))
  const walk = (entity: Api.Entity): EntityList => [entity, ...children(entity.id).flatMap(walk)]
  return roots.sort((a, b) => a.name.localeCompare(b.name)).flatMap(walk)
}
