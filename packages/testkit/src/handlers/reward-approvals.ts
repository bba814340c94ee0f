import { HttpApiBuilder } from "@effect/platform"
import { Forbidden, foldText, NotFound, WellkitApi } from "@wellkit/core"
import {
  type RewardApproval,
  type RewardApprovalSearchParams,
  RewardApprovals,
} from "@wellkit/core/reward-approvals"
import { Effect } from "effect"
import type { Db } from "../db.js"
import { mayEnter } from "../kit/collection.js"
import type { SandboxUser } from "../state.js"
import { currentUser } from "./auth.js"

const matches = (query: RewardApprovalSearchParams) => {
  const member = query.member === undefined ? undefined : foldText(query.member.trim())
  return (approval: RewardApproval) =>
    (query.status === undefined || approval.status === query.status) &&
    (query.entityId === undefined || approval.entityId === query.entityId) &&
    (member === undefined || foldText(`${approval.memberName} ${approval.memberEmail}`).includes(member)) &&
    (query.earnedFrom === undefined || approval.earnedDate >= query.earnedFrom) &&
    (query.earnedTo === undefined || approval.earnedDate <= query.earnedTo)
}

const byId = (a: RewardApproval, b: RewardApproval) =>
  a.userRewardExpressionTermId - b.userRewardExpressionTermId
const pendingFirst = (a: RewardApproval, b: RewardApproval) =>
  Number(b.status === "Pending") - Number(a.status === "Pending")

const orders: Record<string, (a: RewardApproval, b: RewardApproval) => number> = {
  pendingFirst: (a, b) => pendingFirst(a, b) || a.earnedDate.localeCompare(b.earnedDate) || byId(a, b),
  newest: (a, b) => b.earnedDate.localeCompare(a.earnedDate) || byId(b, a),
  largest: (a, b) => b.amount - a.amount || byId(a, b),
}

const fullName = (user: SandboxUser) => `${user.firstName} ${user.lastName}`

/**
 * Reward approvals across organizations: a reward-approval function is needed
 * to see any; staff's functions see every organization, the CLIENT_ ones only
 * the user's organization and those under it (others answer 404); deciding
 * needs an _EDIT function (a _VIEW-only user's PUT answers 403).
 */
export const rewardApprovalHandlers = (db: Db) => {
  const notAllowed = () => new Forbidden({ message: "You may look at reward approvals but not decide them." })
  const access = (request: Parameters<typeof currentUser>[1]) =>
    Effect.flatMap(currentUser(db, request), (user) => {
      const may = RewardApprovals.approvalAccess(user.functions)
      if (!may.sees) return Effect.fail(new Forbidden({ message: "You may not see reward approvals." }))
      const sees = (approval: RewardApproval) =>
        may.everyOrganization || mayEnter(db, user, approval.entityId)
      return Effect.succeed({ user, may, sees })
    })
  const visible = (request: Parameters<typeof currentUser>[1], id: number) =>
    Effect.flatMap(access(request), (who) => {
      const approval = db.state.rewardApprovals.find((row) => row.userRewardExpressionTermId === id)
      return approval && who.sees(approval)
        ? Effect.succeed({ ...who, approval })
        : Effect.fail(new NotFound({ message: "There is no such reward approval." }))
    })

  return HttpApiBuilder.group(WellkitApi, "rewardApprovals", (handlers) =>
    handlers
      .handle("search", ({ request, urlParams }) =>
        Effect.map(access(request), ({ sees }) => {
          const found = db.state.rewardApprovals
            .filter((approval) => sees(approval) && matches(urlParams)(approval))
            .sort(orders[urlParams.sort ?? "pendingFirst"])
          const size = urlParams.pageSize ?? 20
          const from = ((urlParams.pageNumber ?? 1) - 1) * size
          return { totalRecordCount: found.length, approvals: found.slice(from, from + size) }
        }),
      )
      .handle("get", ({ request, path }) => Effect.map(visible(request, path.id), ({ approval }) => approval))
      .handle("update", ({ request, path, payload }) =>
        Effect.flatMap(visible(request, path.id), ({ user, may, approval }) => {
          if (!may.decides) return Effect.fail(notAllowed())
          const decided = payload.status !== "Pending"
          const next: RewardApproval = {
            ...approval,
            status: payload.status,
            comment: payload.comment,
            decidedBy: decided ? fullName(user) : null,
            decidedAt: decided ? new Date().toISOString() : null,
          }
          db.state.rewardApprovals = db.state.rewardApprovals.map((row) => (row === approval ? next : row))
          db.persist()
          return Effect.succeed(next)
        }),
      ),
  )
}
