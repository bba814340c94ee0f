import { type MemberRef, MemberRewards, RewardApprovals } from "@wellkit/core"
import { EarnOverrideInput, MEMBER_REWARD_TEXT_MAX, type MemberReward } from "@wellkit/core/member-rewards"
import { useTranslation } from "../../../i18n/index.js"
import { ActionDialog } from "../../../kit/ActionDialog.js"

interface Props {
  readonly member: MemberRef
  readonly ledger: MemberRewards.GroupKey
  readonly symbol: string
  /** The reward being overridden; the dialog is open while there is one. */
  readonly reward: MemberReward | undefined
  readonly onClose: () => void
}

/** ADM-12: staff set a reward to earned, with a comment and, when above 0, the dollars it pays. */
export const EarnOverrideDialog = ({ member, ledger, symbol, reward, onClose }: Props) => {
  const { t } = useTranslation()
  const name = reward?.name ?? ""
  return (
    <ActionDialog
      open={reward !== undefined}
      onClose={onClose}
      title={t("memberRewards.override.title", { name })}
      body={t("memberRewards.override.body", {
        amount: RewardApprovals.amountText(reward?.amount ?? 0, symbol),
      })}
      confirmLabel={t("memberRewards.override.confirm")}
      fields={[
        {
          name: "comment",
          label: t("memberRewards.override.comment"),
          kind: "textarea",
          maxLength: MEMBER_REWARD_TEXT_MAX.comment,
        },
        { name: "dollars", label: t("memberRewards.override.dollars"), kind: "number" },
        { name: "overrideRedeem", label: t("memberRewards.override.overrideRedeem"), kind: "checkbox" },
      ]}
      initial={{ comment: "", dollars: "", overrideRedeem: false }}
      fixed={{ userRewardId: reward?.userRewardId }}
      schema={EarnOverrideInput}
      run={(input) => MemberRewards.earnOverride(member, ledger, input)}
    />
  )
}
