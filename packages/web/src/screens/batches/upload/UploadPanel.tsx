import { BATCH_PART_SIZE, type EntityId } from "@wellkit/core"
import { partsOf, problemsCsv } from "@wellkit/core/users"
import { useEffect, useId, useMemo, useState } from "react"
import { showFailure } from "../../../app/failure.js"
import { useWellkit } from "../../../app/wellkit.js"
import { Button } from "../../../components/Button.js"
import { TableHead } from "../../../components/TableHead.js"
import { useTranslation } from "../../../i18n/index.js"
import { showMessage } from "../../../shell/notify.js"
import { type FileReading, readBatchFile } from "./read-file.js"

type Step =
  | { readonly kind: "idle" }
  | { readonly kind: "reading"; readonly fileName: string }
  | { readonly kind: "read"; readonly reading: FileReading }
  | { readonly kind: "uploading"; readonly fileName: string; readonly sent: number; readonly total: number }

/** Enough rows to see what is wrong; all of them are in the download. */
const SHOWN_PROBLEMS = 100

/**
 * POR-17: choose a file, see every bad row before anything is sent, download
 * them as CSV, then upload a clean file, or only its valid rows on request.
 */
export const UploadPanel = ({ entityId }: { readonly entityId: EntityId }) => {
  const { t } = useTranslation()
  const { client } = useWellkit()
  const inputId = useId()
  const [step, setStep] = useState<Step>({ kind: "idle" })
  const [inputKey, setInputKey] = useState(0)
  const reset = () => {
    setStep({ kind: "idle" })
    setInputKey((key) => key + 1)
  }

  const choose = async (file: File | undefined) => {
    if (!file) return reset()
    setStep({ kind: "reading", fileName: file.name })
    setStep({ kind: "read", reading: await readBatchFile(file) })
  }

  const reading = step.kind === "read" ? step.reading : undefined
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
    if (!check || !reading || step.kind === "uploading") return
    const rows = check.valid
    setStep({ kind: "uploading", fileName: reading.fileName, sent: 0, total: rows.length })
    try {
      const batch = await client.batches.upload({
        entityId,
        fileName: reading.fileName,
        rowCount: rows.length,
        parts: partsOf(rows, BATCH_PART_SIZE),
        onProgress: ({ sent }) =>
          setStep({ kind: "uploading", fileName: reading.fileName, sent, total: rows.length }),
      })
      showMessage({
        level: "success",
        title: t("batches.upload.doneTitle"),
        body: t("batches.upload.doneBody", { count: rows.length, batchId: batch.batchId }),
      })
      reset()
    } catch (error) {
      showFailure(error)
      setStep({ kind: "read", reading })
    }
  }

  return (
    <section
      aria-labelledby={`${inputId}-title`}
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id={`${inputId}-title`} className="text-lg font-semibold">
        {t("batches.upload.title")}
      </h2>
      <div className="flex flex-col gap-1">
        <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
          {t("batches.upload.file")}
        </label>
        <input
          key={inputKey}
          id={inputId}
          type="file"
          accept=".csv,text/csv"
          aria-describedby={`${inputId}-hint`}
          disabled={step.kind === "uploading"}
          onChange={(event) => void choose(event.target.files?.[0])}
          className="text-sm file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:text-brand-700"
        />
        <p id={`${inputId}-hint`} className="text-xs text-slate-600">
          {t("batches.upload.hint")}
        </p>
      </div>

      {step.kind === "reading" ? (
        <p role="status" className="text-sm text-slate-600">
          {t("batches.upload.reading", { fileName: step.fileName })}
        </p>
      ) : null}

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
              <table className="w-full border-collapse text-left text-sm">
                <caption className="mb-1 text-left font-medium text-red-800">
                  {t("batches.upload.problemsCaption")}
                </caption>
                <TableHead
                  columns={[t("batches.upload.line"), t("batches.upload.column"), t("batches.upload.reason")]}
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
              <Button variant={check.invalidRows > 0 ? "secondary" : "primary"} onClick={() => void upload()}>
                {check.invalidRows > 0
                  ? t("batches.upload.uploadValid", { count: check.valid.length })
                  : t("batches.upload.uploadAll", { count: check.valid.length })}
              </Button>
            ) : (
              <p className="text-sm text-slate-700">{t("batches.upload.nothingValid")}</p>
            )}
            <Button variant="secondary" onClick={reset}>
              {t("batches.upload.another")}
            </Button>
          </div>
        </div>
      ) : null}

      {step.kind === "uploading" ? (
        <div className="space-y-1" role="status">
          <progress
            className="w-full"
            value={step.sent}
            max={step.total}
            aria-label={t("batches.upload.progress")}
          />
          <p className="text-sm text-slate-600">
            {t("batches.upload.sending", { sent: step.sent, total: step.total, fileName: step.fileName })}
          </p>
        </div>
      ) : null}
    </section>
  )
}
