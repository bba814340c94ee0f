import { type EntityId, FundingCache } from "@wellkit/core"
import { useCallback, useMemo } from "react"
import { useCacheEntry } from "../../app/use-cache.js"
import { useWellkit } from "../../app/wellkit.js"
import { showError } from "../../shell/notify.js"

/** POR-8, POR-19: the organisation's reward group and cards. */
export const useFunding = (entityId: EntityId | undefined) => {
  const { client } = useWellkit()
  const cache = useMemo(() => client.runtime.runSync(FundingCache), [client])
  const load = useCallback((id: EntityId) => client.funding.view(id), [client])
  const reload = useCallback((id: EntityId) => client.funding.reloadView(id), [client])
  const entry = useCacheEntry(cache, entityId, load, reload)
  const retry = useCallback(() => {
    if (entityId !== undefined) void reload(entityId).catch(showError)
  }, [entityId, reload])
  return { entry, retry }
}
