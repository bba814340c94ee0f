import { redirectHref } from "@wellkit/core"
import {
  type ApprovalQuery,
  type RewardApproval,
  type RewardApprovalInput,
  RewardApprovals,
  UserRewardExpressionTermId,
} from "@wellkit/core/reward-approvals"
import { useMemo } from "react"
import { Link, useParams, useSearchParams } from "react-router-dom"
import { decodeId } from "../../app/params.js"
import { LoadFailed } from "../../components/LoadFailed.js"
import { useTranslation } from "../../i18n/index.js"
import { ResourceForm, valuesOf } from "../../kit/ResourceForm.js"
import { useResourceAction } from "../../kit/use-resource.js"
import { ApprovalFacts } from "./components/ApprovalFacts.js"
import { termFields } from "./fields.js"
import { useApproval, useCanDecide } from "./hooks.js"

const { resource } = RewardApprovals
const idFrom = decodeId(UserRewardExpressionTermId)

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

const Existing = ({
  id,
  from,
}: {
  readonly id: UserRewardExpressionTermId
  readonly from: ApprovalQuery
}) => {
  const { t } = useTranslation()
  const { state, retry } = useApproval(id)
  const decides = useCanDecide()
  const approval = state.value
  if (!approval)
    return state.status === "error" ? (
      <LoadFailed error={state.error} onRetry={retry} />
    ) : (
      <p role="status" className="text-sm text-slate-600">
        {t("rewardApprovals.detail.loading")}
      </p>
    )
  return (
    <>
      <h1 className="text-2xl font-semibold">
        {t("rewardApprovals.detail.title", { member: approval.memberName })}
      </h1>
      {decides ? null : <p className="text-sm font-medium text-slate-700">{t("rewardApprovals.readOnly")}</p>}
      <ApprovalFacts approval={approval} withTerms={!decides} />
      {decides ? <TermsForm key={JSON.stringify(approval)} approval={approval} from={from} /> : null}
    </>
  )
}

/** /rewardapproval/{userRewardExpressionTermId}, carrying the search it came from. */
export const RewardApprovalPage = () => {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const from = resource.search.read(params)
  const id = idFrom(useParams().id ?? "")
  return (
    <div className="space-y-5">
      <Link
        to={redirectHref({ path: resource.listPath, params: resource.search.paramsOf(from) })}
        className="text-sm text-brand-700 underline underline-offset-2 focus-visible:outline-2"
      >
        {t("rewardApprovals.detail.back")}
      </Link>
      {id === undefined ? (
        <p role="alert">{t("kit.detail.notFound")}</p>
      ) : (
        <Existing key={id} id={id} from={from} />
      )}
    </div>
  )
}

export const Component = RewardApprovalPage
