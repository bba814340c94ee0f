import type { AppError } from "@wellkit/core"
import type { ReactNode } from "react"
import { LoadFailed } from "../../components/LoadFailed.js"
import { SafeHtml } from "../../components/SafeHtml.js"
import { useTranslation } from "../../i18n/index.js"

export interface Shown {
  readonly title: string
  /** HTML from the API: SafeHtml sanitises it, so nothing in it runs. */
  readonly html: string
  readonly image?: string | null | undefined
  readonly after?: ReactNode
}

interface Read<A> {
  readonly status: "loading" | "ready" | "error"
  readonly value: A | undefined
  readonly error?: AppError | undefined
}

/** Every state of a preview: loading, failed (Try again), not found, or the content as members see it. */
export const PreviewStates = <A,>(props: {
  readonly read: Read<A> | undefined
  readonly retry: () => void
  readonly show: (value: A) => Shown | undefined
}) => {
  const { t } = useTranslation()
  const { read } = props
  const notFound = <p role="alert">{t("contentPreview.notFound")}</p>
  if (read?.status === "error" && read.error)
    return read.error.status === 404 ? notFound : <LoadFailed error={read.error} onRetry={props.retry} />
  if (read?.status !== "ready" || read.value === undefined)
    return <p role="status">{t("contentPreview.loading")}</p>
  const shown = props.show(read.value)
  if (!shown) return notFound
  return (
    <article
      aria-labelledby="preview-title"
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-6"
    >
      <p className="text-xs font-medium uppercase tracking-wide text-slate-600">{t("contentPreview.note")}</p>
      <h1 id="preview-title" className="text-2xl font-semibold">
        {shown.title}
      </h1>
      {shown.image ? <img src={shown.image} alt="" className="max-h-64 rounded" /> : null}
      <SafeHtml html={shown.html} className="space-y-3 leading-relaxed" />
      {shown.after}
    </article>
  )
}
