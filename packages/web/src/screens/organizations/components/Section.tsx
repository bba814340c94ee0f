import { type ReactNode, useId } from "react"

/** One titled part of an organization's page. */
export const Section = ({ title, children }: { readonly title: string; readonly children: ReactNode }) => {
  const id = useId()
  return (
    <section aria-labelledby={id} className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
      <h3 id={id} className="text-base font-semibold">
        {title}
      </h3>
      {children}
    </section>
  )
}
