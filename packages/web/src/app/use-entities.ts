import { type EntityList, EntityListCache, inTreeOrder } from "@wellkit/core"
import { useCallback, useMemo } from "react"
import { reportReadFailure, useCacheEntry } from "./use-cache.js"
import { useWellkit } from "./wellkit.js"

/** The organizations in tree order; `retry` loads again after a failure. */
export const useEntities = () => {
  const { client } = useWellkit()
  const cache = useMemo(() => client.runtime.runSync(EntityListCache), [client])
  const load = useCallback(() => client.entities.list(), [client])
  const reload = useCallback(() => client.entities.reload(), [client])
  const entry = useCacheEntry(cache, "all", load, reload)
  const entities = useMemo<EntityList>(() => inTreeOrder(entry?.value ?? []), [entry?.value])
  const retry = useCallback(() => void load().catch(reportReadFailure), [load])
  return { entry, entities, retry }
}
