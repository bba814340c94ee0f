import { SelectField } from "../components/SelectField.js"
import type { Search } from "./use-search.js"

interface SearchSortProps<F extends string, Item> {
  readonly search: Search<F, Item>
  readonly label: string
  /** Each declared order's words, by its name in the address. */
  readonly labelOf: (sort: string) => string
}

/**
 * A search's order as a select: the first declared order is the default (no
 * `sort` in the address); choosing another starts the search again at page 1,
 * a history entry of its own, so Back returns to the order before.
 */
export const SearchSort = <F extends string, Item>({ search, label, labelOf }: SearchSortProps<F, Item>) => {
  const [fallback = ""] = search.spec.sorts
  return (
    <SelectField
      label={label}
      name="sort"
      value={search.query.sort ?? fallback}
      options={search.spec.sorts.map((sort) => ({ value: sort, label: labelOf(sort) }))}
      onChange={(sort) => search.sortBy(sort === fallback ? "" : sort)}
    />
  )
}
