import type { AppError, CacheEntry } from "@wellkit/core"
import { SelectField } from "../components/SelectField.js"
import { ListStates } from "./ListStates.js"
import { Pager } from "./Pager.js"
import { type Column, ResourceTable } from "./ResourceTable.js"
import type { Search } from "./use-search.js"

interface SearchResultsProps<F extends string, Item> {
  readonly caption: string
  readonly idField: keyof Item & string
  readonly columns: ReadonlyArray<Column<Item>>
  readonly search: Search<F, Item>
  /** The first column links to the record at this address. */
  readonly hrefOf: (id: unknown) => string
  /** The search's orders, when it has several: a select above the results (the first is the default). */
  readonly sorts?: {
    readonly label: string
    readonly options: ReadonlyArray<{ readonly value: string; readonly label: string }>
  }
  readonly texts: {
    readonly loading: string
    /** Nothing at all, with no filters given. */
    readonly empty: string
    /** Nothing for the filters given. */
    readonly noMatch: string
    readonly count: (total: number) => string
  }
}

/**
 * A search's results in every state, said once in the page: searching,
 * failed (with Try again), nothing at all, nothing for these filters, and
 * the rows with their pages.
 */
export const SearchResults = <F extends string, Item>(props: SearchResultsProps<F, Item>) => {
  const { spec, state, retry, query, goToPage, sortBy } = props.search
  const found = state.value
  const entry = { ...state, value: found?.rows } as CacheEntry<ReadonlyArray<Item>, AppError>
  const total = found?.total ?? 0
  const pages = spec.pageCount(total)
  const pager = <Pager page={query.page} pages={pages} onPage={goToPage} />
  const nothing = spec.hasFilters(query) ? props.texts.noMatch : props.texts.empty
  return (
    <>
      {props.sorts ? (
        <div className="w-56">
          <SelectField
            label={props.sorts.label}
            name="sort"
            value={query.sort ?? props.sorts.options[0]?.value ?? ""}
            options={props.sorts.options}
            onChange={(sort) => sortBy(sort === props.sorts?.options[0]?.value ? "" : sort)}
          />
        </div>
      ) : null}
      <ListStates
        entry={entry}
        retry={retry}
        matches={total}
        query=""
        texts={{
          loading: props.texts.loading,
          empty: nothing,
          noMatch: nothing,
          count: props.texts.count(total),
        }}
      >
        <ResourceTable
          caption={props.caption}
          idField={props.idField}
          columns={props.columns}
          rows={found?.rows ?? []}
          hrefOf={props.hrefOf}
        />
        {pages > 1 ? pager : null}
      </ListStates>
      {/* A page past the last (an old link): the way back to the results. */}
      {found && found.rows.length === 0 && query.page > 1 ? pager : null}
    </>
  )
}
