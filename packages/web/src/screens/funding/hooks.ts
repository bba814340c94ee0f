import { type EntityId, FundingCache } from "@wellkit/core"
import { useCached } from "../../app/use-cache.js"
import { useWellkit } from "../../app/wellkit.js"

/** POR-8, POR-19: the organization's reward group and cards. */
export const useFunding = (entityId: EntityId | undefined) => {
  const { client } = useWellkit()
  return useCached(FundingCache, entityId, client.funding.get, client.funding.reload)
}
