import { Favorites } from "@wellkit/core"
import { useCallback, useMemo } from "react"
import { useCached } from "../../app/use-cache.js"
import { useWellkit } from "../../app/wellkit.js"

/**
 * ADM-14: the signed-in user's favorites, read once and kept (every star on
 * the page shares the one read); `refresh` is the forced read.
 */
export const useFavorites = () => {
  const { client } = useWellkit()
  const owner = useMemo(() => client.runtime.runSync(Favorites.owner), [client])
  const load = useCallback(() => client.run(Favorites.list), [client])
  const reload = useCallback(() => client.run(Favorites.reload), [client])
  return useCached(Favorites.cache, owner, load, reload)
}
