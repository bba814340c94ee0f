import { DemographicsInput, Members } from "@wellkit/core/members"
import { useMemo, useState } from "react"
import { Link, useParams, useSearchParams } from "react-router-dom"
import { useTranslation } from "../../i18n/index.js"
import { RecordStates } from "../../kit/RecordStates.js"
import { ResourceForm, valuesOf } from "../../kit/ResourceForm.js"
import { useResourceAction } from "../../kit/use-resource.js"
import { demographicFields, type MemberDemographics, useMemberDemographics } from "./demographics.js"

/** The staff form of one member's demographics; a save shows what the server kept. */
const DemographicsForm = ({ read }: { read: MemberDemographics }) => {
  const { t } = useTranslation()
  const { act, busy } = useResourceAction()
  const fields = useMemo(() => demographicFields(t), [t])
  const [kept, setKept] = useState(read.demographics)
  const save = async (input: DemographicsInput) => {
    const done = await act(Members.saveDemographics(read.member.userId, input))
    if (done.ok) setKept(done.result)
    return done.ok ? {} : done.fieldErrors
  }
  return (
    <ResourceForm
      key={JSON.stringify(kept)}
      fields={fields}
      initial={valuesOf(fields, kept)}
      schema={DemographicsInput}
      fixed={{}}
      busy={busy}
      onSubmit={save}
    />
  )
}

/** /noap/member/{userId}/demographics: staff edit the member's HR record. */
export const DemographicsPage = () => {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const { userId, record, retry } = useMemberDemographics(useParams().id ?? null)
  const back = `${Members.resource.listPath}/${userId ?? ""}${params.size > 0 ? `?${params}` : ""}`
  return (
    <div className="space-y-5">
      <Link to={back} className="text-sm text-brand-700 underline underline-offset-2 focus-visible:outline-2">
        {t("members.demographics.back")}
      </Link>
      <RecordStates
        read={record}
        retry={retry}
        texts={{ loading: t("members.demographics.loading"), notFound: t("kit.detail.notFound") }}
      >
        {(read) => (
          <>
            <h1 className="text-2xl font-semibold">
              {t("members.demographics.title", { name: Members.memberName(read.member) })}
            </h1>
            <DemographicsForm read={read} />
          </>
        )}
      </RecordStates>
    </div>
  )
}

export const Component = DemographicsPage
