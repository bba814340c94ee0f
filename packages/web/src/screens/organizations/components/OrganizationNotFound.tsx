import { ORGANIZATIONS_PATH } from "@wellkit/core/organizations"
import { Link } from "react-router-dom"
import { useTranslation } from "../../../i18n/index.js"

/** A route naming an organization that does not exist (or that the person may not see): said plainly, with a way back. */
export const OrganizationNotFound = ({ id }: { readonly id: string }) => {
  const { t } = useTranslation()
  return (
    <section
      role="alert"
      aria-labelledby="organization-not-found"
      className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-6"
    >
      <h2 id="organization-not-found" className="text-lg font-semibold">
        {t("organizations.notFound.title")}
      </h2>
      <p className="text-sm">{t("organizations.notFound.body", { id: id.slice(0, 40) })}</p>
      <Link
        to={ORGANIZATIONS_PATH}
        className="inline-block text-sm font-medium text-brand-700 underline underline-offset-2 focus-visible:outline-2"
      >
        {t("organizations.notFound.back")}
      </Link>
    </section>
  )
}
