import { useTranslation } from "../../i18n/index.js"
import { OrganisationsLayout } from "./OrganisationsLayout.js"

/** /noap/admin/organisations: the organisation tree, nothing chosen yet. */
export const OrganisationsPage = () => {
  const { t } = useTranslation()
  return (
    <OrganisationsLayout selectedId={undefined}>
      {() => (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-sm text-slate-600">
          {t("organisations.choose")}
        </p>
      )}
    </OrganisationsLayout>
  )
}

/** Lazy route entry. */
export const Component = OrganisationsPage
