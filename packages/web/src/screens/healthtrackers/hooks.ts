import { type EntityId, Healthtrackers } from "@wellkit/core"
import { useResourceList } from "../../kit/use-resource.js"

/** POR-19: the organization's healthtrackers, from their cache. */
export const useHealthtrackers = (entityId: EntityId | undefined) =>
  useResourceList(Healthtrackers.cache, Healthtrackers, entityId)
