import { Effect } from "effect"
import type { UserId } from "../../api/ids.js"
import * as Api from "../../api/MemberRewards.js"
import { ApiClient } from "../../http/ApiClient.js"
import { call } from "../../http/call.js"
import { earnOverrideBody } from "./rules.js"

export * from "./rules.js"

/** One of the member's ledgers: the member and their enrolment in a package group. */
export interface GroupKey {
  readonly userId: UserId
  readonly userPackageGroupId: Api.UserPackageGroupId
}

const client = ApiClient

/** The member's reward groups, with earned against what each can pay. */
export const rewardGroups = (userId: UserId) =>
  Effect.flatMap(client, (api) =>
    call(Api.memberRewardEndpoints.rewardGroups, api.memberRewards.rewardGroups({ path: { userId } })),
  )

/** One ledger's totals and its rewards with their statuses. */
export const summary = ({ userId, userPackageGroupId }: GroupKey) =>
  Effect.flatMap(client, (api) =>
    call(
      Api.memberRewardEndpoints.summary,
      api.memberRewards.summary({ path: { userId, userPackageGroupId } }),
    ),
  )

/** Every transaction of one ledger, oldest first: thousands for a long-standing member. */
export const transactions = ({ userId, userPackageGroupId }: GroupKey) =>
  Effect.flatMap(client, (api) =>
    call(
      Api.memberRewardEndpoints.transactions,
      api.memberRewards.transactions({ path: { userId, userPackageGroupId } }),
    ),
  )

export const redemptions = (userId: UserId) =>
  Effect.flatMap(client, (api) =>
    call(Api.memberRewardEndpoints.redemptions, api.memberRewards.redemptions({ path: { userId } })),
  )

export const packageGroups = (userId: UserId) =>
  Effect.flatMap(client, (api) =>
    call(Api.memberRewardEndpoints.packageGroups, api.memberRewards.packageGroups({ path: { userId } })),
  )

/** Ours: staff credit a ledger by hand. */
export const sendAdminReward = (key: GroupKey, payload: Api.AdminReward) =>
  Effect.flatMap(client, (api) =>
    call(Api.memberRewardEndpoints.adminReward, api.memberRewards.adminReward({ path: key, payload })),
  )

/** ADM-12: the reward set to earned (status 3), with dollars only when above 0. */
export const sendEarnOverride = (userId: UserId, input: Api.EarnOverrideInput) =>
  Effect.flatMap(client, (api) =>
    call(
      Api.memberRewardEndpoints.earnOverride,
      api.memberRewards.earnOverride({ path: { userId }, payload: earnOverrideBody(input) }),
    ),
  )

/** Ours: a redemption staff record for the member. */
export const sendRedemption = (userId: UserId, payload: Api.ManualRedemption) =>
  Effect.flatMap(client, (api) =>
    call(Api.memberRewardEndpoints.redeem, api.memberRewards.redeem({ path: { userId }, payload })),
  )
