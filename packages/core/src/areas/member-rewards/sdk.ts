import type { UserId } from "../../api/ids.js"
import type { AdminReward, EarnOverrideInput, ManualRedemption } from "../../api/MemberRewards.js"
import type { Run } from "../../layer.js"
import * as MemberRewards from "./MemberRewards.js"

const methods = (run: Run) => ({
  /**
   * The member's reward groups: earned against available.
   * @example const groups = await wellkit.memberRewards.rewardGroups(userId)
   */
  rewardGroups: (userId: UserId) => run(MemberRewards.rewardGroups(userId)),
  /**
   * One reward group's totals and rewards.
   * @example const { balance, rewards } = await wellkit.memberRewards.summary({ userId, userPackageGroupId })
   */
  summary: (key: MemberRewards.GroupKey) => run(MemberRewards.summary(key)),
  /**
   * Every transaction of a reward group, oldest first.
   * @example const rows = await wellkit.memberRewards.transactions({ userId, userPackageGroupId })
   */
  transactions: (key: MemberRewards.GroupKey) => run(MemberRewards.transactions(key)),
  /**
   * The member's redemptions.
   * @example const history = await wellkit.memberRewards.redemptions(userId)
   */
  redemptions: (userId: UserId) => run(MemberRewards.redemptions(userId)),
  /**
   * The package groups the member is enrolled in.
   * @example const groups = await wellkit.memberRewards.packageGroups(userId)
   */
  packageGroups: (userId: UserId) => run(MemberRewards.packageGroups(userId)),
  /**
   * Credits a reward group by hand.
   * @example await wellkit.memberRewards.adminReward({ userId, userPackageGroupId }, { amount: 50, reason: "Lost steps" })
   */
  adminReward: (key: MemberRewards.GroupKey, reward: AdminReward) =>
    run(MemberRewards.sendAdminReward(key, reward)),
  /**
   * Sets a reward to earned (ADM-12); dollars are sent only when above 0.
   * @example await wellkit.memberRewards.earnOverride(userId, { userRewardId, comment: "Confirmed", dollars: 25, overrideRedeem: false })
   */
  earnOverride: (userId: UserId, input: EarnOverrideInput) =>
    run(MemberRewards.sendEarnOverride(userId, input)),
  /**
   * Records a redemption for the member.
   * @example await wellkit.memberRewards.redeem(userId, { userPackageGroupId, amount: 25, reason: "Gift card sent by post" })
   */
  redeem: (userId: UserId, redemption: ManualRedemption) =>
    run(MemberRewards.sendRedemption(userId, redemption)),
})

/** `wellkit.memberRewards`: a member's rewards as staff see them. */
export interface MemberRewardsSdk extends ReturnType<typeof methods> {}

/** `wellkit.memberRewards`, run by the client's runtime; every method rejects with an AppError. */
export const sdk = (run: Run): MemberRewardsSdk => methods(run)
