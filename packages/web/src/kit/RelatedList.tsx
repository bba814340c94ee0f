import type { AppError, CacheEntry, Related, WellkitServices } from "@wellkit/core"
import type { ReactNode } from "react"
import { ListStates } from "./ListStates.js"
import { useRelated } from "./use-related.js"

interface RelatedListProps<K, A, R> {
  /** The related read (K8), and the key it is read for: a member, or a member's challenge. */
  readonly related: Related<K, A, WellkitServices>
  readonly of: K | undefined
  /** The tab's own words; the list is never searched, so its empty text is also its "nothing matches". */
  readonly texts: {
    readonly loading: string
    readonly empty: string
    readonly count: (count: number) => string
  }
  /** The rows as the tab shows them (newest first, the member marked); by default the value itself. */
  readonly rows?: (value: A) => ReadonlyArray<R>
  readonly children: (rows: ReadonlyArray<R>) => ReactNode
}

/**
 * K8: a related list in a record's tab. Every tab had the same `useRelated` read
 * and the same `ListStates` around its rows; saying it once keeps each tab's
 * loading, failed (Try again), empty and count states alike, and a tab only
 * says its words and how a row looks.
 */
export const RelatedList = <K, A, R = A extends ReadonlyArray<infer E> ? E : never>({
  related,
  of,
  texts,
  rows: rowsOf = (value) => value as ReadonlyArray<R>,
  children,
}: RelatedListProps<K, A, R>) => {
  const { entry, retry } = useRelated(related, of)
  // The same entry, its value turned into the rows; a ready entry always has a value, so it stays a cache entry.
  const list =
    entry &&
    ({ ...entry, value: entry.value === undefined ? undefined : rowsOf(entry.value) } as CacheEntry<
      ReadonlyArray<R>,
      AppError
    >)
  const rows = list?.value ?? []
  return (
    <ListStates
      entry={list}
      retry={retry}
      matches={rows.length}
      query=""
      texts={{
        loading: texts.loading,
        empty: texts.empty,
        noMatch: texts.empty,
        count: texts.count(rows.length),
      }}
    >
      {children(rows)}
    </ListStates>
  )
}
