import { applyListQuery, type EntityId, readListQuery, redirectHref, withListQuery } from "@wellkit/core"
import { Link, useSearchParams } from "react-router-dom"
import { useOrganisation } from "../app/use-organisation.js"
import { Field, inputClass } from "../components/Field.js"
import { OrganisationPicker } from "../components/OrganisationPicker.js"
import { useTranslation } from "../i18n/index.js"
import { ListStates } from "./ListStates.js"
import { Pager } from "./Pager.js"
import { type Column, ResourceTable } from "./ResourceTable.js"
import type { useResourceList } from "./use-resource.js"

export type { Column } from "./ResourceTable.js"

interface ResourceListProps<Item> {
  readonly title: string
  readonly listPath: string
  readonly idField: keyof Item & string
  readonly columns: ReadonlyArray<Column<Item>>
  readonly searchFields: ReadonlyArray<keyof Item & string>
  /** The first column links to the record; this is its text. */
  readonly useList: (entityId: EntityId | undefined) => ReturnType<typeof useResourceList<Item>>
}

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
  const shown = entry?.value ? applyListQuery(entry.value, query, props.searchFields) : undefined
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
      <ListStates entry={entry} retry={retry} matches={shown?.total ?? 0} query={query.q}>
        {shown ? (
          <ResourceTable
            caption={props.title}
            idField={props.idField}
            columns={props.columns}
            rows={shown.rows}
            hrefOf={hrefOf}
            sort={{ query, onSort: (sort, dir) => change({ sort, dir }) }}
          />
        ) : null}
        {shown && shown.pages > 1 ? (
          <Pager page={shown.page} pages={shown.pages} onPage={(page) => change({ page })} />
        ) : null}
      </ListStates>
    </div>
  )
}
