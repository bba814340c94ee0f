import type { AppError, CacheEntry, LazyCache, WellkitServices } from "@wellkit/core"
import type { Effect } from "effect"
import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from "react"
import { showError } from "../shell/notify.js"
import { useReload } from "./navigation.js"
import { useWellkit } from "./wellkit.js"

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

/**
 * An area's cached data for one key: the cache is core's (its Context tag),
 * `load` fills it when empty and `reload` (NAV-10, Try again) fetches again.
 * `load` and `reload` are the SDK's own methods, so they are stable.
 */
export const useCached = <K, A>(
  tag: Effect.Effect<LazyCache<K, A, AppError>, never, WellkitServices>,
  key: K | undefined,
  load: (key: K) => Promise<unknown>,
  reload: (key: K) => Promise<unknown>,
) => {
  const { client } = useWellkit()
  const cache = useMemo(() => client.runtime.runSync(tag), [client, tag])
  const entry = useCacheEntry(cache, key, load, reload)
  const retry = useCallback(() => {
    if (key !== undefined) void reload(key).catch(showError)
  }, [key, reload])
  return { entry, retry }
}
