import { useCallback, useEffect, useRef } from "react"
import { useSearchParams } from "react-router-dom"
import { useReload } from "../app/navigation.js"
import { type ReadState, useRead } from "../app/use-cache.js"

export type SearchFilters<F extends string> = Readonly<Partial<Record<F, string>>>
export interface SearchQuery<F extends string> {
  readonly filters: SearchFilters<F>
  readonly page: number
}

/** A searched area's address, as core's `defineSearch` declares it (bound to the area's filters). */
export interface SearchSpec<F extends string> {
  readonly pageSize: number
  readonly read: (params: URLSearchParams) => SearchQuery<F>
  readonly change: (
    params: URLSearchParams,
    change: { readonly filters?: SearchFilters<F>; readonly page?: number },
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

/**
 * A search whose filters and page live in the address: the address is the
 * only truth, so a reload, a shared link and Back show the same results, and
 * nothing here writes the address in answer to the address (no loop on Back).
 * A new search or page is a history entry of its own; the same search again
 * adds none. `spec` must be core's constant and `read` stable.
 */
export const useSearch = <F extends string, Item>(
  spec: SearchSpec<F>,
  read: (query: SearchQuery<F>) => Promise<SearchPage<Item>>,
) => {
  const [params, setParams] = useSearchParams()
  const query = spec.read(params)
  const key = spec.key(query)
  const readKey = useCallback(
    async (asked: string) => ({ asked, found: await read(spec.read(new URLSearchParams(asked))) }),
    [read, spec],
  )
  const { state: answer, retry } = useRead(readKey, key)
  // Until the new search answers, the last one's rows are not this page's: never show them under it.
  const value = answer.value?.asked === key ? answer.value.found : undefined
  const state: ReadState<SearchPage<Item>> =
    answer.status === "error"
      ? { status: "error", value, error: answer.error }
      : answer.status === "ready" && value
        ? { status: "ready", value }
        : { status: "loading", value }
  // NAV-10: choosing the page you are on searches again.
  const token = useReload((store) => store.token)
  const seen = useRef(token)
  useEffect(() => {
    if (token === seen.current) return
    seen.current = token
    retry()
  }, [token, retry])
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
    /** Another page of the same search. */
    goToPage: (page: number) => go(spec.change(params, { page })),
  }
}

export type Search<F extends string, Item> = ReturnType<typeof useSearch<F, Item>>
