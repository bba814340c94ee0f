import { Effect } from "effect"
import * as Api from "../../api/Entities.js"
import type { EntityId } from "../../api/ids.js"
import { ApiClient } from "../../http/ApiClient.js"
import { call } from "../../http/call.js"
import { runtimeCache } from "../../kit/cache.js"
import { buildTree, type Forest, treeItems } from "../../kit/tree.js"

export type EntityList = ReadonlyArray<Api.Entity>

/** The organizations the signed-in user may work in; fetched once per session. */
export const EntityListCache = runtimeCache<"all", EntityList>()

const fetchAll = (fromCache: boolean) =>
  Effect.flatMap(ApiClient, (client) =>
    call(Api.listEntities, client.entities.list({ urlParams: { fromCache } })),
  )

/** POR-19: the session's copy when it has one; the first read may be the API's own copy (`fromCache`). */
export const list = Effect.flatMap(EntityListCache, (cache) => cache.ensure("all", fetchAll(true)))
/**
 * NAV-10, and after an organization is created or changed: read afresh
 * (`fromCache=false`), so every picker shows the change at once.
 */
export const reload = Effect.flatMap(EntityListCache, (cache) => cache.reload("all", fetchAll(false)))

/** The organizations as a forest: children under their parent, siblings by name. */
export const entityForest = (entities: EntityList): Forest<Api.Entity, EntityId> =>
  buildTree(entities, {
    idOf: (entity) => entity.id,
    parentOf: (entity) => entity.parentId,
    compare: (a, b) => a.name.localeCompare(b.name, "en", { numeric: true }),
  })

/** Parents first, each followed by its children, for pickers. */
export const inTreeOrder = (entities: EntityList): EntityList => treeItems(entityForest(entities))
