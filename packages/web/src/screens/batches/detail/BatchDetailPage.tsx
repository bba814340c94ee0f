import { Batches, type BatchId, type BatchRowId, formatMoment } from "@wellkit/core"
import { countsText, statusLabels } from "@wellkit/core/users"
import { Fragment, useEffect, useState } from "react"
import { Link, useParams, useSearchParams } from "react-router-dom"
import { showFailure } from "../../../app/failure.js"
import { entityIdFrom } from "../../../app/params.js"
import { useAccount, useWellkit } from "../../../app/wellkit.js"
import { Button } from "../../../components/Button.js"
import { ChooseOrganization } from "../../../components/ChooseOrganization.js"
import { LoadFailed } from "../../../components/LoadFailed.js"
import { TableHead } from "../../../components/TableHead.js"
import { useTranslation } from "../../../i18n/index.js"
import { showMessage, showSuccess } from "../../../shell/notify.js"
import { useRealtime } from "../../../shell/use-notifications.js"
import { useBatchDetail } from "../hooks.js"
import { batchesHref } from "../paths.js"
import { FixRowForm, type RowFix } from "./FixRowForm.js"

/** POR-17: one upload, what became of each row, and a way to correct a failed one. */
export const BatchDetailPage = () => {
  const { t } = useTranslation()
  const { client } = useWellkit()
  const account = useAccount()
  const [params] = useSearchParams()
  const batchId = (useParams().batchId ?? "") as BatchId
  const entityId = entityIdFrom(params.get("entityId"))
  const [onlyFailed, setOnlyFailed] = useState(true)
  const [fixing, setFixing] = useState<BatchRowId | undefined>()
  const [saving, setSaving] = useState(false)
  const lastBatch = useRealtime((state) => state.lastBatch)

  const { entry, retry: fetchBatch } = useBatchDetail(entityId, batchId)
  // A push for this batch means its rows have their outcome now.
  useEffect(() => {
    if (lastBatch?.batchId === batchId) fetchBatch()
  }, [lastBatch, batchId, fetchBatch])

  /**
   * POR-17 through the one write path: the batch and the list read again (also
   * when the outcome is unknown); the write's toast, or the area's warning when
   * the row failed again.
   */
  const save = async (rowId: BatchRowId, fix: RowFix) => {
    if (entityId === undefined || !account) return
    setSaving(true)
    try {
      const outcome = await client.run(
        Batches.updateUser(entityId, batchId, rowId, { ...fix, updatedByUserId: account.userId }),
      )
      const row = outcome.result
      if (row.outcome === "failed")
        showMessage({ level: "warning", title: t("batches.fix.stillFailed"), body: row.reason ?? "" })
      else showSuccess(outcome.toast)
      setFixing(undefined)
    } catch (error) {
      showFailure(error)
    } finally {
      setSaving(false)
    }
  }

  if (entityId === undefined) return <ChooseOrganization />

  const back = (
    <Link
      to={batchesHref(entityId)}
      className="text-sm text-brand-700 underline underline-offset-2 focus-visible:outline-2"
    >
      {t("batches.detail.back")}
    </Link>
  )
  if (entry?.value === undefined && entry?.status !== "error")
    return (
      <div className="space-y-3">
        {back}
        <p role="status">{t("batches.detail.loading")}</p>
      </div>
    )
  const failed = entry?.status === "error" ? <LoadFailed error={entry.error} onRetry={fetchBatch} /> : null
  const batch = entry?.value
  if (batch === undefined)
    return (
      <div className="space-y-3">
        {back}
        {failed}
      </div>
    )

  const rows = onlyFailed ? batch.rows.filter((row) => row.outcome === "failed") : batch.rows
  return (
    <div className="space-y-5">
      {back}
      {failed}
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold">{batch.fileName}</h1>
        <p className="text-sm text-slate-700">
          {t("batches.detail.summary", {
            status: statusLabels[batch.status],
            rows: batch.rowCount,
            counts: countsText(batch),
            by: batch.uploadedBy,
            at: formatMoment(batch.uploadedAt),
          })}
        </p>
      </header>
      <section
        className="space-y-3 rounded-lg border border-slate-200 bg-white p-4"
        aria-labelledby="batch-rows"
      >
        <div className="flex flex-wrap items-center gap-4">
          <h2 id="batch-rows" className="mr-auto text-lg font-semibold">
            {t("batches.detail.rows")}
          </h2>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={onlyFailed}
              onChange={(event) => setOnlyFailed(event.target.checked)}
            />
            {t("batches.detail.onlyFailed")}
          </label>
        </div>
        {rows.length === 0 ? (
          <p className="text-sm text-slate-600">
            {onlyFailed ? t("batches.detail.noFailed") : t("batches.detail.noRows")}
          </p>
        ) : (
          <div className="relative overflow-x-auto contain-inline-size">
            <table className="w-full border-collapse text-left text-sm">
              <TableHead
                columns={[
                  ...(["line", "name", "email", "employeeId", "outcome", "reason"] as const).map((column) =>
                    t(`batches.detail.columns.${column}`),
                  ),
                  { label: t("batches.detail.columns.actions"), hidden: true },
                ]}
              />
              <tbody>
                {rows.map((row) => (
                  <Fragment key={row.rowId}>
                    <tr className="border-b border-slate-100">
                      <td className="py-2 pr-3 font-mono">{row.line}</td>
                      <td className="py-2 pr-3">
                        {row.firstName} {row.lastName}
                      </td>
                      <td className="py-2 pr-3">{row.emailAddress}</td>
                      <td className="py-2 pr-3 font-mono">{row.employeeId ?? "—"}</td>
                      <td
                        className={`py-2 pr-3 ${row.outcome === "failed" ? "font-semibold text-red-800" : ""}`}
                      >
                        {t(`batches.detail.outcome.${row.outcome}`)}
                      </td>
                      <td className="py-2 pr-3 text-slate-700">{row.reason ?? ""}</td>
                      <td className="py-2">
                        {row.outcome === "failed" && fixing !== row.rowId ? (
                          <Button
                            variant="secondary"
                            onClick={() => setFixing(row.rowId)}
                            aria-label={t("batches.detail.fixRow", { line: row.line })}
                          >
                            {t("batches.detail.fix")}
                          </Button>
                        ) : null}
                      </td>
                    </tr>
                    {fixing === row.rowId ? (
                      <tr>
                        <td colSpan={7} className="py-2">
                          <FixRowForm
                            row={row}
                            busy={saving}
                            onSave={(fix) => void save(row.rowId, fix)}
                            onCancel={() => setFixing(undefined)}
                          />
                        </td>
                      </tr>
                    ) : null}
                  </Fragment>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  )
}

export const Component = BatchDetailPage
