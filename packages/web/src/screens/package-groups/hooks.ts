import { ChallengeTemplates, type EntityId, NOBODY } from "@wellkit/core"
import { PackageGroups, PickLists, RewardGroupTemplates } from "@wellkit/core/package-groups"
import { keptChoices, useKeptList } from "../../kit/choices.js"
import type { Choices } from "../../kit/ResourceForm.js"
import { useResourceList, useResourceRecord } from "../../kit/use-resource.js"

/** POR-19, ADM-10: the organization's package groups, from their cache. */
export const usePackageGroups = (entityId: EntityId | undefined) =>
  useResourceList(PackageGroups.listCache, PackageGroups, entityId)

/** One package group with its packages, challenges and reward groups; read again after a change inside it (ADM-5). */
export const usePackageGroup = (entityId: EntityId | undefined, id: number | undefined) =>
  useResourceRecord(PackageGroups, entityId, id)

const loadProducts = () => PickLists.products
const reloadProducts = () => PickLists.reloadProducts
const loadSymbols = () => PickLists.rewardSymbols
const reloadSymbols = () => PickLists.reloadRewardSymbols

/** Pick lists the same for every organization, read once and kept (POR-19). */
export const useProducts = () => useKeptList(PickLists.productCache, "all", loadProducts, reloadProducts)

export const useRewardSymbols = () =>
  useKeptList(PickLists.rewardSymbolCache, "all", loadSymbols, reloadSymbols)

/** What a reward can be paid in, for a form's pick list (reward groups and their templates). */
export const useSymbolChoices = (): Choices =>
  keptChoices(useRewardSymbols(), (symbol) => ({
    value: symbol.rewardSymbolId,
    label: `${symbol.name} (${symbol.symbol})`,
  }))

/** The challenge catalogue, the same cache the organization admin's Challenges page reads. */
export const useChallengeTemplates = () =>
  useResourceList(ChallengeTemplates.cache, ChallengeTemplates, NOBODY)

/** The organization's reward group templates, the pick list reward groups are imported from. */
export const useRewardGroupTemplates = (entityId: EntityId | undefined) =>
  useResourceList(RewardGroupTemplates.cache, RewardGroupTemplates, entityId)
