import DOMPurify from "dompurify"
import { useMemo } from "react"
import { useTranslation } from "../i18n/index.js"

/**
 * What HTML from the API may not carry, beyond DOMPurify's own list (scripts, handlers,
 * `javascript:` addresses, SVG and MathML are gone with the HTML-only profile). It is shown
 * inside the portal's own pages, some inside a form (an editor's preview) or beside decision
 * controls (moderation): nothing in it may submit, take focus, or act on the page around it.
 */
const FORBIDDEN_TAGS = [
  // Controls: inside a form they would be the form's own (a <button> submits it).
  "form",
  "button",
  "input",
  "select",
  "option",
  "optgroup",
  "datalist",
  "textarea",
  "output",
  "fieldset",
  "label",
  // What takes over the page or the document.
  "dialog",
  "style",
  "meta",
  "base",
  "link",
  "iframe",
  "frame",
  "object",
  "embed",
  "portal",
  // Image maps: an area is a link the sanitiser's link rule below does not see.
  "map",
  "area",
]
const FORBIDDEN_ATTRIBUTES = [
  "style",
  // What reaches a control or a form of the page by its id.
  "form",
  "formaction",
  "formmethod",
  "formtarget",
  "for",
  "popover",
  "popovertarget",
  "popovertargetaction",
  "commandfor",
  "command",
  // What takes focus or keys from the page.
  "autofocus",
  "tabindex",
  "accesskey",
  "contenteditable",
]

let linksOpenApart = false
/** A link in it opens in a new tab, never in place of the page that shows it. */
const openLinksApart = () => {
  if (linksOpenApart) return
  linksOpenApart = true
  DOMPurify.addHook("afterSanitizeAttributes", (node) => {
    if (node instanceof Element && node.tagName === "A" && node.hasAttribute("href")) {
      node.setAttribute("target", "_blank")
      node.setAttribute("rel", "noopener noreferrer")
    }
  })
}

/** HTML from the API is sanitised before it is rendered: no scripts, no handlers, no controls. */
export const sanitize = (html: string): string => {
  openLinksApart()
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: FORBIDDEN_TAGS,
    FORBID_ATTR: FORBIDDEN_ATTRIBUTES,
    // An id or name of its own cannot stand for one of the page's (DOM clobbering).
    SANITIZE_NAMED_PROPS: true,
  })
}

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
