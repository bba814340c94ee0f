import { formatMoment } from "@wellkit/core"
import type { SocialContentFlag } from "@wellkit/core/social"
import { SafeHtml } from "../../../components/SafeHtml.js"
import { useTranslation } from "../../../i18n/index.js"

/** One flag: what was flagged (sanitised, as members saw it), where and by whom, who flagged it, why, when and how often. */
export const FlagCard = ({ flag }: { readonly flag: SocialContentFlag }) => {
  const { t } = useTranslation()
  return (
    <article className="space-y-2">
      <header className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h3 className="font-semibold">
          {t(`social.moderation.kind.${flag.contentKind}`, {
            author: flag.contentAuthor,
            place: flag.contentPlace,
          })}
        </h3>
        <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-medium text-red-900">
          {t("social.moderation.flagCount", { count: flag.flagCount })}
        </span>
      </header>
      <SafeHtml
        html={flag.contentHtml}
        className="rounded-md border-l-4 border-slate-300 bg-slate-50 px-3 py-2 text-sm [&_img]:max-h-24 [&_p]:my-1"
      />
      <p className="text-sm text-slate-700">
        {t("social.moderation.flaggedBy", {
          name: flag.flaggedBy,
          reason: t(`social.moderation.reason.${flag.reason}`),
        })}
        {flag.note ? <q className="ml-1 italic">{flag.note}</q> : null}
        {" · "}
        <time dateTime={flag.flaggedAt}>{formatMoment(flag.flaggedAt)}</time>
      </p>
      {flag.status !== "open" && flag.decidedAt ? (
        <p className="text-xs text-slate-500">
          {t(`social.moderation.decidedAt.${flag.status}`, { when: formatMoment(flag.decidedAt) })}
        </p>
      ) : null}
    </article>
  )
}
