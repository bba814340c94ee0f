import type { BatchSummary, EntityId } from "@wellkit/core"
import { formatMoment } from "@wellkit/core"
import { statusLabels } from "@wellkit/core/users"
import { Link } from "react-router-dom"
import { TableHead } from "../../../components/TableHead.js"
import { useTranslation } from "../../../i18n/index.js"
import { batchHref } from "../paths.js"

const when = (iso: string) => formatMoment(iso)

const statusClass: Record<BatchSummary["status"], string> = {
  receiving: "bg-slate-100 text-slate-800",
  processing: "bg-amber-100 text-amber-900",
  completed: "bg-green-100 text-green-900",
  completedWithErrors: "bg-orange-100 text-orange-900",
  failed: "bg-red-100 text-red-900",
  cancelled: "bg-slate-100 text-slate-700",
}

/** POR-17: one row per upload, newest first; the file name opens its detail. */
export const BatchTable = ({
  entityId,
  batches,
}: {
  readonly entityId: EntityId
  readonly batches: ReadonlyArray<BatchSummary>
}) => {
  const { t } = useTranslation()
  const headers = ["file", "uploaded", "by", "status", "rows", "created", "updated", "failed"] as const
  return (
    <table className="w-full border-collapse text-left text-sm">
      <TableHead columns={headers.map((header) => t(`batches.list.columns.${header}`))} />
      <tbody>
        {batches.map((batch) => (
          <tr key={batch.batchId} className="border-b border-slate-100 hover:bg-slate-50">
            <td className="py-2 pr-3">
              <Link
                to={batchHref(entityId, batch.batchId)}
                className="text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2"
              >
                {batch.fileName}
              </Link>
            </td>
            <td className="py-2 pr-3 whitespace-nowrap text-slate-700">{when(batch.uploadedAt)}</td>
            <td className="py-2 pr-3 text-slate-700">{batch.uploadedBy}</td>
            <td className="py-2 pr-3">
              <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${statusClass[batch.status]}`}>
                {statusLabels[batch.status]}
              </span>
            </td>
            <td className="py-2 pr-3 tabular-nums">{batch.rowCount}</td>
            <td className="py-2 pr-3 tabular-nums">{batch.created}</td>
            <td className="py-2 pr-3 tabular-nums">{batch.updated}</td>
            <td className={`py-2 pr-3 tabular-nums ${batch.failed > 0 ? "font-semibold text-red-800" : ""}`}>
              {batch.failed}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
