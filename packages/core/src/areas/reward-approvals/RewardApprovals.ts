import { Effect } from "effect"
import * as Api from "../../api/RewardApprovals.js"
import { searchedService } from "../../kit/search-service.js"
import { approvalRules, approvalSearch, type Decision, decisionToasts } from "./rules.js"

/** The rules, read as `RewardApprovals.amountText`, …: no generic name reaches the package root. */
export * from "./rules.js"

/** Reward approvals, declared once: what the service, the screens and the tests read. */
export const resource = {
  ...approvalRules,
  idField: "userRewardExpressionTermId",
  id: Api.UserRewardExpressionTermId,
  item: Api.RewardApproval,
  input: Api.RewardApprovalInput,
  page: Api.RewardApprovalPage,
  search: approvalSearch,
  params: Api.RewardApprovalSearchParams,
  endpoints: Api.rewardApprovalEndpoints,
} as const

/**
 * A page of the queue, one approval, and its terms saved, with toast and
 * redirect (ADM-2) and the last search run again (ADM-6). There is no create
 * and no delete: approvals come from what members earn.
 */
export const { search, research, remember, pages, get, save, saveEach, redirectAfter } = searchedService(
  resource,
  ({ rewardApprovals }) => ({
    search: rewardApprovals.search,
    get: rewardApprovals.get,
    // The PUT carries the terms; the id is in the path.
    update: ({ path, payload: { status, comment } }) =>
      rewardApprovals.update({ path, payload: { status, comment } }),
  }),
)

/**
 * The same decision on several approvals (the queue's Approve and Deny): one
 * PUT each, then the last search once (ADM-6); the toast says the decision.
 */
export const decide = (
  ids: ReadonlyArray<Api.UserRewardExpressionTermId>,
  decision: Decision,
  comment = "",
) =>
  saveEach(
    ids.map((userRewardExpressionTermId) => ({ userRewardExpressionTermId, status: decision, comment })),
  ).pipe(Effect.map((outcome) => ({ ...outcome, toast: decisionToasts[decision] })))
