import { Batches, type BatchId, type EntityId } from "@wellkit/core"
import { useCallback, useEffect, useMemo, useRef } from "react"
import { reportReadFailure, useCached } from "../../app/use-cache.js"
import { useWellkit } from "../../app/wellkit.js"
import { useRealtime } from "../../shell/use-notifications.js"

/**
 * POR-17: the organization's batch uploads from core's cache; a pushed
 * notification for this organization, or a reconnect of the hub, fetches them again.
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

/**
 * POR-17: one batch, from core's `Batches.detail`: read when its page opens,
 * again on Try again and after a row of it is corrected (the write's refresh).
 * Kept only while the page shows it, so coming back to a batch reads it afresh,
 * as processing may have finished meanwhile.
 */
export const useBatchDetail = (entityId: EntityId | undefined, batchId: BatchId) => {
  const { client } = useWellkit()
  const key = useMemo(() => (entityId === undefined ? undefined : { entityId, batchId }), [entityId, batchId])
  const text = key === undefined ? undefined : Batches.detail.keyOf(key)
  const load = useCallback(
    () => (key ? client.run(Batches.detail.read(key)) : Promise.resolve()),
    [client, key],
  )
  const reload = useCallback(
    () => (key ? client.run(Batches.detail.reload(key)) : Promise.resolve()),
    [client, key],
  )
  const { entry, retry } = useCached(Batches.detail.cache, text, load, reload)
  useEffect(() => {
    if (text === undefined) return
    const cache = client.runtime.runSync(Batches.detail.cache)
    return () => cache.forget(text)
  }, [client, text])
  return { entry, retry }
}
