import type { ReportColumn } from "@wellkit/core/reports"
import { useState } from "react"
import { Button } from "../../components/Button.js"
import { TableHead } from "../../components/TableHead.js"
import { textOf, useTranslation } from "../../i18n/index.js"

const PAGE = 50

/** A report's rows, 50 at a time, so 10,000 rows never mean 10,000 table rows in the page. */
export const ReportTable = <Row,>({
  rows,
  columns,
  caption,
}: {
  readonly rows: ReadonlyArray<Row>
  readonly columns: ReadonlyArray<ReportColumn<Row>>
  readonly caption: string
}) => {
  const { t } = useTranslation()
  const [page, setPage] = useState(0)
  const pages = Math.max(1, Math.ceil(rows.length / PAGE))
  const shown = rows.slice(page * PAGE, (page + 1) * PAGE)
  return (
    <div className="space-y-2">
      <div className="relative overflow-x-auto contain-inline-size">
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <TableHead columns={columns.map((column) => column.header)} />
          <tbody>
            {shown.map((row, index) => (
              // Report rows have no id of their own; their place in the report is stable.
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional
              <tr key={page * PAGE + index} className="border-b border-slate-100">
                {columns.map((column) => {
                  const shown = column.shown(row)
                  return (
                    <td key={column.header} className="py-1.5 pr-3 whitespace-nowrap">
                      {shown === null ? "—" : column.isTextKey ? textOf(shown) : shown}
                    </td>
                  )
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pages > 1 ? (
        <nav aria-label={t("reports.pages")} className="flex items-center gap-3 text-sm">
          <Button variant="secondary" disabled={page === 0} onClick={() => setPage(page - 1)}>
            {t("reports.previous")}
          </Button>
          <span aria-live="polite">{t("reports.page", { page: page + 1, pages, rows: rows.length })}</span>
          <Button variant="secondary" disabled={page + 1 >= pages} onClick={() => setPage(page + 1)}>
            {t("reports.next")}
          </Button>
        </nav>
      ) : null}
    </div>
  )
}
