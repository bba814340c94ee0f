import { ChallengeTemplates, type EntityId, NOBODY } from "@wellkit/core"
import { PackageGroups, PickLists, RewardGroupTemplates } from "@wellkit/core/package-groups"
import { useCallback } from "react"
import { useCached } from "../../app/use-cache.js"
import { useWellkit } from "../../app/wellkit.js"
import type { Choices } from "../../kit/ResourceForm.js"
import { useResourceList, useResourceRecord } from "../../kit/use-resource.js"

/** POR-19, ADM-10: the organisation's package groups, from their cache. */
export const usePackageGroups = (entityId: EntityId | undefined) =>
  useResourceList(PackageGroups.listCache, PackageGroups, entityId)

/** One package group with its packages, challenges and reward groups; read again after a change inside it (ADM-5). */
export const usePackageGroup = (entityId: EntityId | undefined, id: number | undefined) =>
  useResourceRecord(PackageGroups, entityId, id)

/** A pick list the same for every organisation, read once and kept (POR-19). */
const useCatalogue = <A>(
  cache: Parameters<typeof useCached<"all", A>>[0],
  load: Parameters<ReturnType<typeof useWellkit>["client"]["run"]>[0],
  reload: Parameters<ReturnType<typeof useWellkit>["client"]["run"]>[0],
) => {
  const { client } = useWellkit()
  const ensure = useCallback(() => client.run(load), [client, load])
  const again = useCallback(() => client.run(reload), [client, reload])
  return useCached(cache, "all" as const, ensure, again)
}

export const useProducts = () =>
  useCatalogue(PickLists.productCache, PickLists.products, PickLists.reloadProducts)

export const useRewardSymbols = () =>
  useCatalogue(PickLists.rewardSymbolCache, PickLists.rewardSymbols, PickLists.reloadRewardSymbols)

/** What a reward can be paid in, for a form's pick list (reward groups and their templates). */
export const useSymbolChoices = (): Choices => {
  const { entry, retry } = useRewardSymbols()
  return {
    options: (entry?.value ?? []).map((s) => ({ value: s.rewardSymbolId, label: `${s.name} (${s.symbol})` })),
    failure: entry?.status === "error" ? { error: entry.error, retry } : undefined,
  }
}

/** The challenge catalogue, the same cache the organisation admin's Challenges page reads. */
export const useChallengeTemplates = () =>
  useResourceList(ChallengeTemplates.cache, ChallengeTemplates, NOBODY)

/** The organisation's reward group templates, the pick list reward groups are imported from. */
export const useRewardGroupTemplates = (entityId: EntityId | undefined) =>
  useResourceList(RewardGroupTemplates.cache, RewardGroupTemplates, entityId)
