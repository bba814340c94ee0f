import { type RewardApproval, RewardApprovals } from "@wellkit/core/reward-approvals"
import { Link } from "react-router-dom"
import { useTranslation } from "../../../i18n/index.js"
import { dayText, StatusBadge } from "./ApprovalFacts.js"

/** One approval in the queue: who earned what, for what, when, and where it stands. */
export const ApprovalCard = ({
  approval,
  href,
}: {
  readonly approval: RewardApproval
  readonly href: string
}) => {
  const { t } = useTranslation()
  return (
    <article className="space-y-1 text-sm">
      <header className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h3 className="text-base font-semibold">
          <Link
            to={href}
            aria-label={t("rewardApprovals.queue.open", { member: approval.memberName })}
            className="text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2"
          >
            {approval.memberName}
          </Link>
        </h3>
        <StatusBadge status={approval.status} />
        <span className="ml-auto font-semibold tabular-nums">
          {RewardApprovals.amountText(approval.amount, approval.rewardSymbol)}
        </span>
      </header>
      <p>
        <span className="font-medium">{approval.rewardName}</span>: {approval.expressionName}
      </p>
      <p className="text-slate-600">
        {approval.organizationName} · {approval.memberEmail} ·{" "}
        {t("rewardApprovals.earnedOn", { day: dayText(approval.earnedDate) })}
      </p>
      {approval.comment ? <p className="text-slate-700 italic">“{approval.comment}”</p> : null}
    </article>
  )
}
