import type { Entity, EntityId } from "@wellkit/core"
import { entityForest } from "@wellkit/core/entities"
import { Organizations } from "@wellkit/core/organizations"
import { useCallback, useMemo } from "react"
import { useRead } from "../../app/use-cache.js"
import { useEntities } from "../../app/use-entities.js"
import { useWellkit } from "../../app/wellkit.js"
import { createTreeStore } from "../../kit/use-tree.js"

/** The tree as the person left it, kept while they move between the list and an organization. */
export const useOrganizationTreeStore = createTreeStore<EntityId>()

/** POR-19: the organizations from the entity cache (every picker's), as a forest. */
export const useOrganizationForest = () => {
  const { entry, retry } = useEntities()
  const forest = useMemo(() => entityForest(entry?.value ?? []), [entry?.value])
  return { entry, retry, forest }
}

/** What a search looks in: a module-level function, so the tree's search is not redone every render. */
export const textOf = (entity: Entity) => Organizations.searchTextOf(entity)

export const useAttributes = (entityId: EntityId) => {
  const { client } = useWellkit()
  const read = useCallback((id: EntityId) => client.run(Organizations.extendedAttributes(id)), [client])
  return useRead(read, entityId)
}

/** The filters are part of the call (`entityOnly`, `valueListOnly`), so each change asks the API again. */
export const useProperties = (entityId: EntityId, entityOnly: boolean, valueListOnly: boolean) => {
  const { client } = useWellkit()
  const read = useCallback(
    (key: string) => {
      const [id, own, listed] = key.split(":")
      return client.run(
        Organizations.extendedProperties(Number(id) as EntityId, {
          entityOnly: own === "1",
          valueListOnly: listed === "1",
        }),
      )
    },
    [client],
  )
  return useRead(read, `${entityId}:${entityOnly ? 1 : 0}:${valueListOnly ? 1 : 0}`)
}

/** Read afresh each time it is asked for (a change is confirmed against current counts). */
export const useDependencyCounts = (entityId: EntityId | undefined) => {
  const { client } = useWellkit()
  const read = useCallback((id: EntityId) => client.run(Organizations.dependencyCounts(id)), [client])
  return useRead(read, entityId)
}
