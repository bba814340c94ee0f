import { formatDay, redirectHref } from "@wellkit/core"
import { type PROGRAM_SORTS, type Program, Programs } from "@wellkit/core/programs"
import { useMemo } from "react"
import { Link } from "react-router-dom"
import { useEntities } from "../../app/use-entities.js"
import { PageHeader } from "../../components/PageHeader.js"
import { useTranslation } from "../../i18n/index.js"
import type { Column } from "../../kit/ResourceTable.js"
import { SearchForm } from "../../kit/SearchForm.js"
import { SearchResults } from "../../kit/SearchResults.js"
import { SearchSort } from "../../kit/SearchSort.js"
import { searchFields } from "./fields.js"
import { useProgramSearch } from "./hooks.js"

const { resource } = Programs

/** /noap/admin/programs: staff find programs by organization, status and tags (HTTP-8); the search is the address. */
export const ProgramsPage = () => {
  const { t } = useTranslation()
  const search = useProgramSearch()
  const { entities } = useEntities()
  const fields = useMemo(() => searchFields(t), [t])
  const kept = resource.search.paramsOf(search.query)
  const hrefOf = (id: unknown) => redirectHref({ path: `${resource.listPath}/${id}`, params: kept })
  const columns = useMemo(
    (): ReadonlyArray<Column<Program>> => [
      { field: "name", label: t("programs.fields.name") },
      {
        field: "entityId",
        label: t("programs.fields.entityId"),
        render: (row) => entities.find((entity) => entity.id === row.entityId)?.name ?? row.entityId,
      },
      {
        field: "status",
        label: t("programs.fields.status"),
        render: (row) => t(`programs.statuses.${row.status}`),
      },
      {
        field: "startDate",
        label: t("programs.fields.startDate"),
        render: (row) => formatDay(row.startDate),
      },
      { field: "tags", label: t("programs.fields.tags"), render: (row) => row.tags.join(", ") },
    ],
    [t, entities],
  )
  return (
    <div className="space-y-5">
      <PageHeader title={t("programs.title")}>
        <Link
          to={redirectHref({ path: `${resource.listPath}/new`, params: kept })}
          className="rounded-md bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800 focus-visible:outline-2"
        >
          {t("programs.create")}
        </Link>
      </PageHeader>
      <SearchForm
        label={t("programs.search.label")}
        fields={fields}
        filters={search.query.filters}
        onSearch={search.submit}
        texts={{ submit: t("programs.search.submit"), clear: t("programs.search.clear") }}
      />
      <div className="w-56">
        <SearchSort
          search={search}
          label={t("programs.search.sort")}
          labelOf={(sort) => t(`programs.search.sorts.${sort as (typeof PROGRAM_SORTS)[number]}`)}
        />
      </div>
      <SearchResults
        caption={t("programs.title")}
        idField="programId"
        columns={columns}
        search={search}
        hrefOf={hrefOf}
        texts={{
          loading: t("programs.states.loading"),
          empty: t("programs.states.empty"),
          noMatch: t("programs.states.noMatch"),
          count: (count) => t("programs.states.count", { count }),
        }}
      />
    </div>
  )
}

export const Component = ProgramsPage
