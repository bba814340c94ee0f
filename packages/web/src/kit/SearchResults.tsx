import type { AppError, CacheEntry } from "@wellkit/core"
import type { ReactNode } from "react"
import { ListStates } from "./ListStates.js"
import { Pager } from "./Pager.js"
import { type Column, ResourceTable } from "./ResourceTable.js"
import type { Search } from "./use-search.js"

/** The rows as a table whose first column links to each record. */
interface TableRows<Item> {
  readonly caption: string
  readonly idField: keyof Item & string
  readonly columns: ReadonlyArray<Column<Item>>
  /** The first column links to the record at this address. */
  readonly hrefOf: (id: unknown) => string
}

/** The rows as the area shows them (a review queue), given one page at a time. */
interface OwnRows<Item> {
  readonly render: (rows: ReadonlyArray<Item>) => ReactNode
}

type SearchResultsProps<F extends string, Item> = (TableRows<Item> | OwnRows<Item>) & {
  readonly search: Search<F, Item>
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
 * the rows with their pages, as a table or as the area renders them.
 */
export const SearchResults = <F extends string, Item>(props: SearchResultsProps<F, Item>) => {
  const { spec, state, retry, query, goToPage } = props.search
  const found = state.value
  const entry = { ...state, value: found?.rows } as CacheEntry<ReadonlyArray<Item>, AppError>
  const total = found?.total ?? 0
  const pages = spec.pageCount(total)
  const pager = <Pager page={query.page} pages={pages} onPage={goToPage} />
  const nothing = spec.hasFilters(query) ? props.texts.noMatch : props.texts.empty
  return (
    <>
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
        {"render" in props ? (
          props.render(found?.rows ?? [])
        ) : (
          <ResourceTable
            caption={props.caption}
            idField={props.idField}
            columns={props.columns}
            rows={found?.rows ?? []}
            hrefOf={props.hrefOf}
          />
        )}
        {pages > 1 ? pager : null}
      </ListStates>
      {/* A page past the last (an old link): the way back to the results. */}
      {found && found.rows.length === 0 && query.page > 1 ? pager : null}
    </>
  )
}
