import { EARNED, type EarnOverride, type EarnOverrideInput } from "../../api/MemberRewards.js"

/**
 * ADM-12: the earn override's body. `dollars` goes only when the amount is
 * above 0; a blank, 0 or negative amount leaves the key out (never 0, never null),
 * so the reward keeps its own value.
 */
export const earnOverrideBody = (input: EarnOverrideInput): EarnOverride => ({
  comment: input.comment,
  userRewardId: input.userRewardId,
  expressionTypeId: 1,
  overrideRedeem: input.overrideRedeem,
  status: EARNED,
  ...(typeof input.dollars === "number" && Number.isFinite(input.dollars) && input.dollars > 0
    ? { dollars: input.dollars }
    : {}),
})

/** A reward staff may still override: one not earned yet (an earned or redeemed one has nothing to correct). */
export const mayOverride = (reward: { readonly status: number }) => reward.status < EARNED
