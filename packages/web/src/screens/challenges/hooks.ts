import { ChallengeListCache, type ChallengeTemplate, type EntityId } from "@wellkit/core"
import { useCallback, useEffect, useMemo, useState } from "react"
import { useCacheEntry } from "../../app/use-cache.js"
import { useWellkit } from "../../app/wellkit.js"
import { showError } from "../../shell/notify.js"

/** POR-5, POR-19: the organisation's challenges. */
export const useChallenges = (entityId: EntityId | undefined) => {
  const { client } = useWellkit()
  const cache = useMemo(() => client.runtime.runSync(ChallengeListCache), [client])
  const load = useCallback((id: EntityId) => client.challenges.list(id), [client])
  const reload = useCallback((id: EntityId) => client.challenges.reload(id), [client])
  const entry = useCacheEntry(cache, entityId, load, reload)
  const retry = useCallback(() => {
    if (entityId !== undefined) void reload(entityId).catch(showError)
  }, [entityId, reload])
  return { entry, retry }
}

/** The catalogue a challenge is added from; it changes rarely, so once per page. */
export const useTemplates = () => {
  const { client } = useWellkit()
  const [templates, setTemplates] = useState<ReadonlyArray<ChallengeTemplate>>([])
  useEffect(() => {
    let current = true
    client.challenges
      .templates()
      .then((found) => current && setTemplates(found))
      .catch(showError)
    return () => {
      current = false
    }
  }, [client])
  return templates
}
