import { applyListQuery, type EntityId, readListQuery, redirectHref, withListQuery } from "@wellkit/core"
import type { ReactNode } from "react"
import { Link, useSearchParams } from "react-router-dom"
import { useOrganisation } from "../app/use-organisation.js"
import { Field, inputClass } from "../components/Field.js"
import { LoadFailed } from "../components/LoadFailed.js"
import { OrganisationPicker } from "../components/OrganisationPicker.js"
import { useTranslation } from "../i18n/index.js"
import type { useResourceList } from "./use-resource.js"

export interface Column<Item> {
  readonly field: keyof Item & string
  readonly label: string
  readonly numeric?: boolean
  readonly render?: (item: Item) => ReactNode
}

interface ResourceListProps<Item> {
  readonly title: string
  readonly listPath: string
  readonly idField: keyof Item & string
  readonly columns: ReadonlyArray<Column<Item>>
  readonly searchFields: ReadonlyArray<keyof Item & string>
  /** The first column links to the record; this is its text. */
  readonly useList: (
    entityId: EntityId | undefined,
  ) => ReturnType<typeof useResourceList<unknown, Item, unknown>>
}

const sortMark = { asc: "ascending", desc: "descending" } as const

/**
 * A resource's list page: the organisation (kept in the address), search,
 * sort and paging in the address too, and every state a list can be in:
 * loading, failed (with Try again), empty, filtered to nothing, and pages.
 */
export const ResourceList = <Item,>(props: ResourceListProps<Item>) => {
  const { t } = useTranslation()
  const [params, setParams] = useSearchParams()
  const { entities, entityId, choose } = useOrganisation(props.listPath)
  const { entry, retry } = props.useList(entityId)
  const query = readListQuery(params)
  const change = (next: Parameters<typeof withListQuery>[1]) =>
    setParams(withListQuery(params, next), { replace: next.q !== undefined })
  const items = entry?.value
  const shown = items ? applyListQuery(items, query, props.searchFields) : undefined
  const hrefOf = (id: unknown) =>
    redirectHref({ path: `${props.listPath}/${id}`, params: { entityId: String(entityId) } })

  return (
    <div className="space-y-5">
      <header className="flex flex-wrap items-end gap-4">
        <h1 className="mr-auto text-2xl font-semibold">{props.title}</h1>
        <OrganisationPicker entities={entities} value={entityId} onChange={choose} />
        {entityId !== undefined ? (
          <Link
            to={redirectHref({ path: `${props.listPath}/new`, params: { entityId: String(entityId) } })}
            className="rounded-md bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800 focus-visible:outline-2"
          >
            {t("kit.list.create")}
          </Link>
        ) : null}
      </header>
      <Field label={t("kit.list.search")}>
        <input
          type="search"
          className={inputClass}
          value={query.q}
          onChange={(e) => change({ q: e.target.value })}
        />
      </Field>
      {entry?.status === "error" ? <LoadFailed error={entry.error} onRetry={retry} /> : null}
      {!shown ? (
        entry?.status === "error" ? null : (
          <p role="status" className="text-sm text-slate-600">
            {t("kit.list.loading")}
          </p>
        )
      ) : items?.length === 0 ? (
        <p className="text-sm text-slate-600">{t("kit.list.empty")}</p>
      ) : shown.total === 0 ? (
        <p className="text-sm text-slate-600">{t("kit.list.noMatch", { text: query.q })}</p>
      ) : (
        <section aria-busy={entry?.status === "loading"} className="space-y-3">
          <p aria-live="polite" className="text-sm text-slate-600">
            {t("kit.list.count", { count: shown.total })}
          </p>
          <table className="w-full border-collapse text-left text-sm">
            <caption className="sr-only">{props.title}</caption>
            <thead className="border-b border-slate-200 text-xs tracking-wide text-slate-600 uppercase">
              <tr>
                {props.columns.map((column) => {
                  const sorted = query.sort === column.field ? query.dir : undefined
                  const next = sorted === "asc" ? "desc" : "asc"
                  return (
                    <th
                      key={column.field}
                      scope="col"
                      aria-sort={sorted ? sortMark[sorted] : "none"}
                      className={`py-2 pr-3 ${column.numeric ? "text-right" : ""}`}
                    >
                      <button
                        type="button"
                        className="uppercase underline-offset-2 hover:underline focus-visible:outline-2"
                        onClick={() => change({ sort: column.field, dir: next })}
                      >
                        {column.label}
                        {sorted ? <span aria-hidden="true">{sorted === "asc" ? " ▲" : " ▼"}</span> : null}
                      </button>
                    </th>
                  )
                })}
              </tr>
            </thead>
            <tbody>
              {shown.rows.map((item) => (
                <tr key={String(item[props.idField])} className="border-b border-slate-100">
                  {props.columns.map((column, index) => {
                    const value = column.render ? column.render(item) : String(item[column.field] ?? "—")
                    return (
                      <td
                        key={column.field}
                        className={`py-2 pr-3 ${column.numeric ? "text-right tabular-nums" : ""}`}
                      >
                        {index === 0 ? (
                          <Link
                            to={hrefOf(item[props.idField])}
                            className="font-medium text-brand-700 underline underline-offset-2 focus-visible:outline-2"
                          >
                            {value}
                          </Link>
                        ) : (
                          value
                        )}
                      </td>
                    )
                  })}
                </tr>
              ))}
            </tbody>
          </table>
          {shown.pages > 1 ? (
            <nav aria-label={t("kit.list.pages")} className="flex items-center gap-3 text-sm">
              <button
                type="button"
                className="rounded border border-slate-300 px-3 py-1 disabled:opacity-50"
                disabled={shown.page <= 1}
                onClick={() => change({ page: shown.page - 1 })}
              >
                {t("kit.list.previous")}
              </button>
              <span>{t("kit.list.pageOf", { page: shown.page, pages: shown.pages })}</span>
              <button
                type="button"
                className="rounded border border-slate-300 px-3 py-1 disabled:opacity-50"
                disabled={shown.page >= shown.pages}
                onClick={() => change({ page: shown.page + 1 })}
              >
                {t("kit.list.next")}
              </button>
            </nav>
          ) : null}
        </section>
      )}
    </div>
  )
}
