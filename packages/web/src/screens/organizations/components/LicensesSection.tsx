import { AdminLicenses, type EntityId, fillPath, formatDay, ownerParams, redirectHref } from "@wellkit/core"
import { Link } from "react-router-dom"
import { LoadFailed } from "../../../components/LoadFailed.js"
import { useTranslation } from "../../../i18n/index.js"
import { useResourceList } from "../../../kit/use-resource.js"
import { Section } from "./Section.js"

const linkClass = "text-brand-700 underline underline-offset-2 focus-visible:outline-2"

/** The organization's licenses (Tango reward accounts): each opens its own page; a new one starts here. */
export const LicensesSection = ({ entityId }: { readonly entityId: EntityId }) => {
  const { t } = useTranslation()
  const { entry, retry } = useResourceList(AdminLicenses.cache, AdminLicenses, entityId)
  const hrefOf = (licenseId?: number) =>
    redirectHref({
      path: fillPath(AdminLicenses.resource.detailPath, { licenseId }),
      params: ownerParams(entityId),
    })
  const licenses = entry?.value
  return (
    <Section title={t("adminLicenses.section.title")}>
      {entry?.status === "error" ? <LoadFailed error={entry.error} onRetry={retry} /> : null}
      {licenses === undefined ? (
        entry?.status === "error" ? null : (
          <p role="status" className="text-sm text-slate-600">
            {t("adminLicenses.section.loading")}
          </p>
        )
      ) : licenses.length === 0 ? (
        <p className="text-sm text-slate-600">{t("adminLicenses.section.empty")}</p>
      ) : (
        <ul className="divide-y divide-slate-100 text-sm">
          {licenses.map((license) => (
            <li key={license.licenseId} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 py-2">
              <Link to={hrefOf(license.licenseId)} className={`font-medium ${linkClass}`}>
                {license.name}
              </Link>
              <span
                className={`rounded-full px-2 py-0.5 text-xs ${license.isActive ? "bg-green-100 text-green-900" : "bg-slate-100 text-slate-800"}`}
              >
                {t(license.isActive ? "adminLicenses.section.active" : "adminLicenses.section.inactive")}
              </span>
              <span className="text-slate-600">
                {t("adminLicenses.section.starts", { date: formatDay(license.startDate) })}
              </span>
            </li>
          ))}
        </ul>
      )}
      <Link to={hrefOf()} className={`inline-block text-sm ${linkClass}`}>
        {t("adminLicenses.section.new")}
      </Link>
    </Section>
  )
}
