import { Batches, type EntityId } from "@wellkit/core"
import { useEffect, useRef } from "react"
import { reportReadFailure, useCached } from "../../app/use-cache.js"
import { useWellkit } from "../../app/wellkit.js"
import { useRealtime } from "../../shell/use-notifications.js"

/**
 * POR-17: the organisation's batch uploads from core's cache; a pushed
 * notification for this organisation, or a reconnect of the hub, fetches them again.
 */
export const useBatches = (entityId: EntityId | undefined) => {
  const { client } = useWellkit()
  const reload = client.batches.reload
  const { entry, retry } = useCached(Batches.BatchListCache, entityId, client.batches.list, reload)
  const lastBatch = useRealtime((state) => state.lastBatch)
  const resyncs = useRealtime((state) => state.resyncs)
  const seen = useRef({ lastBatch, resyncs })
  useEffect(() => {
    const before = seen.current
    seen.current = { lastBatch, resyncs }
    if (entityId === undefined) return
    const pushedHere = lastBatch !== before.lastBatch && lastBatch?.organizationId === entityId
    if (pushedHere || resyncs !== before.resyncs) void reload(entityId).catch(reportReadFailure)
  }, [lastBatch, resyncs, entityId, reload])
  return { entry, retry }
}
