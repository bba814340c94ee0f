import { type EntityId, LICENSES_PATH, redirectHref } from "@wellkit/core"
import { useEffect } from "react"
import { useTranslation } from "react-i18next"
import { useNavigate, useSearchParams } from "react-router-dom"
import { useEntities } from "../../app/use-entities.js"
import { Button } from "../../components/Button.js"
import { SelectField } from "../../components/SelectField.js"
import { entityIdFrom } from "../messages/params.js"
import { useLicenses } from "./hooks.js"
import { LicenseCard } from "./LicenseCard.js"

const hrefFor = (entityId: EntityId) =>
  redirectHref({ path: LICENSES_PATH, params: { entityId: String(entityId) } })

/** POR-1, POR-2: the organisation's licenses and what each offers. */
export const LicensesPage = () => {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const { entities } = useEntities()
  const requested = entityIdFrom(params.get("entityId"))
  const entityId = requested ?? entities[0]?.id
  const { entry, retry } = useLicenses(entityId)

  useEffect(() => {
    if (requested === undefined && entityId !== undefined) navigate(hrefFor(entityId), { replace: true })
  }, [requested, entityId, navigate])

  return (
    <div className="space-y-5">
      <header className="flex flex-wrap items-end gap-4">
        <h1 className="mr-auto text-2xl font-semibold">{t("licenses.title")}</h1>
        <SelectField
          label={t("licenses.organisation")}
          value={entityId ?? ""}
          disabled={entities.length === 0}
          options={entities.map((entity) => ({
            value: entity.id,
            label: entity.parentId === null ? entity.name : `— ${entity.name}`,
          }))}
          onChange={(value) => navigate(hrefFor(Number(value) as EntityId))}
        />
      </header>
      {entry?.status === "error" && !entry.value ? (
        <div
          role="alert"
          className="flex items-center gap-3 rounded-md border border-red-200 bg-red-50 p-3 text-sm"
        >
          {t("ERRORS.GET_LICENSES_FAILED")}
          <Button variant="secondary" onClick={retry}>
            {t("licenses.retry")}
          </Button>
        </div>
      ) : entry?.value === undefined ? (
        <p role="status" className="text-sm text-slate-600">
          {t("licenses.loading")}
        </p>
      ) : entry.value.length === 0 ? (
        <p className="text-sm text-slate-600">{t("licenses.empty")}</p>
      ) : entityId !== undefined ? (
        <div className="space-y-4" aria-busy={entry.status === "loading"}>
          {entry.value.map((view) => (
            <LicenseCard
              key={`${view.license.licenseId}:${view.license.activationDate}`}
              entityId={entityId}
              view={view}
            />
          ))}
        </div>
      ) : null}
    </div>
  )
}

export const Component = LicensesPage
