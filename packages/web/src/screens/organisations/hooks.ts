import type { Entity, EntityId } from "@wellkit/core"
import { entityForest } from "@wellkit/core/entities"
import { Organisations } from "@wellkit/core/organisations"
import { useCallback, useMemo } from "react"
import { useRead } from "../../app/use-cache.js"
import { useEntities } from "../../app/use-entities.js"
import { useWellkit } from "../../app/wellkit.js"
import { createTreeStore } from "../../kit/use-tree.js"

/** The tree as the person left it, kept while they move between the list and an organisation. */
export const useOrganisationTreeStore = createTreeStore<EntityId>()

/** POR-19: the organisations from the entity cache (every picker's), as a forest. */
export const useOrganisationForest = () => {
  const { entry, retry } = useEntities()
  const forest = useMemo(() => entityForest(entry?.value ?? []), [entry?.value])
  return { entry, retry, forest }
}

/** What a search looks in: a module-level function, so the tree's search is not redone every render. */
export const textOf = (entity: Entity) => Organisations.searchTextOf(entity)

export const useAttributes = (entityId: EntityId) => {
  const { client } = useWellkit()
  const read = useCallback((id: EntityId) => client.run(Organisations.extendedAttributes(id)), [client])
  return useRead(read, entityId)
}

/** The filters are part of the call (`entityOnly`, `valueListOnly`), so each change asks the API again. */
export const useProperties = (entityId: EntityId, entityOnly: boolean, valueListOnly: boolean) => {
  const { client } = useWellkit()
  const read = useCallback(
    (key: string) => {
      const [id, own, listed] = key.split(":")
      return client.run(
        Organisations.extendedProperties(Number(id) as EntityId, {
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
  const read = useCallback((id: EntityId) => client.run(Organisations.dependencyCounts(id)), [client])
  return useRead(read, entityId)
}
