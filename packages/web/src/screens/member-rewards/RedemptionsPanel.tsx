import { formatDay, type MemberRef, MemberRewards, RewardApprovals } from "@wellkit/core"
import { ManualRedemption, MEMBER_REWARD_TEXT_MAX } from "@wellkit/core/member-rewards"
import { useState } from "react"
import { Button } from "../../components/Button.js"
import { useTranslation } from "../../i18n/index.js"
import { ActionDialog } from "../../kit/ActionDialog.js"
import { RelatedList } from "../../kit/RelatedList.js"
import { useRelated } from "../../kit/use-related.js"

/** The member's redemption history, and a manual redemption staff record for them. */
export const RedemptionsPanel = ({ of }: { readonly of: MemberRef }) => {
  const { t } = useTranslation()
  // The reward groups to redeem from: the same kept read as the reward groups tab.
  const groups = useRelated(MemberRewards.groupList, of).entry?.value ?? []
  const [redeeming, setRedeeming] = useState(false)
  return (
    <div className="space-y-3">
      <Button variant="secondary" onClick={() => setRedeeming(true)}>
        {t("memberRewards.redemptions.manual")}
      </Button>
      <RelatedList
        related={MemberRewards.redemptionHistory}
        of={of}
        texts={{
          loading: t("memberRewards.redemptions.loading"),
          empty: t("memberRewards.redemptions.empty"),
          count: (count) => t("memberRewards.redemptions.count", { count }),
        }}
      >
        {(rows) => (
          <div className="relative overflow-x-auto contain-inline-size">
            <table className="w-full border-collapse text-left text-sm">
              <caption className="sr-only">{t("memberRewards.redemptions.caption")}</caption>
              <thead className="border-b border-slate-200 text-xs tracking-wide text-slate-600 uppercase">
                <tr>
                  <th scope="col" className="py-2 pr-3">
                    {t("memberRewards.redemptions.date")}
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    {t("memberRewards.redemptions.rewardGroup")}
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right">
                    {t("memberRewards.redemptions.amount")}
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    {t("memberRewards.redemptions.reason")}
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    {t("memberRewards.redemptions.redeemedBy")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.redemptionId} className="border-b border-slate-100">
                    <td className="py-2 pr-3 tabular-nums">{formatDay(row.date)}</td>
                    <td className="py-2 pr-3">{row.rewardGroupName}</td>
                    <td className="py-2 pr-3 text-right tabular-nums">
                      {RewardApprovals.amountText(row.amount, row.symbol)}
                    </td>
                    <td className="py-2 pr-3">{row.reason}</td>
                    <td className="py-2 pr-3">{row.redeemedBy}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </RelatedList>
      <ActionDialog
        open={redeeming}
        onClose={() => setRedeeming(false)}
        title={t("memberRewards.redemptions.title")}
        body={
          groups.length === 0 ? t("memberRewards.redemptions.noGroups") : t("memberRewards.redemptions.body")
        }
        confirmLabel={t("memberRewards.redemptions.confirm")}
        fields={[
          {
            name: "userPackageGroupId",
            label: t("memberRewards.redemptions.rewardGroup"),
            kind: "select",
            numeric: true,
            emptyLabel: t("memberRewards.redemptions.chooseGroup"),
            options: groups.map((group) => ({
              value: group.userPackageGroupId,
              label: `${group.name} (${group.packageGroupName})`,
            })),
          },
          { name: "amount", label: t("memberRewards.redemptions.amount"), kind: "number" },
          {
            name: "reason",
            label: t("memberRewards.redemptions.reason"),
            kind: "text",
            maxLength: MEMBER_REWARD_TEXT_MAX.reason,
          },
        ]}
        initial={{ userPackageGroupId: "", amount: "", reason: "" }}
        schema={ManualRedemption}
        fieldOfStatus={{ 409: "amount" }}
        run={(input) => MemberRewards.redeem(of, input)}
      />
    </div>
  )
}
