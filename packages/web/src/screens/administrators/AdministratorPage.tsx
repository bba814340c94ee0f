import { type AppError, redirectHref, UserId } from "@wellkit/core"
import {
  type Administrator,
  type AdministratorInput,
  type AdministratorQuery,
  Administrators,
} from "@wellkit/core/administrators"
import { type ReactNode, useMemo, useState } from "react"
import { Link, useParams, useSearchParams } from "react-router-dom"
import { decodeId } from "../../app/params.js"
import { LoadFailed } from "../../components/LoadFailed.js"
import { useTranslation } from "../../i18n/index.js"
import { ResourceForm, valuesOf } from "../../kit/ResourceForm.js"
import { useResourceAction } from "../../kit/use-resource.js"
import { AdministratorActions } from "./components/AdministratorActions.js"
import { administratorFields, verifiedField } from "./fields.js"
import { fullName, useAdministrator } from "./hooks.js"

const { resource } = Administrators
const userIdFrom = decodeId(UserId)
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

const Existing = ({ userId, from }: { readonly userId: UserId; readonly from: AdministratorQuery }) => {
  const { t } = useTranslation()
  const { state, retry } = useAdministrator(userId)
  /** What a save answered, shown until the page reads the administrator again. */
  const [saved, setSaved] = useState<Administrator>()
  const admin = saved ?? state.value
  if (!admin) return <Missing error={state.status === "error" ? state.error : undefined} retry={retry} />
  return (
    <>
      <h1 className="text-2xl font-semibold">{t("administrators.detail.edit", { name: fullName(admin) })}</h1>
      <AdministratorForm admin={admin} from={from} onSaved={setSaved} />
    </>
  )
}

/** GET_ADMINISTRATOR_FAILED with Try again, or still loading: one message in the page. */
const Missing = ({ error, retry }: { readonly error: AppError | undefined; readonly retry: () => void }) => {
  const { t } = useTranslation()
  return error ? (
    <LoadFailed error={error} onRetry={retry} />
  ) : (
    <p role="status" className="text-sm text-slate-600">
      {t("administrators.detail.loading")}
    </p>
  )
}

/** /noap/admin/administrators/{userId} (or /new), carrying the search it came from. */
export const AdministratorPage = () => {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const idParam = useParams().id ?? "new"
  const from = resource.search.read(params)
  const userId = userIdFrom(idParam)
  let body: ReactNode
  if (idParam === "new")
    body = (
      <>
        <h1 className="text-2xl font-semibold">{t("administrators.create")}</h1>
        <AdministratorForm admin={undefined} from={from} />
      </>
    )
  else if (userId === undefined) body = <p role="alert">{t("kit.detail.notFound")}</p>
  else body = <Existing key={userId} userId={userId} from={from} />
  return (
    <div className="space-y-5">
      <Link
        to={redirectHref({ path: resource.listPath, params: resource.search.paramsOf(from) })}
        className="text-sm text-brand-700 underline underline-offset-2 focus-visible:outline-2"
      >
        {t("administrators.detail.back")}
      </Link>
      {body}
    </div>
  )
}

export const Component = AdministratorPage
