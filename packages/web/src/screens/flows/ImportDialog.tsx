import { Flows } from "@wellkit/core"
import { useEffect, useMemo, useRef, useState } from "react"
import { ConfirmDialog } from "../../components/ConfirmDialog.js"
import { useTranslation } from "../../i18n/index.js"
import { type ChosenFile, FileField } from "../../kit/FileField.js"
import { useResourceAction } from "../../kit/use-resource.js"

/**
 * Flow import (docs/flows.md): the file (the kit's file field, K10) is checked here, every
 * problem listed, and only a good file is sent, in one call; the list is fetched again and
 * the new flow opens (ADM-3).
 */
export const ImportDialog = ({ open, onClose }: { readonly open: boolean; readonly onClose: () => void }) => {
  const { t } = useTranslation()
  const { act, busy } = useResourceAction()
  const [file, setFile] = useState<ChosenFile>()
  const [missing, setMissing] = useState(false)
  const input = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (!open) return
    setFile(undefined)
    setMissing(false)
  }, [open])
  const check = useMemo(() => (file ? Flows.readFlowFile(file.content) : undefined), [file])
  const confirm = async () => {
    if (!check) setMissing(true)
    if (!check?.ok) return input.current?.focus()
    if ((await act(Flows.importFlow(check.file))).ok) onClose()
  }
  return (
    <ConfirmDialog
      open={open}
      busy={busy}
      title={t("flows.import.title")}
      confirmLabel={t("flows.import.confirm")}
      busyLabel={t("kit.detail.working")}
      cancelLabel={t("kit.form.cancel")}
      onClose={onClose}
      onConfirm={() => void confirm()}
    >
      <p>{t("flows.import.body")}</p>
      <FileField
        ref={input}
        name="flowFile"
        label={t("flows.import.file")}
        rules={Flows.FLOW_FILE}
        read="text"
        file={file}
        onChange={(chosen) => {
          setMissing(false)
          setFile(chosen)
        }}
        error={
          missing ? t("flows.import.chooseFirst") : check && !check.ok ? t("flows.import.invalid") : undefined
        }
      />
      {check && !check.ok ? (
        <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm">
          <p className="font-medium">{t("flows.import.problems", { count: check.problems.length })}</p>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {check.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {check?.ok ? (
        <p role="status" className="text-sm text-slate-700">
          {t("flows.import.ready", { name: check.file.flow.name, count: check.file.forms.length })}
        </p>
      ) : null}
    </ConfirmDialog>
  )
}
