import { type EntityId, LicenseListCache } from "@wellkit/core"
import { useCallback, useMemo } from "react"
import { useCacheEntry } from "../../app/use-cache.js"
import { useWellkit } from "../../app/wellkit.js"
import { showError } from "../../shell/notify.js"

/** POR-1, POR-19: the organisation's licenses with the products the portal offers. */
export const useLicenses = (entityId: EntityId | undefined) => {
  const { client } = useWellkit()
  const cache = useMemo(() => client.runtime.runSync(LicenseListCache), [client])
  const load = useCallback((id: EntityId) => client.licenses.list(id), [client])
  const reload = useCallback((id: EntityId) => client.licenses.reload(id), [client])
  const entry = useCacheEntry(cache, entityId, load, reload)
  const retry = useCallback(() => {
    if (entityId !== undefined) void reload(entityId).catch(showError)
  }, [entityId, reload])
  return { entry, retry }
}
