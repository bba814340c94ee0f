import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Schema } from "effect"
import { optionalText } from "../forms/text-field.js"
import { ErrorKeys } from "./annotations.js"
import { BadRequest, Forbidden, NotFound, Unauthorized } from "./errors.js"
import { EntityId, EntityIdParam, UserId } from "./ids.js"
import { IsoDate } from "./Licenses.js"

/**
 * Reward approvals: a reward a member earned that waits for a person's
 * decision before it is paid. The spec names the id and "updatable terms";
 * the statuses, fields and filters are ours (docs/reward-approvals.md).
 */

export const UserRewardExpressionTermId = Schema.Int.pipe(
  Schema.positive(),
  Schema.brand("UserRewardExpressionTermId"),
)
export type UserRewardExpressionTermId = typeof UserRewardExpressionTermId.Type

export const APPROVAL_STATUSES = ["Pending", "Approved", "Denied"] as const
export const ApprovalStatus = Schema.Literal(...APPROVAL_STATUSES)
export type ApprovalStatus = typeof ApprovalStatus.Type

export const RewardApproval = Schema.Struct({
  userRewardExpressionTermId: UserRewardExpressionTermId,
  /** The member who earned it. */
  userId: UserId,
  memberName: Schema.String,
  memberEmail: Schema.String,
  entityId: EntityId,
  organizationName: Schema.String,
  /** The reward, and the expression (what the member did) that earned it. */
  rewardName: Schema.String,
  expressionName: Schema.String,
  amount: Schema.Number,
  /** What the amount is paid in: "$", "pts", "entries". */
  rewardSymbol: Schema.String,
  earnedDate: IsoDate,
  status: ApprovalStatus,
  /** The approver's comment; "" when none. */
  comment: Schema.String,
  /** Who decided and when (ISO instant); null while pending. */
  decidedBy: Schema.NullOr(Schema.String),
  decidedAt: Schema.NullOr(Schema.String),
})
export type RewardApproval = typeof RewardApproval.Type

/** The longest comment an approver writes (a denial's reason). */
export const REWARD_APPROVAL_TEXT_MAX = { comment: 500 } as const

const termFields = {
  status: ApprovalStatus.annotations({
    message: () => ({ message: "Choose a decision.", override: true }),
  }),
  comment: optionalText("a comment", REWARD_APPROVAL_TEXT_MAX.comment),
}

/** Ours: a denial says why, since the member is told. */
const deniedSaysWhy = (terms: { readonly status: ApprovalStatus; readonly comment: string }) =>
  terms.status !== "Denied" ||
  terms.comment.length > 0 || { path: ["comment"], message: "Say why the reward is denied." }

/** What a PUT sends: the decision and the approver's comment. */
export const RewardApprovalTerms = Schema.Struct(termFields).pipe(Schema.filter(deniedSaysWhy))
export type RewardApprovalTerms = typeof RewardApprovalTerms.Type

/** The terms with the approval they are for: what a form and a bulk decision hand the service. */
export const RewardApprovalInput = Schema.Struct({
  ...termFields,
  userRewardExpressionTermId: UserRewardExpressionTermId,
}).pipe(Schema.filter(deniedSaysWhy))
export type RewardApprovalInput = typeof RewardApprovalInput.Type

const positiveFromText = Schema.NumberFromString.pipe(Schema.int(), Schema.positive())

/** The search's orders; the first is the default: pending first, the longest waiting first. */
export const APPROVAL_SORTS = ["pendingFirst", "newest", "largest"] as const

/** HTTP-7: every parameter is optional and only those given are sent. */
export const RewardApprovalSearchParams = Schema.Struct({
  status: Schema.optional(ApprovalStatus),
  entityId: Schema.optional(EntityIdParam),
  /** Part of the member's name or e-mail address. */
  member: Schema.optional(Schema.String),
  /** Earned on or after, on or before (YYYY-MM-DD). */
  earnedFrom: Schema.optional(IsoDate),
  earnedTo: Schema.optional(IsoDate),
  sort: Schema.optional(Schema.Literal(...APPROVAL_SORTS)),
  pageNumber: Schema.optional(positiveFromText),
  pageSize: Schema.optional(positiveFromText.pipe(Schema.lessThanOrEqualTo(100))),
})
export type RewardApprovalSearchParams = typeof RewardApprovalSearchParams.Type

export const RewardApprovalPage = Schema.Struct({
  totalRecordCount: Schema.Int,
  approvals: Schema.Array(RewardApproval),
})
export type RewardApprovalPage = typeof RewardApprovalPage.Type

const one = Schema.Struct({ id: Schema.NumberFromString.pipe(Schema.compose(UserRewardExpressionTermId)) })

export const rewardApprovalEndpoints = {
  search: HttpApiEndpoint.get("search", "/rewardApprovals")
    .setUrlParams(RewardApprovalSearchParams)
    .addSuccess(RewardApprovalPage)
    .addError(BadRequest)
    .addError(Forbidden)
    .annotate(ErrorKeys, { key: "ERRORS.REWARD_APPROVAL_SEARCH_FAILED" }),
  get: HttpApiEndpoint.get("get", "/rewardApprovals/:id")
    .setPath(one)
    .addSuccess(RewardApproval)
    .addError(NotFound)
    .addError(Forbidden)
    .annotate(ErrorKeys, { key: "ERRORS.REWARD_APPROVAL_DETAIL_FAILED" }),
  /** The terms only: what the member earned is not the approver's to change. */
  update: HttpApiEndpoint.put("update", "/rewardApprovals/:id/terms")
    .setPath(one)
    .setPayload(RewardApprovalTerms)
    .addSuccess(RewardApproval)
    .addError(BadRequest)
    .addError(NotFound)
    .addError(Forbidden)
    .annotate(ErrorKeys, {
      key: "ERRORS.REWARD_APPROVAL_UPDATE_FAILED",
      byStatus: { 403: "ERRORS.REWARD_APPROVAL_READ_ONLY" },
    }),
} as const

export class RewardApprovalsApi extends HttpApiGroup.make("rewardApprovals")
  .add(rewardApprovalEndpoints.search)
  .add(rewardApprovalEndpoints.get)
  .add(rewardApprovalEndpoints.update)
  .addError(Unauthorized) {}
