import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Schema } from "effect"
import { requiredText } from "../forms/text-field.js"
import { ErrorKeys } from "./annotations.js"
import { InUse, NotFound, Unauthorized } from "./errors.js"
import { UserId } from "./ids.js"
import { IsoDate } from "./Licenses.js"

/**
 * A member's rewards, as staff see them on the member's record: the reward
 * groups of the package groups they are enrolled in, each one's ledger, the
 * redemptions, and the staff's corrections (ADM-12). The spec names the calls
 * and ids; the fields are ours (docs/member-rewards.md).
 */

/** The member's enrolment in a package group: its reward groups share one ledger. */
export const UserPackageGroupId = Schema.Int.pipe(Schema.positive(), Schema.brand("UserPackageGroupId"))
export type UserPackageGroupId = typeof UserPackageGroupId.Type
export const UserRewardId = Schema.Int.pipe(Schema.positive(), Schema.brand("UserRewardId"))
export type UserRewardId = typeof UserRewardId.Type

/** 3 is the spec's "earned"; the others are ours. */
export const REWARD_STATUSES = { 1: "notStarted", 2: "inProgress", 3: "earned", 4: "redeemed" } as const
export const EARNED = 3
export const RewardStatus = Schema.Literal(1, 2, 3, 4)
export type RewardStatus = typeof RewardStatus.Type

export const MemberRewardGroup = Schema.Struct({
  userPackageGroupId: UserPackageGroupId,
  rewardGroupId: Schema.Int,
  name: Schema.String,
  packageGroupName: Schema.String,
  startDate: IsoDate,
  endDate: IsoDate,
  /** What the member has earned so far, and what the group can pay in all, in `symbol`. */
  earned: Schema.Number,
  available: Schema.Number,
  symbol: Schema.String,
})
export type MemberRewardGroup = typeof MemberRewardGroup.Type

export const MemberReward = Schema.Struct({
  userRewardId: UserRewardId,
  name: Schema.String,
  amount: Schema.Number,
  status: RewardStatus,
  earnedDate: Schema.NullOr(IsoDate),
  /** Set by an earn override: the staff's comment, and whether it may be redeemed at once. */
  comment: Schema.String,
  overrideRedeem: Schema.Boolean,
})
export type MemberReward = typeof MemberReward.Type

export const RewardGroupSummary = Schema.Struct({
  userPackageGroupId: UserPackageGroupId,
  name: Schema.String,
  symbol: Schema.String,
  earned: Schema.Number,
  redeemed: Schema.Number,
  balance: Schema.Number,
  available: Schema.Number,
  rewards: Schema.Array(MemberReward),
})
export type RewardGroupSummary = typeof RewardGroupSummary.Type

export const RewardTransaction = Schema.Struct({
  transactionId: Schema.Int,
  date: IsoDate,
  description: Schema.String,
  /** Positive when earned, negative when redeemed; the balance after it. */
  amount: Schema.Number,
  balance: Schema.Number,
})
export type RewardTransaction = typeof RewardTransaction.Type

export const Redemption = Schema.Struct({
  redemptionId: Schema.Int,
  date: IsoDate,
  rewardGroupName: Schema.String,
  /** In the reward group's own unit (`symbol`). */
  amount: Schema.Number,
  symbol: Schema.String,
  reason: Schema.String,
  /** Who redeemed: "Member" or the staff member's name for a manual redemption. */
  redeemedBy: Schema.String,
})
export type Redemption = typeof Redemption.Type

export const MemberPackageGroup = Schema.Struct({
  userPackageGroupId: UserPackageGroupId,
  packageGroupId: Schema.Int,
  name: Schema.String,
  packages: Schema.Array(Schema.String),
  startDate: IsoDate,
  endDate: IsoDate,
})
export type MemberPackageGroup = typeof MemberPackageGroup.Type

const positiveAmount = (message: string) =>
  Schema.Number.annotations({ message: () => message }).pipe(
    Schema.positive({ message: () => message }),
    Schema.lessThanOrEqualTo(10_000, { message: () => message }),
  )

/** The longest reason (a credit, a redemption) and override comment staff write. */
export const MEMBER_REWARD_TEXT_MAX = { reason: 200, comment: 500 } as const

/** Ours: staff credit the member's ledger by hand (a lost activity, a goodwill gesture). */
export const AdminReward = Schema.Struct({
  amount: positiveAmount("Enter an amount above 0, at most 10,000."),
  reason: requiredText("a reason", MEMBER_REWARD_TEXT_MAX.reason),
})
export type AdminReward = typeof AdminReward.Type

/** ADM-12: the body as sent; `dollars` is present only when above 0. */
export const EarnOverride = Schema.Struct({
  comment: Schema.String.pipe(
    Schema.maxLength(MEMBER_REWARD_TEXT_MAX.comment, {
      message: () => `A comment has at most ${MEMBER_REWARD_TEXT_MAX.comment} characters.`,
    }),
  ),
  userRewardId: UserRewardId,
  expressionTypeId: Schema.Literal(1),
  overrideRedeem: Schema.Boolean,
  status: Schema.Literal(EARNED),
  dollars: Schema.optional(Schema.Number.pipe(Schema.positive())),
})
export type EarnOverride = typeof EarnOverride.Type

/** What the earn override dialog gives: any amount or none (blank is null); the rule decides what is sent. */
export const EarnOverrideInput = Schema.Struct({
  userRewardId: UserRewardId,
  comment: requiredText("a comment", MEMBER_REWARD_TEXT_MAX.comment),
  dollars: Schema.NullOr(Schema.Number.annotations({ message: () => "Enter an amount in dollars." })),
  overrideRedeem: Schema.Boolean,
})
export type EarnOverrideInput = typeof EarnOverrideInput.Type

/** Ours: a redemption staff record for the member (a gift card sent by hand). */
export const ManualRedemption = Schema.Struct({
  userPackageGroupId: UserPackageGroupId.annotations({ message: () => "Choose a reward group." }),
  amount: positiveAmount("Enter an amount above 0, at most 10,000."),
  reason: requiredText("a reason", MEMBER_REWARD_TEXT_MAX.reason),
})
export type ManualRedemption = typeof ManualRedemption.Type

const UserIdParam = Schema.NumberFromString.pipe(Schema.compose(UserId))
const member = Schema.Struct({ userId: UserIdParam })
const group = Schema.Struct({
  userId: UserIdParam,
  userPackageGroupId: Schema.NumberFromString.pipe(Schema.compose(UserPackageGroupId)),
})

export const memberRewardEndpoints = {
  rewardGroups: HttpApiEndpoint.get("rewardGroups", "/members/:userId/rewardGroups")
    .setPath(member)
    .addSuccess(Schema.Array(MemberRewardGroup))
    .addError(NotFound)
    .annotate(ErrorKeys, { key: "ERRORS.GET_MEMBER_REWARD_GROUPS_FAILED" }),
  summary: HttpApiEndpoint.get("summary", "/members/:userId/rewardGroups/:userPackageGroupId/summary")
    .setPath(group)
    .addSuccess(RewardGroupSummary)
    .addError(NotFound)
    .annotate(ErrorKeys, { key: "ERRORS.GET_REWARD_GROUP_SUMMARY_FAILED" }),
  adminReward: HttpApiEndpoint.post(
    "adminReward",
    "/members/:userId/rewardGroups/:userPackageGroupId/adminReward",
  )
    .setPath(group)
    .setPayload(AdminReward)
    .addSuccess(RewardTransaction)
    .addError(NotFound)
    .annotate(ErrorKeys, { key: "ERRORS.ADMIN_REWARD_FAILED" }),
  transactions: HttpApiEndpoint.get(
    "transactions",
    "/members/:userId/rewardGroups/:userPackageGroupId/transactions",
  )
    .setPath(group)
    .addSuccess(Schema.Array(RewardTransaction))
    .addError(NotFound)
    .annotate(ErrorKeys, { key: "ERRORS.GET_REWARD_TRANSACTIONS_FAILED" }),
  earnOverride: HttpApiEndpoint.post("earnOverride", "/members/:userId/earnOverride")
    .setPath(member)
    .setPayload(EarnOverride)
    .addSuccess(MemberReward)
    .addError(NotFound)
    .annotate(ErrorKeys, { key: "ERRORS.EARN_OVERRIDE_FAILED" }),
  redemptions: HttpApiEndpoint.get("redemptions", "/members/:userId/redemptions")
    .setPath(member)
    .addSuccess(Schema.Array(Redemption))
    .addError(NotFound)
    .annotate(ErrorKeys, { key: "ERRORS.GET_REDEMPTION_HISTORY_FAILED" }),
  redeem: HttpApiEndpoint.post("redeem", "/members/:userId/redemptions")
    .setPath(member)
    .setPayload(ManualRedemption)
    .addSuccess(Redemption)
    .addError(NotFound)
    // 409: more than the group's balance.
    .addError(InUse)
    .annotate(ErrorKeys, {
      key: "ERRORS.MANUAL_REDEMPTION_FAILED",
      byStatus: { 409: "ERRORS.REDEMPTION_OVER_BALANCE" },
    }),
  packageGroups: HttpApiEndpoint.get("packageGroups", "/members/:userId/packageGroups")
    .setPath(member)
    .addSuccess(Schema.Array(MemberPackageGroup))
    .addError(NotFound)
    .annotate(ErrorKeys, { key: "ERRORS.GET_MEMBER_PACKAGE_GROUPS_FAILED" }),
} as const

export class MemberRewardsApi extends HttpApiGroup.make("memberRewards")
  .add(memberRewardEndpoints.rewardGroups)
  .add(memberRewardEndpoints.summary)
  .add(memberRewardEndpoints.adminReward)
  .add(memberRewardEndpoints.transactions)
  .add(memberRewardEndpoints.earnOverride)
  .add(memberRewardEndpoints.redemptions)
  .add(memberRewardEndpoints.redeem)
  .add(memberRewardEndpoints.packageGroups)
  .addError(Unauthorized) {}
