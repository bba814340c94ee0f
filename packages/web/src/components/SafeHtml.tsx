import DOMPurify from "dompurify"
import { useMemo } from "react"

/** HTML from the API is sanitised before it is rendered: no scripts, no handlers. */
export const sanitize = (html: string): string =>
  DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ["style", "form"],
    FORBID_ATTR: ["style"],
  })

export const SafeHtml = ({ html, className }: { html: string; className?: string }) => {
  const clean = useMemo(() => sanitize(html), [html])
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is sanitised by DOMPurify just above.
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />
}
