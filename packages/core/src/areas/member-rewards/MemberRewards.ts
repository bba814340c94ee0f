import { Effect } from "effect"
import type { MemberRef, UserId } from "../../api/ids.js"
import * as Api from "../../api/MemberRewards.js"
import { ApiClient } from "../../http/ApiClient.js"
import { call } from "../../http/call.js"
import { related } from "../../kit/related.js"
import { write } from "../../kit/write.js"
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

const ofMember = (member: { readonly userId: UserId }) => String(member.userId)
const ofGroup = (key: GroupKey) => `${key.userId}/${key.userPackageGroupId}`

/** K8: each tab's reads, kept per member (or per ledger) until a write in them. */
export const groupList = related((member: MemberRef) => rewardGroups(member.userId), ofMember)
export const groupSummary = related(summary, ofGroup)
export const groupTransactions = related(transactions, ofGroup)
export const redemptionHistory = related((member: MemberRef) => redemptions(member.userId), ofMember)
export const memberPackageGroups = related((member: MemberRef) => packageGroups(member.userId), ofMember)

/** What a write in one ledger changes: its summary, its transactions and the group's earned figure. */
const ledgerChanged = (member: MemberRef, key: GroupKey) =>
  Effect.all([groupSummary.refresh(key), groupTransactions.refresh(key), groupList.refresh(member)], {
    discard: true,
  })

const stay = () => undefined

/** ADM-12, ERR-6: the reward set to earned, its ledger read again. */
export const earnOverride = (member: MemberRef, key: GroupKey, input: Api.EarnOverrideInput) =>
  write(sendEarnOverride(member.userId, input), {
    refresh: ledgerChanged(member, key),
    toast: { title: "SUCCESS.COMPLETE_TITLE", message: "SUCCESS.REWARD_EARNED" },
    redirect: stay,
  })

export const adminReward = (member: MemberRef, key: GroupKey, input: Api.AdminReward) =>
  write(sendAdminReward(key, input), {
    refresh: ledgerChanged(member, key),
    toast: { title: "SUCCESS.SUCCESS_TITLE", message: "SUCCESS.ADMIN_REWARD_GIVEN" },
    redirect: stay,
  })

/** A manual redemption: the history and the ledger it was taken from are read again. */
export const redeem = (member: MemberRef, input: Api.ManualRedemption) =>
  write(sendRedemption(member.userId, input), {
    refresh: Effect.all(
      [
        redemptionHistory.refresh(member),
        ledgerChanged(member, { userId: member.userId, userPackageGroupId: input.userPackageGroupId }),
      ],
      { discard: true },
    ),
    toast: { title: "SUCCESS.SUCCESS_TITLE", message: "SUCCESS.REDEMPTION_RECORDED" },
    redirect: stay,
  })
