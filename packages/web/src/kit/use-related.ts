import type { Related, WellkitServices } from "@wellkit/core"
import { useCallback } from "react"
import { useCached } from "../app/use-cache.js"
import { useWellkit } from "../app/wellkit.js"

/**
 * K8: one related list of a record, as a tab shows it: read when the tab is
 * first shown (the tab's panel mounts only then), kept while the person moves
 * between tabs, read again on Try again or after a write in it. `key` may be an
 * object (a member's challenge); its cache text keeps the read stable between renders.
 */
export const useRelated = <K, A>(related: Related<K, A, WellkitServices>, key: K | undefined) => {
  const { client } = useWellkit()
  const text = key === undefined ? undefined : related.keyOf(key)
  // The cache hands back its own key text; the key itself is what the read needs.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `text` names the key; a new object with the same ids is the same read.
  const load = useCallback(
    () => (key === undefined ? Promise.resolve() : client.run(related.read(key))),
    [client, related, text],
  )
  // biome-ignore lint/correctness/useExhaustiveDependencies: as above.
  const reload = useCallback(
    () => (key === undefined ? Promise.resolve() : client.run(related.reload(key))),
    [client, related, text],
  )
  return useCached(related.cache, text, load, reload)
}
