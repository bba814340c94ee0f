import { LICENSES_PATH } from "@wellkit/core"
import { useOrganization } from "../../app/use-organization.js"
import { LoadFailed } from "../../components/LoadFailed.js"
import { OrganizationPicker } from "../../components/OrganizationPicker.js"
import { PageHeader } from "../../components/PageHeader.js"
import { useTranslation } from "../../i18n/index.js"
import { useLicenses } from "./hooks.js"
import { LicenseCard } from "./LicenseCard.js"

/** POR-1, POR-2: the organization's licenses and what each offers. */
export const LicensesPage = () => {
  const { t } = useTranslation()
  const { entities, entityId, choose } = useOrganization(LICENSES_PATH)
  const { entry, retry } = useLicenses(entityId)

  return (
    <div className="space-y-5">
      <PageHeader title={t("licenses.title")}>
        <OrganizationPicker entities={entities} value={entityId} onChange={choose} />
      </PageHeader>
      {entry?.status === "error" ? <LoadFailed error={entry.error} onRetry={retry} /> : null}
      {entry?.status === "error" && !entry.value ? null : entry?.value === undefined ? (
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
