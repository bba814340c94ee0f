import { Link } from "react-router-dom"

interface BreadcrumbsProps {
  /** The trail's accessible name. */
  readonly label: string
  /** From the list down; the last is the page itself. A step with no page of its own has no link. */
  readonly trail: ReadonlyArray<{ readonly label: string; readonly href?: string | undefined }>
}

/** Where a nested record's page sits: each record above it, as a link back. */
export const Breadcrumbs = ({ label, trail }: BreadcrumbsProps) => (
  <nav aria-label={label}>
    <ol className="flex flex-wrap items-center gap-1 text-sm text-slate-600">
      {trail.map((step, index) => (
        <li key={step.href ?? step.label} className="flex items-center gap-1">
          {index > 0 ? <span aria-hidden="true">›</span> : null}
          {index === trail.length - 1 ? (
            <span aria-current="page" className="font-medium text-slate-800">
              {step.label}
            </span>
          ) : step.href ? (
            <Link
              to={step.href}
              className="text-brand-700 underline underline-offset-2 focus-visible:outline-2"
            >
              {step.label}
            </Link>
          ) : (
            <span>{step.label}</span>
          )}
        </li>
      ))}
    </ol>
  </nav>
)
