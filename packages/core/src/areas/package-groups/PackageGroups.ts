import { Effect } from "effect"
import type { PackageGroupId } from "../../api/Challenges.js"
import type { EntityId } from "../../api/ids.js"
import * as Api from "../../api/PackageGroups.js"
import { ApiClient } from "../../http/ApiClient.js"
import { call } from "../../http/call.js"
import { runtimeCache } from "../../kit/cache.js"
import { defineResource } from "../../kit/resource.js"
import { resourceService } from "../../kit/service.js"
import { packageGroupRules } from "./rules.js"

export const resource = defineResource(
  { ...Api.packageGroupContract, endpoints: Api.packageGroupEndpoints },
  packageGroupRules,
)

/** POR-19: each organization's package groups (summaries), loaded once until something changes them. */
export const listCache = runtimeCache<EntityId, ReadonlyArray<Api.PackageGroupSummary>>()
/** One package group with its packages, challenges and reward groups, by `recordKey`. */
export const recordCache = runtimeCache<string, Api.StaffPackageGroup>()

const kit = resourceService(resource, listCache, (client) => client.packageGroups, {
  cache: recordCache,
  get: (client) => client.packageGroups.get,
})

/**
 * The organization's package groups (POR-19, ADM-10), one with its tree
 * (`get`, read again by `reloadRecord` after a change inside it: ADM-5), and
 * save (ADM-1, ADM-2, ADM-9) and remove, which fetch the list again (ADM-3).
 */
export const { list, reload, get, reloadRecord, save, remove, refetch } = kit

/** Copies a group (packages and their contents) into another organization and opens the copy there (ADM-2, ADM-3). */
export const copy = (entityId: EntityId, id: PackageGroupId, targetEntityId: EntityId) =>
  kit.perform(
    "copy",
    { entityId, targetEntityId },
    Effect.flatMap(ApiClient, (client) =>
      call(
        Api.copyPackageGroup,
        client.packageGroups.copy({ path: { entityId, id }, payload: { targetEntityId } }),
      ),
    ),
    (result) => ({ entityId: targetEntityId, id: result.packageGroupId }),
  )
