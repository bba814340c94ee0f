import { redirectHref } from "@wellkit/core"
import { type Member, Members } from "@wellkit/core/members"
import { useMemo } from "react"
import { Link } from "react-router-dom"
import { PageHeader } from "../../components/PageHeader.js"
import { useTranslation } from "../../i18n/index.js"
import type { Column } from "../../kit/ResourceTable.js"
import { SearchForm } from "../../kit/SearchForm.js"
import { SearchResults } from "../../kit/SearchResults.js"
import { FavoriteStar } from "../favorites/FavoriteStar.js"
import { searchFields } from "./fields.js"
import { statusLabel, useMemberSearch } from "./hooks.js"

const { resource } = Members

/** /noap/member: staff search one organization's members; the search lives in the address. */
export const MembersPage = () => {
  const { t } = useTranslation()
  const search = useMemberSearch()
  const fields = useMemo(() => searchFields(t), [t])
  const kept = resource.search.paramsOf(search.query)
  const hrefOf = (id: unknown) => redirectHref({ path: `${resource.listPath}/${id}`, params: kept })
  const columns = useMemo(
    (): ReadonlyArray<Column<Member>> => [
      {
        field: "lastName",
        label: t("members.fields.name"),
        render: (row) =>
          row.isTest ? `${Members.memberName(row)} (${t("members.testMember")})` : Members.memberName(row),
      },
      { field: "emailAddress", label: t("members.fields.emailAddress") },
      { field: "employeeId", label: t("members.fields.employeeId") },
      { field: "status", label: t("members.fields.status"), render: (row) => statusLabel(t, row.status) },
      // ADM-14: staff star a member where they find them.
      {
        field: "userId",
        label: t("favorites.columns.star"),
        render: (row) => <FavoriteStar userId={row.userId} name={Members.memberName(row)} />,
      },
    ],
    [t],
  )
  const chosen = search.query.filters.entityId !== undefined
  return (
    <div className="space-y-5">
      <PageHeader title={t("members.title")}>
        <Link
          to={redirectHref({ path: `${resource.listPath}/new`, params: kept })}
          className="rounded-md bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800 focus-visible:outline-2"
        >
          {t("members.create")}
        </Link>
      </PageHeader>
      <SearchForm
        label={t("members.search.label")}
        fields={fields}
        filters={search.query.filters}
        onSearch={search.submit}
        texts={{ submit: t("members.search.submit"), clear: t("members.search.clear") }}
      />
      {chosen ? (
        <SearchResults
          caption={t("members.title")}
          idField="userId"
          columns={columns}
          search={search}
          hrefOf={hrefOf}
          texts={{
            loading: t("members.states.loading"),
            empty: t("members.states.empty"),
            noMatch: t("members.states.noMatch"),
            count: (count) => t("members.states.count", { count }),
          }}
        />
      ) : (
        <p className="text-slate-700">{t("members.search.pickFirst")}</p>
      )}
    </div>
  )
}

export const Component = MembersPage
