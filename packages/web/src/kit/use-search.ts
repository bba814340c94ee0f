import type { AppError, LazyCache, WellkitServices } from "@wellkit/core"
import type { Effect } from "effect"
import { useCallback, useEffect, useMemo } from "react"
import { useSearchParams } from "react-router-dom"
import { type ReadState, reportReadFailure, useCacheEntry } from "../app/use-cache.js"
import { useWellkit } from "../app/wellkit.js"

export type SearchFilters<F extends string> = Readonly<Partial<Record<F, string>>>
export interface SearchQuery<F extends string> {
  readonly filters: SearchFilters<F>
  readonly page: number
  readonly sort?: string
}

/** A searched area's address, as core's `defineSearch` declares it (bound to the area's filters). */
export interface SearchSpec<F extends string> {
  readonly pageSize: number
  readonly read: (params: URLSearchParams) => SearchQuery<F>
  readonly sorts: ReadonlyArray<string>
  readonly change: (
    params: URLSearchParams,
    change: { readonly filters?: SearchFilters<F>; readonly page?: number; readonly sort?: string },
  ) => URLSearchParams
  readonly key: (query: SearchQuery<F>) => string
  readonly paramsOf: (query: SearchQuery<F>) => Record<string, string>
  readonly hasFilters: (query: SearchQuery<F>) => boolean
  readonly pageCount: (total: number) => number
}

/** One page of a search's results, and how many there are in all. */
export interface SearchPage<Item> {
  readonly rows: ReadonlyArray<Item>
  readonly total: number
}

/** A searched area's service in core (`searchedService`), as a search page uses it. */
export interface SearchService<F extends string, Page> {
  readonly pages: Effect.Effect<LazyCache<string, Page, AppError>, never, WellkitServices>
  readonly search: (query: SearchQuery<F>) => Effect.Effect<Page, AppError, WellkitServices>
  readonly research: (query: SearchQuery<F>) => Effect.Effect<Page, AppError, WellkitServices>
  readonly remember: (query: SearchQuery<F>) => Effect.Effect<void, never, WellkitServices>
}

/**
 * Where a search page's results come from: the service's kept pages, a page
 * read when not kept, read again, and the search to remember as shown (ADM-6
 * runs it again after a write); `rows` says where a page's rows and total are.
 */
export interface SearchSource<F extends string, Page, Item> {
  readonly cache: LazyCache<string, Page, AppError>
  readonly load: (query: SearchQuery<F>) => Promise<unknown>
  readonly reload: (query: SearchQuery<F>) => Promise<unknown>
  readonly remember: (query: SearchQuery<F>) => void
  readonly rows: (page: Page) => SearchPage<Item>
}

/** A searched area's service bound to the portal's SDK, as `useSearch` reads it. */
export const useSearchService = <F extends string, Page, Item>(
  service: SearchService<F, Page>,
  rows: (page: Page) => SearchPage<Item>,
): SearchSource<F, Page, Item> => {
  const { client } = useWellkit()
  return useMemo(
    () => ({
      cache: client.runtime.runSync(service.pages),
      load: (query) => client.run(service.search(query)),
      reload: (query) => client.run(service.research(query)),
      remember: (query) => client.runtime.runSync(service.remember(query)),
      rows,
    }),
    [client, service, rows],
  )
}

/**
 * A search whose filters, order and page live in the address: the address is
 * the only truth, so a reload, a shared link and Back show the same results,
 * and nothing here writes the address in answer to the address (no loop on
 * Back). A new search, order or page is a history entry of its own; the same
 * search again adds none. Pages are kept by the service, so Back shows them at
 * once. `spec` must be core's constant and `source` stable.
 */
export const useSearch = <F extends string, Page, Item>(
  spec: SearchSpec<F>,
  source: SearchSource<F, Page, Item>,
) => {
  const [params, setParams] = useSearchParams()
  const query = spec.read(params)
  const key = spec.key(query)
  const queryOf = useCallback((asked: string) => spec.read(new URLSearchParams(asked)), [spec])
  const load = useCallback((asked: string) => source.load(queryOf(asked)), [source, queryOf])
  const reload = useCallback((asked: string) => source.reload(queryOf(asked)), [source, queryOf])
  const entry = useCacheEntry(source.cache, key, load, reload)
  // ADM-6: the search on screen is the one a write runs again, kept or not.
  useEffect(() => {
    source.remember(queryOf(key))
  }, [source, queryOf, key])
  const found = entry?.value === undefined ? undefined : source.rows(entry.value)
  const state: ReadState<SearchPage<Item>> =
    entry?.status === "error"
      ? { status: "error", value: found, error: entry.error }
      : entry?.status === "ready" && found
        ? { status: "ready", value: found }
        : { status: "loading", value: found }
  const retry = useCallback(() => void reload(key).catch(reportReadFailure), [reload, key])
  const go = (next: URLSearchParams) => {
    if (next.toString() !== params.toString()) setParams(next)
  }
  return {
    spec,
    query,
    state,
    retry,
    /** A new search, from page 1. */
    submit: (filters: SearchFilters<F>) => go(spec.change(params, { filters })),
    /** Another order of the same search, from page 1 ("" is the default order). */
    sortBy: (sort: string) => go(spec.change(params, { sort })),
    /** Another page of the same search. */
    goToPage: (page: number) => go(spec.change(params, { page })),
  }
}

export type Search<F extends string, Item> = ReturnType<typeof useSearch<F, unknown, Item>>
