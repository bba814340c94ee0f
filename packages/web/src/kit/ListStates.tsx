import type { AppError, CacheEntry } from "@wellkit/core"
import type { ReactNode } from "react"
import { LoadFailed } from "../components/LoadFailed.js"
import { useTranslation } from "../i18n/index.js"

interface ListStatesProps {
  readonly entry: CacheEntry<ReadonlyArray<unknown>, AppError> | undefined
  readonly retry: () => void
  /** How many rows the search leaves, and the search text. */
  readonly matches: number
  readonly query: string
  /** The area's own words: always how many rows are shown ("5 healthtrackers"), the others where it has them. */
  readonly texts: {
    readonly loading?: string
    readonly empty?: string
    readonly noMatch?: string
    readonly count: string
  }
  /** The rows, shown once there are some. */
  readonly children: ReactNode
}

/**
 * Every state a list can be in, said once in the page: loading, failed (with
 * Try again), empty, filtered to nothing, and how many rows are shown.
 */
export const ListStates = ({ entry, retry, matches, query, texts, children }: ListStatesProps) => {
  const { t } = useTranslation()
  const items = entry?.value
  const result =
    items === undefined
      ? undefined
      : items.length === 0
        ? (texts.empty ?? t("kit.list.empty"))
        : matches === 0
          ? (texts.noMatch ?? t("kit.list.noMatch", { text: query }))
          : texts.count
  return (
    <>
      {entry?.status === "error" ? <LoadFailed error={entry.error} onRetry={retry} /> : null}
      {items === undefined && entry?.status !== "error" ? (
        <p role="status" className="text-sm text-slate-600">
          {texts.loading ?? t("kit.list.loading")}
        </p>
      ) : null}
      {/* Always in the page, so a screen reader hears each result as it comes, "nothing matches" too. */}
      <p aria-live="polite" className={result === undefined ? "sr-only" : "text-sm text-slate-600"}>
        {result}
      </p>
      {items !== undefined && matches > 0 ? (
        <section aria-busy={entry?.status === "loading"} className="space-y-3">
          {children}
        </section>
      ) : null}
    </>
  )
}
