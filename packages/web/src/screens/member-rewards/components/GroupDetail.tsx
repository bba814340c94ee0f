import { type MemberRef, MemberRewards, RewardApprovals } from "@wellkit/core"
import {
  AdminReward,
  MEMBER_REWARD_TEXT_MAX,
  type MemberReward,
  type MemberRewardGroup,
  type RewardGroupSummary,
} from "@wellkit/core/member-rewards"
import { useState } from "react"
import { Button } from "../../../components/Button.js"
import { textOf, useTranslation } from "../../../i18n/index.js"
import { ActionDialog } from "../../../kit/ActionDialog.js"
import { RecordStates } from "../../../kit/RecordStates.js"
import { useRelated } from "../../../kit/use-related.js"
import { EarnOverrideDialog } from "./EarnOverrideDialog.js"
import { Transactions } from "./Transactions.js"

/** One reward group of the member: its totals, its rewards (with earn override), an admin reward, its transactions. */
export const GroupDetail = ({ member, group }: { member: MemberRef; group: MemberRewardGroup }) => {
  const { t } = useTranslation()
  const key = { userId: member.userId, userPackageGroupId: group.userPackageGroupId }
  const { entry, retry } = useRelated(MemberRewards.groupSummary, key)
  const [overriding, setOverriding] = useState<MemberReward>()
  const [awarding, setAwarding] = useState(false)
  const amount = (value: number) => RewardApprovals.amountText(value, group.symbol)
  return (
    <section
      aria-labelledby="member-reward-group"
      className="space-y-4 rounded-md border border-slate-200 p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="member-reward-group" className="text-lg font-semibold text-slate-900">
          {group.name}
        </h3>
        <Button variant="secondary" onClick={() => setAwarding(true)}>
          {t("memberRewards.summary.adminReward")}
        </Button>
      </div>
      <RecordStates<RewardGroupSummary>
        read={entry}
        retry={retry}
        texts={{ loading: t("memberRewards.summary.loading"), notFound: t("memberRewards.summary.notFound") }}
      >
        {(summary) => (
          <div className="space-y-4">
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              {(["earned", "redeemed", "balance", "available"] as const).map((figure) => (
                <div key={figure} className="rounded-md bg-slate-50 p-2">
                  <dt className="text-xs text-slate-600">{t(`memberRewards.summary.${figure}`)}</dt>
                  <dd className="text-base font-semibold tabular-nums">{amount(summary[figure])}</dd>
                </div>
              ))}
            </dl>
            <div className="relative overflow-x-auto contain-inline-size">
              <table className="w-full border-collapse text-left text-sm">
                <caption className="sr-only">
                  {t("memberRewards.summary.rewardsCaption", { name: group.name })}
                </caption>
                <thead className="border-b border-slate-200 text-xs tracking-wide text-slate-600 uppercase">
                  <tr>
                    <th scope="col" className="py-2 pr-3">
                      {t("memberRewards.summary.reward")}
                    </th>
                    <th scope="col" className="py-2 pr-3 text-right">
                      {t("memberRewards.summary.amount")}
                    </th>
                    <th scope="col" className="py-2 pr-3">
                      {t("memberRewards.summary.status")}
                    </th>
                    <th scope="col" className="py-2 pr-3">
                      {t("memberRewards.summary.earnedDate")}
                    </th>
                    <th scope="col" className="py-2 pr-3">
                      <span className="sr-only">{t("memberRewards.summary.actions")}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {summary.rewards.map((reward) => (
                    <tr key={reward.userRewardId} className="border-b border-slate-100">
                      <td className="py-2 pr-3">{reward.name}</td>
                      <td className="py-2 pr-3 text-right tabular-nums">{amount(reward.amount)}</td>
                      <td className="py-2 pr-3">{textOf(`memberRewards.statuses.${reward.status}`)}</td>
                      <td className="py-2 pr-3 tabular-nums">{reward.earnedDate ?? "—"}</td>
                      <td className="py-2 pr-3 text-right">
                        {MemberRewards.mayOverride(reward) ? (
                          <Button
                            variant="secondary"
                            className="px-2 py-1"
                            aria-label={t("memberRewards.override.buttonLabel", { name: reward.name })}
                            onClick={() => setOverriding(reward)}
                          >
                            {t("memberRewards.override.button")}
                          </Button>
                        ) : null}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {summary.rewards.length === 0 ? (
              <p className="text-sm text-slate-600">{t("memberRewards.summary.noRewards")}</p>
            ) : null}
          </div>
        )}
      </RecordStates>
      <Transactions of={key} name={group.name} symbol={group.symbol} />
      <EarnOverrideDialog
        member={member}
        ledger={key}
        symbol={group.symbol}
        reward={overriding}
        onClose={() => setOverriding(undefined)}
      />
      <ActionDialog
        open={awarding}
        onClose={() => setAwarding(false)}
        title={t("memberRewards.admin.title", { name: group.name })}
        body={t("memberRewards.admin.body", { symbol: group.symbol })}
        confirmLabel={t("memberRewards.admin.confirm")}
        fields={[
          { name: "amount", label: t("memberRewards.admin.amount"), kind: "number" },
          {
            name: "reason",
            label: t("memberRewards.admin.reason"),
            kind: "text",
            maxLength: MEMBER_REWARD_TEXT_MAX.reason,
          },
        ]}
        initial={{ amount: "", reason: "" }}
        schema={AdminReward}
        run={(input) => MemberRewards.adminReward(member, key, input)}
      />
    </section>
  )
}
