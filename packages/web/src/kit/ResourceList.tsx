import {
  applyListQuery,
  type BelongsTo,
  type EntityId,
  mayWrite,
  NOBODY,
  type Owner,
  ownerParams,
  type ResourceAction,
  readListQuery,
  redirectHref,
  withListQuery,
} from "@wellkit/core"
import type { ReactNode } from "react"
import { Link, useSearchParams } from "react-router-dom"
import { useOrganization } from "../app/use-organization.js"
import { Field, inputClass } from "../components/Field.js"
import { OrganizationPicker } from "../components/OrganizationPicker.js"
import { PageHeader } from "../components/PageHeader.js"
import { useTranslation } from "../i18n/index.js"
import { ListStates } from "./ListStates.js"
import { Pager } from "./Pager.js"
import { type Column, ResourceTable } from "./ResourceTable.js"
import type { useResourceList } from "./use-resource.js"

export type { Column } from "./ResourceTable.js"

interface ResourceListProps<Item, O extends Owner> {
  readonly title: string
  /** The declaration: where the list and its records are, and whom they belong to (K1). */
  readonly resource: {
    readonly listPath: string
    readonly idField: string
    readonly belongsTo?: BelongsTo
    /** K9: a new record only when it has create. */
    readonly writes?: ReadonlyArray<ResourceAction>
  }
  /** Each row links to its record's page. @default true; a read-only list may be enough on its own (K9). */
  readonly detail?: boolean
  readonly columns: ReadonlyArray<Column<Item>>
  readonly searchFields: ReadonlyArray<keyof Item & string>
  /** How many rows are shown, in the area's words ("5 healthtrackers"). */
  readonly countOf: (count: number) => string
  /** The link to a new record, named for what it makes ("New healthtracker"); shown only with create (K9). */
  readonly createLabel?: string
  /** The owner's list: an organization's, or nobody's one list. */
  readonly useList: (owner: O | undefined) => ReturnType<typeof useResourceList<Item, unknown, O>>
}

/**
 * A resource's list page: search, sort and paging in the address, and every
 * state a list can be in: loading, failed (with Try again), empty, filtered to
 * nothing, and pages. An organization's resource has the organization picker
 * (its choice kept in the address); a resource of nobody's has one list.
 * The link to a new record shows only for a resource that creates (K9).
 */
export const ResourceList = <Item, O extends Owner = EntityId>(props: ResourceListProps<Item, O>) =>
  props.resource.belongsTo === "nobody" ? (
    <ListOf {...props} owner={NOBODY as O} />
  ) : (
    <OrganizationList {...props} />
  )

const OrganizationList = <Item, O extends Owner>(props: ResourceListProps<Item, O>) => {
  const { entities, entityId, choose } = useOrganization(props.resource.listPath)
  return (
    <ListOf
      {...props}
      owner={entityId as O | undefined}
      picker={<OrganizationPicker entities={entities} value={entityId} onChange={choose} />}
    />
  )
}

const ListOf = <Item, O extends Owner>({
  owner,
  picker,
  ...props
}: ResourceListProps<Item, O> & { readonly owner: O | undefined; readonly picker?: ReactNode }) => {
  const { t } = useTranslation()
  const [params, setParams] = useSearchParams()
  const { listPath, idField } = props.resource
  const { entry, retry } = props.useList(owner)
  const query = readListQuery(params)
  const change = (next: Parameters<typeof withListQuery>[1]) =>
    setParams(withListQuery(params, next), { replace: next.q !== undefined })
  const shown = entry?.value ? applyListQuery(entry.value, query, props.searchFields) : undefined
  const at = owner === undefined ? {} : ownerParams(owner)
  const hrefOf = (id: unknown) => redirectHref({ path: `${listPath}/${id}`, params: at })

  return (
    <div className="space-y-5">
      <PageHeader title={props.title}>
        {picker}
        {owner !== undefined && props.createLabel && mayWrite(props.resource, "create") ? (
          <Link
            to={redirectHref({ path: `${listPath}/new`, params: at })}
            className="rounded-md bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800 focus-visible:outline-2"
          >
            {props.createLabel}
          </Link>
        ) : null}
      </PageHeader>
      <Field label={t("kit.list.search")}>
        <input
          type="search"
          className={inputClass}
          value={query.q}
          onChange={(e) => change({ q: e.target.value })}
        />
      </Field>
      <ListStates
        entry={entry}
        retry={retry}
        matches={shown?.total ?? 0}
        query={query.q}
        texts={{ count: props.countOf(shown?.total ?? 0) }}
      >
        {shown ? (
          <ResourceTable
            caption={props.title}
            idField={idField as keyof Item & string}
            columns={props.columns}
            rows={shown.rows}
            hrefOf={props.detail === false ? undefined : hrefOf}
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
