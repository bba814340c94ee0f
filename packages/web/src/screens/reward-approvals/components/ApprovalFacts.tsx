import { formatDay, formatMoment } from "@wellkit/core"
import { type RewardApproval, RewardApprovals } from "@wellkit/core/reward-approvals"
import type { ReactNode } from "react"
import { useTranslation } from "../../../i18n/index.js"

/** An earned day (YYYY-MM-DD) in words, the same day wherever the reader is. */
export const dayText = (day: string) => formatDay(day)

const looks: Readonly<Record<RewardApproval["status"], string>> = {
  Pending: "bg-amber-100 text-amber-900",
  Approved: "bg-green-100 text-green-900",
  Denied: "bg-red-100 text-red-900",
}

/** A status in words (never colour alone). */
export const StatusBadge = ({ status }: { readonly status: RewardApproval["status"] }) => {
  const { t } = useTranslation()
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${looks[status]}`}>
      {t(`rewardApprovals.statuses.${status}`)}
    </span>
  )
}

/** Who decided, and when; "Not yet" while pending. */
export const decidedText = (t: ReturnType<typeof useTranslation>["t"], approval: RewardApproval) =>
  approval.decidedBy && approval.decidedAt
    ? t("rewardApprovals.decidedBy", {
        name: approval.decidedBy,
        when: formatMoment(approval.decidedAt),
      })
    : t("rewardApprovals.notDecided")

/**
 * What an approval is about, as a description list: the record page's facts,
 * with the terms (status and comment) for someone who may not change them.
 */
export const ApprovalFacts = ({
  approval,
  withTerms,
}: {
  readonly approval: RewardApproval
  readonly withTerms: boolean
}) => {
  const { t } = useTranslation()
  const facts: ReadonlyArray<readonly [string, ReactNode]> = [
    [t("rewardApprovals.fields.memberEmail"), approval.memberEmail],
    [t("rewardApprovals.fields.entityId"), approval.organizationName],
    [t("rewardApprovals.fields.rewardName"), approval.rewardName],
    [t("rewardApprovals.fields.expressionName"), approval.expressionName],
    [t("rewardApprovals.fields.amount"), RewardApprovals.amountText(approval.amount, approval.rewardSymbol)],
    [t("rewardApprovals.fields.earnedDate"), dayText(approval.earnedDate)],
    [t("rewardApprovals.fields.status"), <StatusBadge key="status" status={approval.status} />],
    [t("rewardApprovals.fields.decided"), decidedText(t, approval)],
    ...(withTerms
      ? [[t("rewardApprovals.fields.comment"), approval.comment || t("rewardApprovals.noComment")] as const]
      : []),
  ]
  return (
    <dl className="grid max-w-2xl grid-cols-[max-content_1fr] gap-x-6 gap-y-2 rounded-lg border border-slate-200 bg-white p-4 text-sm">
      {facts.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-medium text-slate-700">{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
