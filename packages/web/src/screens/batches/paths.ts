import { BATCHES_PATH, type EntityId, redirectHref } from "@wellkit/core"

export const batchesHref = (entityId: EntityId) =>
  redirectHref({ path: BATCHES_PATH, params: { entityId: String(entityId) } })

export const batchHref = (entityId: EntityId, batchId: string) =>
  redirectHref({
    path: `${BATCHES_PATH}/${encodeURIComponent(batchId)}`,
    params: { entityId: String(entityId) },
  })
