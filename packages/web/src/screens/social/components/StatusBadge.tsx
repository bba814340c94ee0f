import type { BlogPostStatus } from "@wellkit/core/social"
import { useTranslation } from "../../../i18n/index.js"

/** A post's status in words (never colour alone). */
export const StatusBadge = ({ status }: { readonly status: BlogPostStatus }) => {
  const { t } = useTranslation()
  const look = status === "published" ? "bg-green-100 text-green-900" : "bg-amber-100 text-amber-900"
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${look}`}>
      {t(`social.post.status.${status}`)}
    </span>
  )
}
