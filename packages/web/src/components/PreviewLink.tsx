import type { PreviewTarget } from "@wellkit/core"
import { previewHref } from "@wellkit/core"
import { useTranslation } from "../i18n/index.js"

/** NAV-6: a "Preview" link to the content as members see it, in a new tab so the editor stays open. */
export const PreviewLink = ({ target, name }: { readonly target: PreviewTarget; readonly name?: string }) => {
  const { t } = useTranslation()
  return (
    <a
      href={previewHref(target)}
      target="_blank"
      rel="noopener noreferrer"
      // Several on one screen (a flow's forms) are told apart by what they preview.
      aria-label={name === undefined ? undefined : t("contentPreview.linkTo", { name })}
      className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-brand-800 hover:bg-slate-50 focus-visible:outline-2"
    >
      {t("contentPreview.link")} <span className="sr-only">{t("contentPreview.newTab")}</span>
    </a>
  )
}
