import { useTranslation } from "../../i18n/index.js"
import { OrganizationsLayout } from "./OrganizationsLayout.js"

/** /noap/admin/organizations: the organization tree, nothing chosen yet. */
export const OrganizationsPage = () => {
  const { t } = useTranslation()
  return (
    <OrganizationsLayout selectedId={undefined}>
      {() => (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-sm text-slate-600">
          {t("organizations.choose")}
        </p>
      )}
    </OrganizationsLayout>
  )
}

/** Lazy route entry. */
export const Component = OrganizationsPage
