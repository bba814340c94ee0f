import {
  type AppError,
  type ChallengeId,
  type ChallengeTemplateId,
  ChallengeTemplates,
  NOBODY,
  type WellkitServices,
} from "@wellkit/core"
import {
  PackageChallenges,
  PackageGroups,
  PickLists,
  RewardGroups,
  RewardGroupTemplates,
  type RewardSymbolId,
  type StaffRewardGroupInput,
} from "@wellkit/core/package-groups"
import type { Effect } from "effect"
import { describe, expect, it } from "vitest"
import {
  acme,
  at,
  draft,
  env,
  failure,
  group400,
  run,
  useStaffSandbox,
  west,
} from "./package-groups.fixture.js"

useStaffSandbox()

describe("ERR-5: each call's own key", () => {
  const challenge = { ...at, challengeId: 4001 }
  const template = { name: "Stairs", description: "", durationDays: 10, goal: "10 floors a day" }
  const cases: ReadonlyArray<
    readonly [string, string, () => Effect.Effect<unknown, AppError, WellkitServices>]
  > = [
    ["packageGroups.list", "ERRORS.GET_PACKAGE_GROUPS_FAILED", () => PackageGroups.list(acme)],
    ["packageGroups.get", "ERRORS.GET_PACKAGE_GROUP_FAILED", () => PackageGroups.get(acme, group400)],
    [
      "packageGroups.update",
      "ERRORS.SAVE_PACKAGE_GROUP_FAILED",
      () => PackageGroups.save({ ...draft(), packageGroupId: group400 }),
    ],
    [
      "packageGroups.delete",
      "ERRORS.DELETE_PACKAGE_GROUP_FAILED",
      () => PackageGroups.remove(acme, group400),
    ],
    [
      "packageGroups.copy",
      "ERRORS.COPY_PACKAGE_GROUP_FAILED",
      () => PackageGroups.copy(acme, group400, west),
    ],
    [
      "packageGroups.getRewardGroup",
      "ERRORS.GET_REWARD_GROUP_FAILED",
      () => RewardGroups.get({ ...at, rewardGroupId: 5001 }),
    ],
    [
      "packageGroups.deleteRewardGroup",
      "ERRORS.DELETE_REWARD_GROUP_FAILED",
      () => RewardGroups.remove({ ...at, rewardGroupId: 5001 }),
    ],
    ["packageGroups.products", "ERRORS.GET_ALL_PRODUCTS_FAILED", () => PickLists.products],
    ["packageGroups.rewardSymbols", "ERRORS.GET_REWARD_SYMBOLS_FAILED", () => PickLists.rewardSymbols],
    [
      "packageGroups.listRewardGroupTemplate",
      "ERRORS.GET_REWARD_GROUP_TEMPLATES_FAILED",
      () => RewardGroupTemplates.list(acme),
    ],
    [
      "packageGroups.getRewardGroupTemplate",
      "ERRORS.GET_REWARD_GROUP_TEMPLATE_FAILED",
      () => RewardGroupTemplates.get(acme, 1),
    ],
    [
      "packageGroups.createRewardGroupTemplate",
      "ERRORS.SAVE_REWARD_GROUP_TEMPLATE_FAILED",
      () =>
        RewardGroupTemplates.save({
          ownerEntityId: acme,
          name: "Bonus",
          description: "",
          rewardSymbolId: 1 as RewardSymbolId,
          amount: 5,
        }),
    ],
    [
      "packageGroups.deleteRewardGroupTemplate",
      "ERRORS.DELETE_REWARD_GROUP_TEMPLATE_FAILED",
      () => RewardGroupTemplates.remove(acme, 1),
    ],
    ["challenges.challenge", "ERRORS.GET_CHALLENGE_FAILED", () => PackageChallenges.get(challenge)],
    [
      "challenges.leaderboard",
      "ERRORS.GET_CHALLENGE_LEADERBOARD_FAILED",
      () => PackageChallenges.leaderboard(4001 as ChallengeId),
    ],
    [
      "challenges.deleteChallenge",
      "ERRORS.DELETE_CHALLENGE_FAILED",
      () => PackageChallenges.remove(challenge),
    ],
    [
      "challengeTemplates.list",
      "ERRORS.GET_CHALLEGE_TEMPLATES_FAILED",
      () => ChallengeTemplates.list(NOBODY),
    ],
    [
      "challengeTemplates.create",
      "ERRORS.POST_CHALLENGE_TEMPLATE_FAILED",
      () => ChallengeTemplates.save(template),
    ],
    [
      "challengeTemplates.update",
      "ERRORS.PUT_CHALLENGE_TEMPLATE_FAILED",
      () => ChallengeTemplates.save({ ...template, challengeTemplateId: 1 as ChallengeTemplateId }),
    ],
    [
      "challengeTemplates.delete",
      "ERRORS.DELETE_CHALLENGE_TEMPLATE_FAILED",
      () => ChallengeTemplates.remove(NOBODY, 1),
    ],
  ]
  it.each(cases)("%s fails with %s", async (endpoint, key, effect) => {
    env.sandbox.faults.set({ endpoint, status: 500 })
    expect(await failure(effect())).toMatchObject({ message: key, status: 500 })
  })

  it("the reward group save, the challenge POST and PUT each fail with their own key", async () => {
    env.sandbox.faults.set({ endpoint: "packageGroups.createRewardGroup", status: 503 })
    expect(
      await failure(
        RewardGroups.save({
          ownerEntityId: acme,
          packageGroupId: group400,
          packageId: 4100,
          name: "X",
          description: "",
          rewardSymbolId: 1,
          amount: 1,
          rewardGroupTemplateId: null,
        } as unknown as StaffRewardGroupInput),
      ),
    ).toMatchObject({ message: "ERRORS.SAVE_REWARD_GROUP_FAILED" })
    const current = await run(PackageChallenges.get(challenge))
    env.sandbox.faults.set({ endpoint: "challenges.updateChallenge", status: 500 })
    expect(await failure(PackageChallenges.save(current))).toMatchObject({
      message: "ERRORS.PUT_CHALLENGE_FAILED",
    })
    env.sandbox.faults.set({ endpoint: "challenges.createChallenge", status: 500 })
    expect(await failure(PackageChallenges.save({ ...current, challengeId: undefined }))).toMatchObject({
      message: "ERRORS.POST_CHALLENGE_FAILED",
    })
  })
})
