import { type EntityId, type EntityList, EntityListCache, inTreeOrder, MessageListCache } from "@wellkit/core"
import { useCallback, useMemo } from "react"
import { useCacheEntry } from "../../app/use-cache.js"
import { useWellkit } from "../../app/wellkit.js"
import { showError } from "../../shell/notify.js"

/** The organisations in tree order; `retry` loads again after a failure. */
export const useEntities = () => {
  const { client } = useWellkit()
  const cache = useMemo(() => client.runtime.runSync(EntityListCache), [client])
  const load = useCallback(() => client.entities.list(), [client])
  const reload = useCallback(() => client.entities.reload(), [client])
  const entry = useCacheEntry(cache, "all", load, reload)
  const entities = useMemo<EntityList>(() => inTreeOrder(entry?.value ?? []), [entry?.value])
  const retry = useCallback(() => void load().catch(showError), [load])
  return { entry, entities, retry }
}

/** POR-19: the organisation's messages, fetched only while its cache is empty. */
export const useMessages = (entityId: EntityId | undefined) => {
  const { client } = useWellkit()
  const cache = useMemo(() => client.runtime.runSync(MessageListCache), [client])
  const load = useCallback((id: EntityId) => client.messages.list(id), [client])
  const reload = useCallback((id: EntityId) => client.messages.reload(id), [client])
  const entry = useCacheEntry(cache, entityId, load, reload)
  const retry = useCallback(() => {
    if (entityId !== undefined) void load(entityId).catch(showError)
  }, [entityId, load])
  return { entry, retry }
}
