import DOMPurify from "dompurify"
import { useMemo } from "react"
import { useTranslation } from "../i18n/index.js"

/** HTML from the API is sanitised before it is rendered: no scripts, no handlers. */
export const sanitize = (html: string): string =>
  DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ["style", "form"],
    FORBID_ATTR: ["style"],
  })

/**
 * Sanitised HTML, with a picture left without a description given one that
 * says so, so a screen reader announces it instead of reading its file name.
 */
const describedHtml = (html: string, undescribed: string): string => {
  const clean = sanitize(html)
  if (!clean.includes("<img")) return clean
  // A template's content is inert: nothing in it loads or runs while it is changed.
  const template = document.createElement("template")
  template.innerHTML = clean
  for (const img of template.content.querySelectorAll("img:not([alt])")) img.setAttribute("alt", undescribed)
  return template.innerHTML
}

export const SafeHtml = ({ html, className }: { html: string; className?: string }) => {
  const { t } = useTranslation()
  const undescribed = t("kit.html.undescribedPicture")
  const clean = useMemo(() => describedHtml(html, undescribed), [html, undescribed])
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify in describedHtml; only alt text is added.
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />
}
