import { BATCH_PART_SIZE, type EntityId } from "@wellkit/core"
import { BATCH_FILE, partsOf, problemsCsv } from "@wellkit/core/users"
import { useEffect, useId, useMemo, useState } from "react"
import { showFailure } from "../../../app/failure.js"
import { useWellkit } from "../../../app/wellkit.js"
import { Button } from "../../../components/Button.js"
import { TableHead } from "../../../components/TableHead.js"
import { useTranslation } from "../../../i18n/index.js"
import { type ChosenFile, FileField } from "../../../kit/FileField.js"
import { showMessage } from "../../../shell/notify.js"
import { checkBatchFile } from "./check-file.js"

/** Enough rows to see what is wrong; all of them are in the download. */
const SHOWN_PROBLEMS = 100

/**
 * POR-17: choose a file (the kit's file field, K10), see every bad row before
 * anything is sent, download them as CSV, then upload a clean file, or only
 * its valid rows on request.
 */
export const UploadPanel = ({ entityId }: { readonly entityId: EntityId }) => {
  const { t } = useTranslation()
  const { client } = useWellkit()
  const titleId = useId()
  const [file, setFile] = useState<ChosenFile>()
  const [sending, setSending] = useState<{ readonly sent: number; readonly total: number }>()

  const reading = useMemo(() => (file ? checkBatchFile(file.name, file.content) : undefined), [file])
  const check = reading?.kind === "checked" ? reading.check : undefined
  const download = useMemo(
    () =>
      check && check.problems.length > 0
        ? URL.createObjectURL(new Blob([problemsCsv(check.problems)], { type: "text/csv" }))
        : undefined,
    [check],
  )
  useEffect(() => () => (download ? URL.revokeObjectURL(download) : undefined), [download])

  const upload = async () => {
    if (!check || !reading || sending) return
    const rows = check.valid
    setSending({ sent: 0, total: rows.length })
    try {
      const batch = await client.batches.upload({
        entityId,
        fileName: reading.fileName,
        rowCount: rows.length,
        parts: partsOf(rows, BATCH_PART_SIZE),
        onProgress: ({ sent }) => setSending({ sent, total: rows.length }),
      })
      showMessage({
        level: "success",
        title: t("batches.upload.doneTitle"),
        body: t("batches.upload.doneBody", { count: rows.length, batchId: batch.batchId }),
      })
      setFile(undefined)
    } catch (error) {
      showFailure(error)
    } finally {
      setSending(undefined)
    }
  }

  return (
    <section aria-labelledby={titleId} className="space-y-4 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id={titleId} className="text-lg font-semibold">
        {t("batches.upload.title")}
      </h2>
      <FileField
        name="employeeFile"
        label={t("batches.upload.file")}
        hint={t("batches.upload.hint")}
        rules={BATCH_FILE}
        read="text"
        file={file}
        onChange={setFile}
        sending={
          sending && reading
            ? {
                label: t("batches.upload.sending", { ...sending, fileName: reading.fileName }),
                done: sending.sent,
                total: sending.total,
              }
            : undefined
        }
      />
      {reading?.kind === "unreadable" ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm">
          {reading.reason}
        </p>
      ) : null}

      {check && check.headerProblems.length > 0 ? (
        <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm">
          <p className="font-medium">{t("batches.upload.badHeader")}</p>
          <ul className="mt-1 list-disc pl-5">
            {check.headerProblems.map((problem) => (
              <li key={`${problem.column}:${problem.reason}`}>{problem.reason}</li>
            ))}
          </ul>
        </div>
      ) : null}

      {check && check.headerProblems.length === 0 && reading ? (
        <div className="space-y-3">
          <p role="status" className="text-sm">
            {t("batches.upload.summary", {
              fileName: reading.fileName,
              rows: check.valid.length + check.invalidRows,
              valid: check.valid.length,
              invalid: check.invalidRows,
            })}
          </p>
          {check.problems.length > 0 ? (
            <div className="space-y-2">
              <div className="relative overflow-x-auto contain-inline-size">
                <table className="w-full border-collapse text-left text-sm">
                  <caption className="mb-1 text-left font-medium text-red-800">
                    {t("batches.upload.problemsCaption")}
                  </caption>
                  <TableHead
                    columns={[
                      t("batches.upload.line"),
                      t("batches.upload.column"),
                      t("batches.upload.reason"),
                    ]}
                  />
                  <tbody>
                    {check.problems.slice(0, SHOWN_PROBLEMS).map((problem) => (
                      <tr
                        key={`${problem.line}:${problem.column}:${problem.reason}`}
                        className="border-b border-slate-100"
                      >
                        <td className="py-1 pr-3 font-mono">{problem.line}</td>
                        <td className="py-1 pr-3">{problem.column || "—"}</td>
                        <td className="py-1">{problem.reason}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              {check.problems.length > SHOWN_PROBLEMS ? (
                <p className="text-sm text-slate-600">
                  {t("batches.upload.moreProblems", { count: check.problems.length - SHOWN_PROBLEMS })}
                </p>
              ) : null}
              {download ? (
                <a
                  href={download}
                  download={`${reading.fileName.replace(/\.csv$/i, "")}-problems.csv`}
                  className="inline-block text-sm font-medium text-brand-700 underline underline-offset-2 focus-visible:outline-2"
                >
                  {t("batches.upload.download")}
                </a>
              ) : null}
            </div>
          ) : null}
          <div className="flex flex-wrap gap-3">
            {check.valid.length > 0 ? (
              <Button
                variant={check.invalidRows > 0 ? "secondary" : "primary"}
                disabled={sending !== undefined}
                onClick={() => void upload()}
              >
                {check.invalidRows > 0
                  ? t("batches.upload.uploadValid", { count: check.valid.length })
                  : t("batches.upload.uploadAll", { count: check.valid.length })}
              </Button>
            ) : (
              <p className="text-sm text-slate-700">{t("batches.upload.nothingValid")}</p>
            )}
          </div>
        </div>
      ) : null}
    </section>
  )
}
