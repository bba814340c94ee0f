import { ChallengeListCache, ChallengeTemplates, type EntityId, NOBODY } from "@wellkit/core"
import { useCached } from "../../app/use-cache.js"
import { useWellkit } from "../../app/wellkit.js"
import { useResourceList } from "../../kit/use-resource.js"

/** POR-5, POR-19: the organization's challenges. */
export const useChallenges = (entityId: EntityId | undefined) => {
  const { client } = useWellkit()
  return useCached(ChallengeListCache, entityId, client.challenges.list, client.challenges.reload)
}

/** POR-19: the catalogue a challenge is added from, the same for every organization; cached like the lists. */
export const useTemplates = () => useResourceList(ChallengeTemplates.cache, ChallengeTemplates, NOBODY)
