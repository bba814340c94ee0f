import { ChallengeListCache, type ChallengeTemplate, type EntityId } from "@wellkit/core"
import { useEffect, useState } from "react"
import { useCached } from "../../app/use-cache.js"
import { useWellkit } from "../../app/wellkit.js"
import { showError } from "../../shell/notify.js"

/** POR-5, POR-19: the organisation's challenges. */
export const useChallenges = (entityId: EntityId | undefined) => {
  const { client } = useWellkit()
  return useCached(ChallengeListCache, entityId, client.challenges.list, client.challenges.reload)
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
