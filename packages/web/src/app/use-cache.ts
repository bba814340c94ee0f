import type { AppError, CacheEntry, LazyCache } from "@wellkit/core"
import { useEffect, useRef, useSyncExternalStore } from "react"
import { showError } from "../shell/notify.js"
import { useReload } from "./navigation.js"

/**
 * Renders one key of a core cache and asks for it when it is empty (POR-19).
 * `load` must go through the cache; failures are shown once, where they happen.
 */
export const useCacheEntry = <K, A>(
  cache: LazyCache<K, A, AppError>,
  key: K | undefined,
  load: (key: K) => Promise<unknown>,
  reload: (key: K) => Promise<unknown>,
): CacheEntry<A, AppError> | undefined => {
  const entry = useSyncExternalStore(cache.subscribe, () => (key === undefined ? undefined : cache.get(key)))
  const empty = entry === undefined
  useEffect(() => {
    if (key === undefined || !empty) return
    load(key).catch((error: AppError) => showError(error))
  }, [key, empty, load])
  // NAV-10: a later reload token (the user chose the page they are on) fetches again.
  const token = useReload((state) => state.token)
  const seen = useRef(token)
  useEffect(() => {
    if (token === seen.current || key === undefined) return
    seen.current = token
    reload(key).catch((error: AppError) => showError(error))
  }, [token, key, reload])
  return entry
}
