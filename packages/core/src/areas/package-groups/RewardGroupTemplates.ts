import type { EntityId } from "../../api/ids.js"
import * as Api from "../../api/PackageGroups.js"
import { runtimeCache } from "../../kit/cache.js"
import { defineResource } from "../../kit/resource.js"
import { type CrudClient, resourceService } from "../../kit/service.js"
import { rewardGroupTemplateRules } from "./rules.js"

export const resource = defineResource(
  { ...Api.rewardGroupTemplateContract, endpoints: Api.rewardGroupTemplateEndpoints },
  rewardGroupTemplateRules,
)

/** POR-19: an organization's reward group templates, the pick list reward groups are imported from. */
export const cache = runtimeCache<EntityId, ReadonlyArray<Api.RewardGroupTemplate>>()
export const recordCache = runtimeCache<string, Api.RewardGroupTemplate>()

type Path = { readonly entityId: EntityId; readonly id: Api.RewardGroupTemplateId }

/** The kit's verbs over the templates' calls, which share the package groups' group in the contract. */
export const { list, reload, get, reloadRecord, save, remove } = resourceService(
  resource,
  cache,
  (
    client,
  ): CrudClient<Api.RewardGroupTemplate, Api.RewardGroupTemplate, Api.RewardGroupTemplateInput, Path> => ({
    list: client.packageGroups.listRewardGroupTemplate,
    create: client.packageGroups.createRewardGroupTemplate,
    update: client.packageGroups.updateRewardGroupTemplate,
    delete: client.packageGroups.deleteRewardGroupTemplate,
  }),
  { cache: recordCache, get: (client) => client.packageGroups.getRewardGroupTemplate },
)
