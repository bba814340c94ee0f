import type { RewardGroupTemplate } from "../../api/PackageGroups.js"
import * as Api from "../../api/PackageGroups.js"
import { defineChild } from "../../kit/nested.js"
import { childCalls, childService } from "../../kit/nested-service.js"
import * as PackageGroups from "./PackageGroups.js"
import { type PackageAddress, rewardGroupFromTemplate, rewardGroupRules } from "./rules.js"

export const child = defineChild(PackageGroups.resource, Api.rewardGroupContract, rewardGroupRules)

const calls = childCalls(Api.rewardGroupContract, Api.rewardGroupEndpoints, (client) => ({
  get: client.packageGroups.getRewardGroup,
  create: client.packageGroups.createRewardGroup,
  update: client.packageGroups.updateRewardGroup,
  delete: client.packageGroups.deleteRewardGroup,
}))

/**
 * A package's reward groups: one by its address, save (ADM-1; ADM-2 to its
 * own path) and remove (ADM-2 to its group), each reloading the package group
 * that holds it (ADM-5).
 */
export const { get, save, remove, importAll } = childService(child, PackageGroups, calls)

/** ADM-5: reward groups made from templates in a package; the group is reloaded once. */
export const importTemplates = (at: PackageAddress, templates: ReadonlyArray<RewardGroupTemplate>) =>
  importAll(
    at,
    templates.map((template) => rewardGroupFromTemplate(template, at)),
  )
