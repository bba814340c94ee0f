import {
  type ApprovalFilter,
  type RewardApproval,
  type RewardApprovalPage,
  RewardApprovals,
  type UserRewardExpressionTermId,
} from "@wellkit/core/reward-approvals"
import { useCallback } from "react"
import { useCan } from "../../app/can.js"
import { useRead } from "../../app/use-cache.js"
import { useWellkit } from "../../app/wellkit.js"
import { useSearch, useSearchService } from "../../kit/use-search.js"

const rowsOf = (page: RewardApprovalPage) => ({ rows: page.approvals, total: page.totalRecordCount })

/** The queue's search, kept in the address. */
export const useApprovalSearch = () =>
  useSearch<ApprovalFilter, RewardApprovalPage, RewardApproval>(
    RewardApprovals.resource.search,
    useSearchService(RewardApprovals, rowsOf),
  )

/** One approval, read each time its page opens (the queue's pages are not all kept). */
export const useApproval = (id: UserRewardExpressionTermId | undefined) => {
  const { client } = useWellkit()
  const read = useCallback(
    (key: UserRewardExpressionTermId) => client.run(RewardApprovals.get(key)),
    [client],
  )
  return useRead(read, id)
}

/** K7: whether the visitor may decide, or only look (a *_VIEW function). */
export const useCanDecide = () => useCan(...RewardApprovals.REWARD_APPROVAL_EDIT_FUNCTIONS)
