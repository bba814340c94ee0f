import { isCalendarDate } from "../forms/dates.js"
import type { Redirect } from "../navigation/redirect.js"
import type { RedirectRule } from "./resource.js"

/**
 * A search page's filters and page, kept in the address so a search can be
 * shared, reloaded and gone back to (members, programs, reward approvals,
 * administrators: lists the server searches rather than the portal filters).
 */

/**
 * How a filter is kept in the address (anything unusable there is ignored, never sent):
 * - `text`: free text; `select`: one value of a pick list;
 * - `id`: a positive whole number;
 * - `list`: several values (tags), comma-joined, each trimmed, without blanks or repeats;
 * - `date`: a real calendar day, YYYY-MM-DD;
 * - `boolean`: `true` or `false`.
 */
export type FilterKind = "text" | "select" | "id" | "list" | "date" | "boolean"

export type SearchFilters<F extends string = string> = Readonly<Partial<Record<F, string>>>

export interface SearchQuery<F extends string = string> {
  /** Only the filters given, trimmed, in the order they were declared. */
  readonly filters: SearchFilters<F>
  readonly page: number
  /** One of the search's declared orders; absent for its first (the default), which the address leaves out. */
  readonly sort?: string
}

const isId = (value: string) => /^[1-9]\d{0,15}$/.test(value)

/** The values of a `list` filter, as kept: trimmed, no blanks, each once. */
export const listValues = (value: string | undefined): ReadonlyArray<string> => [
  ...new Set(
    (value ?? "")
      .split(",")
      .map((part) => part.trim())
      .filter(Boolean),
  ),
]

/** The value as the filter keeps it, or undefined when it is not one. */
const kept = (kind: FilterKind, raw: string): string | undefined => {
  const value = raw.trim()
  if (!value) return undefined
  switch (kind) {
    case "id":
      return isId(value) ? value : undefined
    case "list":
      return listValues(value).join(",") || undefined
    case "date":
      return isCalendarDate(value) ? value : undefined
    case "boolean":
      return value === "true" || value === "false" ? value : undefined
    default:
      return value
  }
}

/** The filters in `input` that `kinds` declares and that hold a usable value. */
export const cleanFilters = <F extends string>(
  kinds: Readonly<Record<F, FilterKind>>,
  input: Readonly<Partial<Record<string, string | null | undefined>>>,
): SearchFilters<F> => {
  const out: Partial<Record<F, string>> = {}
  for (const field of Object.keys(kinds) as Array<F>) {
    const value = kept(kinds[field], input[field] ?? "")
    if (value !== undefined) out[field] = value
  }
  return out
}

/** A search's orders: the first is the default (no `sort` in the address); others are named there. */
export type SearchSorts = ReadonlyArray<string>

export const readSearch = <F extends string>(
  kinds: Readonly<Record<F, FilterKind>>,
  params: URLSearchParams,
  sorts: SearchSorts = [],
): SearchQuery<F> => {
  const page = Number(params.get("page"))
  const sort = params.get("sort") ?? ""
  return {
    filters: cleanFilters(kinds, Object.fromEntries(params)),
    page: Number.isInteger(page) && page > 1 ? page : 1,
    ...(sorts.indexOf(sort) > 0 ? { sort } : {}),
  }
}

/** The query's own address parameters: given filters, a sort other than the default, and the page when it is not the first. */
export const searchParamsOf = (query: SearchQuery): Record<string, string> => ({
  ...(query.filters as Record<string, string>),
  ...(query.sort ? { sort: query.sort } : {}),
  ...(query.page > 1 ? { page: String(query.page) } : {}),
})

/** One text per query, equal for equal queries: what a screen compares and fetches by. */
export const searchKey = (query: SearchQuery): string => new URLSearchParams(searchParamsOf(query)).toString()

export const hasFilters = (query: SearchQuery): boolean => Object.keys(query.filters).length > 0

export interface SearchChange<F extends string> {
  readonly filters?: SearchFilters<F>
  readonly page?: number
  /** Another order; undefined keeps the current one, "" goes back to the default. */
  readonly sort?: string
}

/**
 * The address's parameters with new filters or another order (the search
 * starts again at page 1) or another page (the rest stays). Parameters the
 * search does not declare are kept.
 */
export const withSearch = <F extends string>(
  kinds: Readonly<Record<F, FilterKind>>,
  params: URLSearchParams,
  change: SearchChange<F>,
  sorts: SearchSorts = [],
): URLSearchParams => {
  const current = readSearch(kinds, params, sorts)
  const filters = change.filters === undefined ? current.filters : cleanFilters(kinds, change.filters)
  const restarts = change.filters !== undefined || change.sort !== undefined
  const page = change.page ?? (restarts ? 1 : current.page)
  const sortText = change.sort ?? current.sort ?? ""
  const sort = sorts.indexOf(sortText) > 0 ? sortText : undefined
  const out = new URLSearchParams(params)
  for (const field of [...Object.keys(kinds), "page", "sort"]) out.delete(field)
  const next = { filters, page, ...(sort ? { sort } : {}) }
  for (const [key, value] of Object.entries(searchParamsOf(next))) out.set(key, value)
  return out
}

/** How a search's filters go on the wire: the call's query parameters, as text (the contract decodes them). */
export type SearchWire<F extends string> = (filters: SearchFilters<F>) => Readonly<Record<string, string>>

/** HTTP-7: only the filters given; nothing is sent as `x=` or `x=null`. */
export const onlyGiven = <F extends string>(filters: SearchFilters<F>): Readonly<Record<string, string>> =>
  filters as Record<string, string>

/**
 * The call's query parameters: the filters as the search's `wire` puts them
 * (HTTP-7 by default), its order when it has several, and the page as
 * `pageNumber` and `pageSize`.
 */
export const searchCallParams = <F extends string>(
  query: SearchQuery<F>,
  pageSize: number,
  options: { readonly wire?: SearchWire<F>; readonly sorts?: SearchSorts } = {},
): Record<string, string> => {
  const sort = query.sort ?? options.sorts?.[0]
  return {
    ...(options.wire ?? onlyGiven)(query.filters),
    ...(sort ? { sort } : {}),
    pageNumber: String(query.page),
    pageSize: String(pageSize),
  }
}

export const pageCount = (total: number, pageSize: number): number => Math.max(1, Math.ceil(total / pageSize))

/** What a search may say besides its filters and page size. */
export interface SearchOptions<F extends string> {
  /** Its orders, the default first; the order is `sort` in the address and on the wire. */
  readonly sorts?: SearchSorts
  /** How its filters go on the wire when not HTTP-7's "only those given" (programs' `tags`: HTTP-8). */
  readonly wire?: SearchWire<F>
}

/**
 * A search declared once by an area (its filters, page size, orders and wire
 * form): everything the screens and the service need about it, bound to
 * those filters, so a search page takes this one value.
 */
export const defineSearch = <F extends string>(
  kinds: Readonly<Record<F, FilterKind>>,
  pageSize: number,
  options: SearchOptions<F> = {},
) => ({
  kinds,
  pageSize,
  sorts: options.sorts ?? [],
  read: (params: URLSearchParams): SearchQuery<F> => readSearch(kinds, params, options.sorts),
  /** The address after a new search or order (from page 1) or another page (the rest kept). */
  change: (params: URLSearchParams, change: SearchChange<F>) =>
    withSearch(kinds, params, change, options.sorts),
  key: (query: SearchQuery<F>): string => searchKey(query),
  paramsOf: (query: SearchQuery<F>): Record<string, string> => searchParamsOf(query),
  hasFilters: (query: SearchQuery<F>): boolean => hasFilters(query),
  pageCount: (total: number): number => pageCount(total, pageSize),
  callParams: (query: SearchQuery<F>): Record<string, string> => searchCallParams(query, pageSize, options),
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
