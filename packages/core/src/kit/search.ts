import type { Redirect } from "../navigation/redirect.js"
import type { RedirectRule } from "./resource.js"

/**
 * A search page's filters and page, kept in the address so a search can be
 * shared, reloaded and gone back to (members, programs, reward approvals,
 * administrators: lists the server searches rather than the portal filters).
 */

/** How a filter is kept: free text, or an id (a positive whole number; anything else in the address is ignored). */
export type FilterKind = "text" | "id"

export type SearchFilters<F extends string = string> = Readonly<Partial<Record<F, string>>>

export interface SearchQuery<F extends string = string> {
  /** Only the filters given, trimmed, in the order they were declared. */
  readonly filters: SearchFilters<F>
  readonly page: number
}

const isId = (value: string) => /^[1-9]\d{0,15}$/.test(value)

/** The filters in `input` that `kinds` declares and that hold a usable value. */
export const cleanFilters = <F extends string>(
  kinds: Readonly<Record<F, FilterKind>>,
  input: Readonly<Partial<Record<string, string | null | undefined>>>,
): SearchFilters<F> => {
  const out: Partial<Record<F, string>> = {}
  for (const field of Object.keys(kinds) as Array<F>) {
    const value = input[field]?.trim()
    if (!value || (kinds[field] === "id" && !isId(value))) continue
    out[field] = value
  }
  return out
}

export const readSearch = <F extends string>(
  kinds: Readonly<Record<F, FilterKind>>,
  params: URLSearchParams,
): SearchQuery<F> => {
  const page = Number(params.get("page"))
  return {
    filters: cleanFilters(kinds, Object.fromEntries(params)),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  }
}

/** The query's own address parameters: given filters, and the page when it is not the first. */
export const searchParamsOf = (query: SearchQuery): Record<string, string> => ({
  ...(query.filters as Record<string, string>),
  ...(query.page > 1 ? { page: String(query.page) } : {}),
})

/** One text per query, equal for equal queries: what a screen compares and fetches by. */
export const searchKey = (query: SearchQuery): string => new URLSearchParams(searchParamsOf(query)).toString()

export const hasFilters = (query: SearchQuery): boolean => Object.keys(query.filters).length > 0

/**
 * The address's parameters with new filters (the search starts again at page
 * 1) or another page (the filters stay). Parameters the search does not
 * declare are kept.
 */
export const withSearch = <F extends string>(
  kinds: Readonly<Record<F, FilterKind>>,
  params: URLSearchParams,
  change: { readonly filters?: SearchFilters<F>; readonly page?: number },
): URLSearchParams => {
  const current = readSearch(kinds, params)
  const filters = change.filters === undefined ? current.filters : cleanFilters(kinds, change.filters)
  const page = change.page ?? (change.filters === undefined ? current.page : 1)
  const out = new URLSearchParams(params)
  for (const field of [...Object.keys(kinds), "page"]) out.delete(field)
  for (const [key, value] of Object.entries(searchParamsOf({ filters, page }))) out.set(key, value)
  return out
}

/**
 * HTTP-7 style: the call's query parameters, only those that are given, with
 * the page as `pageNumber` and `pageSize`, as text (the contract decodes them).
 */
export const searchCallParams = (query: SearchQuery, pageSize: number): Record<string, string> => ({
  ...(query.filters as Record<string, string>),
  pageNumber: String(query.page),
  pageSize: String(pageSize),
})

export const pageCount = (total: number, pageSize: number): number => Math.max(1, Math.ceil(total / pageSize))

/**
 * A search declared once by an area (its filters and page size): everything
 * the screens need about its address, bound to those filters, so a portal's
 * search page takes this one value.
 */
export const defineSearch = <F extends string>(kinds: Readonly<Record<F, FilterKind>>, pageSize: number) => ({
  kinds,
  pageSize,
  read: (params: URLSearchParams): SearchQuery<F> => readSearch(kinds, params),
  /** The address after a new search (from page 1) or another page (same filters). */
  change: (
    params: URLSearchParams,
    change: { readonly filters?: SearchFilters<F>; readonly page?: number },
  ) => withSearch(kinds, params, change),
  key: (query: SearchQuery<F>): string => searchKey(query),
  paramsOf: (query: SearchQuery<F>): Record<string, string> => searchParamsOf(query),
  hasFilters: (query: SearchQuery<F>): boolean => hasFilters(query),
  pageCount: (total: number): number => pageCount(total, pageSize),
  callParams: (query: SearchQuery<F>): Record<string, string> => searchCallParams(query, pageSize),
})
export type SearchDeclaration<F extends string = string> = ReturnType<typeof defineSearch<F>>

/**
 * ADM-2 for a searched resource: a record's page is `${listPath}/${id}`, and
 * the list is the search the person came from, so both carry its parameters
 * (the record's "Back to the list" and a delete return to the same results).
 */
export const searchRedirect =
  (rules: { readonly listPath: string; readonly redirects: Readonly<Record<string, RedirectRule>> }) =>
  (action: string, target: { readonly id?: number | undefined; readonly search: SearchQuery }) => {
    const rule = rules.redirects[action]
    if (!rule || rule.to === "stay") return undefined
    const path =
      rule.to === "detail" && target.id !== undefined ? `${rules.listPath}/${target.id}` : rules.listPath
    return { path, params: searchParamsOf(target.search), replace: rule.replace ?? false } satisfies Redirect
  }
