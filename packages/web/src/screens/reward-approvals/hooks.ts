import {
  type ApprovalFilter,
  type RewardApproval,
  type RewardApprovalPage,
  RewardApprovals,
  type UserRewardExpressionTermId,
} from "@wellkit/core/reward-approvals"
import { useCallback } from "react"
import { useCan } from "../../app/can.js"
import { useWellkit } from "../../app/wellkit.js"
import { useSearch, useSearchService } from "../../kit/use-search.js"
import { useSearchedRecord } from "../../kit/use-searched-record.js"

const rowsOf = (page: RewardApprovalPage) => ({ rows: page.approvals, total: page.totalRecordCount })

/** The queue's search, kept in the address. */
export const useApprovalSearch = () =>
  useSearch<ApprovalFilter, RewardApprovalPage, RewardApproval>(
    RewardApprovals.resource.search,
    useSearchService(RewardApprovals, rowsOf),
  )

/** The approval of the record page, read each time it opens (the queue's pages are not all kept), with the search it came from. */
export const useApprovalRecord = () => {
  const { client } = useWellkit()
  const read = useCallback((id: UserRewardExpressionTermId) => client.run(RewardApprovals.get(id)), [client])
  return useSearchedRecord(RewardApprovals.resource, read)
}

/** K7: whether the visitor may decide, or only look (a *_VIEW function). */
export const useCanDecide = () => useCan(...RewardApprovals.REWARD_APPROVAL_EDIT_FUNCTIONS)
