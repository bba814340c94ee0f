/**
 * A list page's search, sort and page, kept in the address so a list can be
 * shared, reloaded and gone back to. Defaults are left out of the address.
 */
export interface ListQuery {
  readonly q: string
  readonly sort: string | undefined
  readonly dir: "asc" | "desc"
  readonly page: number
}

export const PAGE_SIZE = 25

export const readListQuery = (params: URLSearchParams): ListQuery => {
  const page = Number(params.get("page"))
  return {
    q: params.get("q") ?? "",
    sort: params.get("sort") || undefined,
    dir: params.get("dir") === "desc" ? "desc" : "asc",
    page: Number.isInteger(page) && page > 1 ? page : 1,
  }
}

/** The address's parameters with `change` applied; a new search or sort starts again at page 1. */
export const withListQuery = (params: URLSearchParams, change: Partial<ListQuery>): URLSearchParams => {
  const next = { ...readListQuery(params), ...change }
  if (change.q !== undefined || change.sort !== undefined || change.dir !== undefined)
    next.page = change.page ?? 1
  const out = new URLSearchParams(params)
  const set = (key: string, value: string | undefined) => (value ? out.set(key, value) : out.delete(key))
  set("q", next.q.trim() ? next.q : undefined)
  set("sort", next.sort)
  set("dir", next.sort && next.dir === "desc" ? "desc" : undefined)
  set("page", next.page > 1 ? String(next.page) : undefined)
  return out
}

const text = (value: unknown) => (value === null || value === undefined ? "" : String(value))

/** Filters by every search field (case and accents ignored), sorts, and cuts the page asked for. */
export const applyListQuery = <T>(
  items: ReadonlyArray<T>,
  query: ListQuery,
  searchFields: ReadonlyArray<keyof T & string>,
  pageSize = PAGE_SIZE,
) => {
  const fold = (value: string) =>
    value
      .normalize("NFD")
      .replace(/\p{Diacritic}/gu, "")
      .toLowerCase()
  const needle = fold(query.q.trim())
  const matching = needle
    ? items.filter((item) => searchFields.some((field) => fold(text(item[field])).includes(needle)))
    : [...items]
  const sort = query.sort as (keyof T & string) | undefined
  if (sort) {
    const direction = query.dir === "desc" ? -1 : 1
    matching.sort((a, b) => {
      const [x, y] = [a[sort], b[sort]]
      const order =
        typeof x === "number" && typeof y === "number"
          ? x - y
          : text(x).localeCompare(text(y), "en", { numeric: true, sensitivity: "base" })
      return order * direction
    })
  }
  const pages = Math.max(1, Math.ceil(matching.length / pageSize))
  const page = Math.min(query.page, pages)
  return { rows: matching.slice((page - 1) * pageSize, page * pageSize), total: matching.length, page, pages }
}
