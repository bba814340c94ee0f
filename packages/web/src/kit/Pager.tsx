import { useTranslation } from "../i18n/index.js"

interface PagerProps {
  readonly page: number
  readonly pages: number
  readonly onPage: (page: number) => void
}

/** Previous and next page, and where the person is; said once as a navigation landmark. */
export const Pager = ({ page, pages, onPage }: PagerProps) => {
  const { t } = useTranslation()
  const button =
    "rounded border border-slate-300 bg-white px-3 py-1 focus-visible:outline-2 disabled:opacity-50"
  return (
    <nav aria-label={t("kit.list.pages")} className="flex items-center gap-3 text-sm">
      <button
        type="button"
        className={button}
        disabled={page <= 1}
        onClick={() => onPage(Math.min(page - 1, pages))}
      >
        {t("kit.list.previous")}
      </button>
      <span>{t("kit.list.pageOf", { page, pages })}</span>
      <button type="button" className={button} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t("kit.list.next")}
      </button>
    </nav>
  )
}
