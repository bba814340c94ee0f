import { type BulkOutcome, validateWith } from "@wellkit/core"
import {
  type Decision,
  REWARD_APPROVAL_TEXT_MAX,
  type RewardApproval,
  RewardApprovals,
  RewardApprovalTerms,
  type UserRewardExpressionTermId,
} from "@wellkit/core/reward-approvals"
import { useState } from "react"
import { useWellkit } from "../../../app/wellkit.js"
import { ConfirmDialog } from "../../../components/ConfirmDialog.js"
import { useTranslation } from "../../../i18n/index.js"
import { type BulkAction, BulkQueue } from "../../../kit/BulkQueue.js"
import { LimitedText } from "../../../kit/LimitedText.js"
import { showSuccess } from "../../../shell/notify.js"
import { ApprovalCard } from "./ApprovalCard.js"

type Ids = ReadonlyArray<number>
type Outcome = BulkOutcome<number, unknown>
/** A denial cancelled before it was asked for. */
const NOTHING_DONE: Outcome = { done: [], failed: [] }
const checkTerms = validateWith(RewardApprovalTerms)

interface Asking {
  readonly ids: Ids
  /** Settles the queue's action: the ids denied, or none when the person cancels. */
  readonly settle: (outcome: Outcome) => void
}

/**
 * The queue for someone who may decide: approvals selected by keyboard or
 * pointer, approved at once (A) or denied with a reason asked first (D). Each
 * decision is one PUT per approval, then the search on screen once (ADM-6).
 */
export const ApprovalQueue = ({
  rows,
  hrefOf,
}: {
  readonly rows: ReadonlyArray<RewardApproval>
  readonly hrefOf: (id: number) => string
}) => {
  const { t } = useTranslation()
  const { client } = useWellkit()
  const [busy, setBusy] = useState(false)
  const [asking, setAsking] = useState<Asking>()
  const [reason, setReason] = useState("")
  const [reasonError, setReasonError] = useState<string>()

  const decide = async (ids: Ids, decision: Decision, comment: string): Promise<Outcome> => {
    setBusy(true)
    try {
      const outcome = await client.run(
        RewardApprovals.decide(ids as ReadonlyArray<UserRewardExpressionTermId>, decision, comment),
      )
      // What failed is named by the queue (BulkQueue); the toast is for what was done.
      if (outcome.done.length > 0) showSuccess(outcome.toast)
      return outcome
    } finally {
      setBusy(false)
    }
  }
  const askWhy = (ids: Ids) =>
    new Promise<Outcome>((settle) => {
      setReason("")
      setReasonError(undefined)
      setAsking({ ids, settle })
    })
  const deny = async () => {
    if (!asking) return
    // The same rule as a record's form: core's terms schema (a denial says why).
    const checked = checkTerms({ status: "Denied", comment: reason })
    if (!checked.ok) return setReasonError(checked.errors.comment)
    asking.settle(await decide(asking.ids, "Denied", checked.value.comment))
    setAsking(undefined)
  }
  const cancel = () => {
    asking?.settle(NOTHING_DONE)
    setAsking(undefined)
  }

  const actions: ReadonlyArray<BulkAction> = [
    {
      key: "a",
      label: t("rewardApprovals.queue.approve"),
      variant: "primary",
      run: (ids) => decide(ids, "Approved", ""),
    },
    { key: "d", label: t("rewardApprovals.queue.deny"), variant: "danger", run: askWhy },
  ]
  const count = asking?.ids.length ?? 0
  return (
    <>
      <BulkQueue<RewardApproval>
        label={t("rewardApprovals.queue.label")}
        items={rows}
        idOf={(approval) => approval.userRewardExpressionTermId}
        nameOf={(approval) =>
          t("rewardApprovals.queue.itemName", { member: approval.memberName, reward: approval.rewardName })
        }
        render={(approval) => (
          <ApprovalCard approval={approval} href={hrefOf(approval.userRewardExpressionTermId)} />
        )}
        actions={actions}
        busy={busy}
        texts={{
          selectAll: t("rewardApprovals.queue.selectAll"),
          selected: (selected) => t("rewardApprovals.queue.selected", { count: selected }),
          select: (name) => t("rewardApprovals.queue.select", { name }),
          shortcuts: t("rewardApprovals.queue.shortcuts.title"),
          move: t("rewardApprovals.queue.shortcuts.move"),
          toggle: t("rewardApprovals.queue.shortcuts.toggle"),
          actsOn: t("rewardApprovals.queue.shortcuts.actsOn"),
        }}
      />
      <ConfirmDialog
        open={asking !== undefined}
        danger
        busy={busy}
        title={t("rewardApprovals.deny.title", { count })}
        confirmLabel={t("rewardApprovals.deny.confirm")}
        busyLabel={t("rewardApprovals.deny.working")}
        cancelLabel={t("rewardApprovals.deny.cancel")}
        onConfirm={() => void deny()}
        onClose={cancel}
      >
        <p>{t("rewardApprovals.deny.body")}</p>
        <LimitedText
          multiline
          name="comment"
          label={t("rewardApprovals.deny.reason")}
          error={reasonError}
          max={REWARD_APPROVAL_TEXT_MAX.comment}
          value={reason}
          onChange={(next) => {
            setReason(next)
            setReasonError(undefined)
          }}
        />
      </ConfirmDialog>
    </>
  )
}
