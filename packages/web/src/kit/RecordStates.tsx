import type { AppError } from "@wellkit/core"
import type { ReactNode } from "react"
import { Link } from "react-router-dom"
import { LoadFailed } from "../components/LoadFailed.js"

/** One record's read as a page sees it: a cache entry or a `useRead` state; `missing` when its address names no record. */
export type RecordRead<A> =
  | { readonly status: "missing" }
  | { readonly status: "loading"; readonly value: A | undefined }
  | { readonly status: "ready"; readonly value: A }
  | { readonly status: "error"; readonly value: A | undefined; readonly error: AppError }
  | undefined

interface RecordStatesProps<A> {
  readonly read: RecordRead<A>
  readonly retry: () => void
  /** Where to go instead: the list, or the record that holds this one; none when the page shows its own above every state. */
  readonly back?: { readonly href: string; readonly label: string }
  /** `notFoundTitle`, when given, heads the not-found state (a page of its own has a heading). */
  readonly texts: { readonly loading: string; readonly notFound: string; readonly notFoundTitle?: string }
  readonly children: (value: A) => ReactNode
}

const isNotFound = (read: RecordRead<unknown>) =>
  read?.status === "missing" || (read?.status === "error" && read.error.status === 404)

/**
 * Every state of one record's page, said once: loading, failed (with Try
 * again), not there (a deleted record, or an address naming ids that do not
 * belong together) with the way back, or the record itself. Never a blank
 * page, never a spinner that waits for nothing.
 */
export const RecordStates = <A,>({ read, retry, back, texts, children }: RecordStatesProps<A>) => {
  const backLink = back ? (
    <Link
      to={back.href}
      className="text-sm text-brand-700 underline underline-offset-2 focus-visible:outline-2"
    >
      {back.label}
    </Link>
  ) : null
  if (isNotFound(read))
    return (
      <div className="space-y-3">
        {texts.notFoundTitle ? <h1 className="text-2xl font-semibold">{texts.notFoundTitle}</h1> : null}
        <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm">
          {texts.notFound}
        </p>
        {backLink}
      </div>
    )
  const value = read && read.status !== "missing" ? read.value : undefined
  // A record read again that failed (after a change inside it) stays shown, with the failure above it.
  if (value !== undefined)
    return (
      <>
        {read?.status === "error" ? <LoadFailed error={read.error} onRetry={retry} /> : null}
        {children(value)}
      </>
    )
  return (
    <div className="space-y-3">
      {read?.status === "error" ? (
        <LoadFailed error={read.error} onRetry={retry} />
      ) : (
        <p role="status" className="text-sm text-slate-600">
          {texts.loading}
        </p>
      )}
      {backLink}
    </div>
  )
}
