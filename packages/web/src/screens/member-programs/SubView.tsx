import { type ReactNode, useEffect, useId, useRef } from "react"
import { Button } from "../../components/Button.js"

interface SubViewProps {
  readonly title: string
  readonly hideLabel: string
  readonly onHide: () => void
  readonly children: ReactNode
}

/**
 * A row's sub-view (its activities, a leaderboard) inside the tab: a section with
 * its own heading, which takes the focus when it opens so a keyboard or screen
 * reader user lands on what they asked for.
 */
export const SubView = ({ title, hideLabel, onHide, children }: SubViewProps) => {
  const id = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  // Only when it opens: the sub-view's later reads must not pull the focus back.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new title is a new sub-view.
  useEffect(() => heading.current?.focus(), [title])
  return (
    <section aria-labelledby={id} className="space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={id} ref={heading} tabIndex={-1} className="text-base font-semibold focus-visible:outline-2">
          {title}
        </h3>
        <Button variant="secondary" onClick={onHide} aria-label={`${hideLabel}: ${title}`}>
          {hideLabel}
        </Button>
      </div>
      {children}
    </section>
  )
}

/** A small row button; its accessible name starts with its visible words and names the row. */
export const RowButton = ({
  label,
  of,
  expanded,
  onClick,
}: {
  readonly label: string
  readonly of: string
  readonly expanded?: boolean
  readonly onClick: () => void
}) => (
  <button
    type="button"
    aria-label={`${label}: ${of}`}
    aria-expanded={expanded}
    onClick={onClick}
    className="rounded-md border border-slate-300 bg-white px-2 py-1 text-xs font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
  >
    {label}
  </button>
)
