import { redirectHref } from "@wellkit/core"
import { type Administrator, Administrators } from "@wellkit/core/administrators"
import { useMemo } from "react"
import { Link } from "react-router-dom"
import { useEntities } from "../../app/use-entities.js"
import { PageHeader } from "../../components/PageHeader.js"
import { useTranslation } from "../../i18n/index.js"
import type { Column } from "../../kit/ResourceTable.js"
import { SearchForm } from "../../kit/SearchForm.js"
import { SearchResults } from "../../kit/SearchResults.js"
import { searchFields } from "./fields.js"
import { adminTypeLabel, fullName, useAdministratorSearch } from "./hooks.js"

const { resource } = Administrators

/** /noap/admin/administrators: staff search every organization's administrators. */
export const AdministratorsPage = () => {
  const { t } = useTranslation()
  const search = useAdministratorSearch()
  const { entities } = useEntities()
  const fields = useMemo(() => searchFields(t), [t])
  const kept = resource.search.paramsOf(search.query)
  const hrefOf = (id: unknown) => redirectHref({ path: `${resource.listPath}/${id}`, params: kept })
  const columns = useMemo(
    (): ReadonlyArray<Column<Administrator>> => [
      { field: "lastName", label: t("administrators.fields.name"), render: fullName },
      { field: "emailAddress", label: t("administrators.fields.emailAddress") },
      {
        field: "organizationId",
        label: t("administrators.fields.organizationId"),
        render: (row) =>
          entities.find((entity) => entity.id === row.organizationId)?.name ?? row.organizationId,
      },
      {
        field: "adminType",
        label: t("administrators.fields.adminType"),
        render: (row) => adminTypeLabel(t, row.adminType),
      },
      {
        field: "isVerified",
        label: t("administrators.fields.isVerified"),
        render: (row) => t(row.isVerified ? "administrators.verified" : "administrators.notVerified"),
      },
    ],
    [t, entities],
  )

  return (
    <div className="space-y-5">
      <PageHeader title={t("administrators.title")}>
        <Link
          to={redirectHref({ path: `${resource.listPath}/new`, params: kept })}
          className="rounded-md bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800 focus-visible:outline-2"
        >
          {t("administrators.create")}
        </Link>
      </PageHeader>
      <SearchForm
        label={t("administrators.search.label")}
        fields={fields}
        filters={search.query.filters}
        onSearch={search.submit}
        texts={{ submit: t("administrators.search.submit"), clear: t("administrators.search.clear") }}
      />
      <SearchResults
        caption={t("administrators.title")}
        idField="userId"
        columns={columns}
        search={search}
        hrefOf={hrefOf}
        texts={{
          loading: t("administrators.states.loading"),
          empty: t("administrators.states.empty"),
          noMatch: t("administrators.states.noMatch"),
          count: (count) => t("administrators.states.count", { count }),
        }}
      />
    </div>
  )
}

export const Component = AdministratorsPage
