import { type EntityId, MessageListCache } from "@wellkit/core"
import { useCallback, useMemo } from "react"
import { reportReadFailure, useCacheEntry } from "../../app/use-cache.js"
import { useWellkit } from "../../app/wellkit.js"

/** POR-19: the organisation's messages, fetched only while its cache is empty. */
export const useMessages = (entityId: EntityId | undefined) => {
  const { client } = useWellkit()
  const cache = useMemo(() => client.runtime.runSync(MessageListCache), [client])
  const load = useCallback((id: EntityId) => client.messages.list(id), [client])
  const reload = useCallback((id: EntityId) => client.messages.reload(id), [client])
  const entry = useCacheEntry(cache, entityId, load, reload)
  const retry = useCallback(() => {
    if (entityId !== undefined) void load(entityId).catch(reportReadFailure)
  }, [entityId, load])
  return { entry, retry }
}

export { useEntities } from "../../app/use-entities.js"
