import { useTranslation } from "../../../i18n/index.js"

/** Previous and next page, as the kit's list shows them; nothing when there is one page. */
export const Pager = ({
  page,
  pages,
  onPage,
}: {
  readonly page: number
  readonly pages: number
  readonly onPage: (page: number) => void
}) => {
  const { t } = useTranslation()
  if (pages <= 1) return null
  const button = "rounded border border-slate-300 px-3 py-1 disabled:opacity-50 focus-visible:outline-2"
  return (
    <nav aria-label={t("kit.list.pages")} className="flex items-center gap-3 text-sm">
      <button type="button" className={button} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t("kit.list.previous")}
      </button>
      <span>{t("kit.list.pageOf", { page, pages })}</span>
      <button type="button" className={button} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t("kit.list.next")}
      </button>
    </nav>
  )
}
