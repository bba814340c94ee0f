import type { ReactNode } from "react"

/** The frame of every signed-out page: brand, title, a short intro, then the form. */
export const AuthCard = ({
  title,
  intro,
  children,
}: {
  title: string
  intro?: string
  children: ReactNode
}) => (
  <div className="mx-auto mt-16 max-w-md rounded-lg border border-slate-200 bg-white p-8 shadow-sm">
    <p className="text-2xl font-bold tracking-tight text-brand-700">wellkit</p>
    <h1 className="mt-4 text-xl font-semibold">{title}</h1>
    {intro ? <p className="mt-1 text-sm text-slate-600">{intro}</p> : null}
    <div className="mt-6">{children}</div>
  </div>
)
