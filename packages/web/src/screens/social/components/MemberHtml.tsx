import { useMemo } from "react"
import { sanitize } from "../../../components/SafeHtml.js"
import { useTranslation } from "../../../i18n/index.js"

/**
 * HTML members wrote, through the portal's one sanitiser (SafeHtml's), with
 * one addition: a picture left without a description gets one saying so, so
 * a screen reader announces it instead of reading its file name.
 */
export const MemberHtml = ({ html, className }: { readonly html: string; readonly className?: string }) => {
  const { t } = useTranslation()
  const undescribed = t("social.undescribedPicture")
  const clean = useMemo(() => {
    // A template's content is inert: nothing in it loads or runs while it is edited.
    const template = document.createElement("template")
    template.innerHTML = sanitize(html)
    for (const img of template.content.querySelectorAll("img:not([alt])"))
      img.setAttribute("alt", undescribed)
    return template.innerHTML
  }, [html, undescribed])
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by SafeHtml's DOMPurify just above; only alt text is added.
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />
}
