import { Effect } from "effect"
import type { RewardApprovalInput, UserRewardExpressionTermId } from "../../api/RewardApprovals.js"
import type { Run } from "../../layer.js"
import * as RewardApprovals from "./RewardApprovals.js"

/** The Promise SDK returns data, not portal redirects: a write's search context is none. */
const everyone = { filters: {}, page: 1 } as const

const methods = (run: Run) => ({
  /**
   * One page of approvals matching the filters (status, entityId, member, earnedFrom, earnedTo); only the filters given are sent (HTTP-7).
   * @example const { approvals, totalRecordCount } = await wellkit.rewardApprovals.search({ filters: { status: "Pending" }, page: 1 })
   */
  search: (query: RewardApprovals.ApprovalQuery) => run(RewardApprovals.search(query)),
  /**
   * One approval.
   * @example const approval = await wellkit.rewardApprovals.get(userRewardExpressionTermId)
   */
  get: (id: UserRewardExpressionTermId) => run(RewardApprovals.get(id)),
  /**
   * Saves an approval's terms: its decision and the approver's comment (a denial needs one).
   * @example const approval = await wellkit.rewardApprovals.save({ userRewardExpressionTermId, status: "Approved", comment: "" })
   */
  save: (input: RewardApprovalInput) =>
    run(Effect.map(RewardApprovals.save(input, everyone), (outcome) => outcome.result)),
  /**
   * The same decision on several approvals, one call each; resolves with those done and those that failed.
   * @example const { done, failed } = await wellkit.rewardApprovals.decide([101, 102], "Approved")
   */
  decide: (
    ids: ReadonlyArray<UserRewardExpressionTermId>,
    decision: RewardApprovals.Decision,
    comment?: string,
  ) =>
    run(Effect.map(RewardApprovals.decide(ids, decision, comment), ({ done, failed }) => ({ done, failed }))),
})

/** `wellkit.rewardApprovals`: rewards members earned that wait for a person's decision. */
export interface RewardApprovalsSdk extends ReturnType<typeof methods> {}

/** `wellkit.rewardApprovals`, run by the client's runtime; every method rejects with an AppError. */
export const sdk = (run: Run): RewardApprovalsSdk => methods(run)
