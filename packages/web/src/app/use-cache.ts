import type { AppError, CacheEntry, LazyCache } from "@wellkit/core"
import { useEffect, useSyncExternalStore } from "react"
import { showError } from "../shell/notify.js"

/**
 * Renders one key of a core cache and asks for it when it is empty (POR-19).
 * `load` must go through the cache; failures are shown once, where they happen.
 */
export const useCacheEntry = <K, A>(
  cache: LazyCache<K, A, AppError>,
  key: K | undefined,
  load: (key: K) => Promise<unknown>,
): CacheEntry<A, AppError> | undefined => {
  const entry = useSyncExternalStore(cache.subscribe, () => (key === undefined ? undefined : cache.get(key)))
  const empty = entry === undefined
  useEffect(() => {
    if (key === undefined || !empty) return
    load(key).catch((error: AppError) => showError(error))
  }, [key, empty, load])
  return entry
}
