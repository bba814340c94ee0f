import {
  type Administrator,
  type AdministratorInput,
  type AdministratorQuery,
  Administrators,
} from "@wellkit/core/administrators"
import { useMemo } from "react"
import { Link } from "react-router-dom"
import { useTranslation } from "../../i18n/index.js"
import { RecordStates } from "../../kit/RecordStates.js"
import { ResourceForm, valuesOf } from "../../kit/ResourceForm.js"
import { useResourceAction } from "../../kit/use-resource.js"
import { AdministratorActions } from "./components/AdministratorActions.js"
import { administratorFields, verifiedField } from "./fields.js"
import { fullName, useAdministratorRecord } from "./hooks.js"

const { resource } = Administrators
const blank = { firstName: "", lastName: "", emailAddress: "", adminType: null, organizationId: null }

interface FormProps {
  readonly admin: Administrator | undefined
  readonly from: AdministratorQuery
  readonly onSaved?: (admin: Administrator) => void
}

/** The form of a new or an existing administrator; ADM-1 (create vs update) and ADM-13 are core's. */
const AdministratorForm = ({ admin, from, onSaved }: FormProps) => {
  const { t } = useTranslation()
  const { act, busy } = useResourceAction()
  const fields = useMemo(
    () => (admin ? [...administratorFields(t, admin.adminType), verifiedField(t)] : administratorFields(t)),
    [t, admin],
  )
  const save = async (input: unknown) => {
    const done = await act(Administrators.save(input as AdministratorInput, from))
    if (done.ok) onSaved?.(done.result)
    return done.ok ? {} : done.fieldErrors
  }
  return (
    <ResourceForm
      key={JSON.stringify(admin ?? null)}
      fields={fields}
      initial={valuesOf(fields, admin ?? blank)}
      schema={resource.input}
      fixed={admin ? { userId: admin.userId } : {}}
      busy={busy}
      onSubmit={save}
    >
      {admin ? <AdministratorActions admin={admin} from={from} act={act} busy={busy} /> : null}
    </ResourceForm>
  )
}

/** /noap/admin/administrators/{userId} (or /new), read by its own call and carrying the search it came from. */
export const AdministratorPage = () => {
  const { t } = useTranslation()
  const { isNew, from, record, retry, onSaved, back } = useAdministratorRecord()
  return (
    <div className="space-y-5">
      <Link to={back} className="text-sm text-brand-700 underline underline-offset-2 focus-visible:outline-2">
        {t("administrators.detail.back")}
      </Link>
      {isNew ? (
        <>
          <h1 className="text-2xl font-semibold">{t("administrators.create")}</h1>
          <AdministratorForm admin={undefined} from={from} />
        </>
      ) : (
        <RecordStates
          read={record}
          retry={retry}
          texts={{ loading: t("administrators.detail.loading"), notFound: t("kit.detail.notFound") }}
        >
          {(admin) => (
            <>
              <h1 className="text-2xl font-semibold">
                {t("administrators.detail.edit", { name: fullName(admin) })}
              </h1>
              <AdministratorForm admin={admin} from={from} onSaved={onSaved} />
            </>
          )}
        </RecordStates>
      )}
    </div>
  )
}

export const Component = AdministratorPage
