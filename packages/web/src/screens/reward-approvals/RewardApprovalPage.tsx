import {
  type ApprovalQuery,
  type RewardApproval,
  type RewardApprovalInput,
  RewardApprovals,
} from "@wellkit/core/reward-approvals"
import { useMemo } from "react"
import { Link } from "react-router-dom"
import { useTranslation } from "../../i18n/index.js"
import { RecordStates } from "../../kit/RecordStates.js"
import { ResourceForm, valuesOf } from "../../kit/ResourceForm.js"
import { useResourceAction } from "../../kit/use-resource.js"
import { ApprovalFacts } from "./components/ApprovalFacts.js"
import { termFields } from "./fields.js"
import { useApprovalRecord, useCanDecide } from "./hooks.js"

const { resource } = RewardApprovals

/** The terms form: saved, the queue the approver came from shows again with the change (ADM-2, ADM-6). */
const TermsForm = ({
  approval,
  from,
}: {
  readonly approval: RewardApproval
  readonly from: ApprovalQuery
}) => {
  const { t } = useTranslation()
  const { act, busy } = useResourceAction()
  const fields = useMemo(() => termFields(t), [t])
  const save = async (input: RewardApprovalInput) => {
    const done = await act(RewardApprovals.save(input, from))
    return done.ok ? {} : done.fieldErrors
  }
  return (
    <section aria-labelledby="terms" className="space-y-3">
      <h2 id="terms" className="text-lg font-semibold">
        {t("rewardApprovals.detail.terms")}
      </h2>
      <ResourceForm
        fields={fields}
        initial={valuesOf(fields, approval)}
        schema={resource.input}
        fixed={{ userRewardExpressionTermId: approval.userRewardExpressionTermId }}
        busy={busy}
        submitLabel={t("rewardApprovals.detail.save")}
        onSubmit={save}
      />
    </section>
  )
}

/** /rewardapproval/{userRewardExpressionTermId}, read by its own call and carrying the search it came from. */
export const RewardApprovalPage = () => {
  const { t } = useTranslation()
  const { from, record, retry, back } = useApprovalRecord()
  const decides = useCanDecide()
  return (
    <div className="space-y-5">
      <Link to={back} className="text-sm text-brand-700 underline underline-offset-2 focus-visible:outline-2">
        {t("rewardApprovals.detail.back")}
      </Link>
      <RecordStates
        read={record}
        retry={retry}
        texts={{ loading: t("rewardApprovals.detail.loading"), notFound: t("kit.detail.notFound") }}
      >
        {(approval) => (
          <>
            <h1 className="text-2xl font-semibold">
              {t("rewardApprovals.detail.title", { member: approval.memberName })}
            </h1>
            {decides ? null : (
              <p className="text-sm font-medium text-slate-700">{t("rewardApprovals.readOnly")}</p>
            )}
            <ApprovalFacts approval={approval} withTerms={!decides} />
            {decides ? <TermsForm key={JSON.stringify(approval)} approval={approval} from={from} /> : null}
          </>
        )}
      </RecordStates>
    </div>
  )
}

export const Component = RewardApprovalPage
