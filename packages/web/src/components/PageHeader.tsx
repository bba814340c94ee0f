import type { ReactNode } from "react"

/**
 * A page's main heading, with what acts on the whole page beside it (the organization picker, a
 * "New …" link). The heading keeps its place whether or not anything is beside it, so it does
 * not jump between pages (issue 39.8); the controls line up along their lower edge.
 */
export const PageHeader = ({
  title,
  intro,
  children,
}: {
  readonly title: ReactNode
  readonly intro?: ReactNode
  readonly children?: ReactNode
}) => (
  <header className="flex flex-wrap items-start gap-4">
    <div className="mr-auto">
      <h1 className="text-2xl font-semibold">{title}</h1>
      {intro ? <p className="text-sm text-slate-600">{intro}</p> : null}
    </div>
    {children ? <div className="flex flex-wrap items-end gap-4">{children}</div> : null}
  </header>
)
