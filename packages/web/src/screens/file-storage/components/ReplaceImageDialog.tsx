import { FileStorage, STORAGE_IMAGE_FILE, type StoredFile, type WellkitServices } from "@wellkit/core"
import type { Effect } from "effect"
import { useEffect, useRef, useState } from "react"
import { ConfirmDialog } from "../../../components/ConfirmDialog.js"
import { useTranslation } from "../../../i18n/index.js"
import { type ChosenFile, FileField } from "../../../kit/FileField.js"
import { useResourceAction } from "../../../kit/use-resource.js"

interface ReplaceImageDialogProps {
  /** The image to replace; the dialog is open while there is one. */
  readonly file: StoredFile | undefined
  readonly onClose: () => void
  /** What the PUT reads after it: K12's refresh, 5 s later (ADM-15). */
  readonly refresh: Effect.Effect<void, never, WellkitServices>
}

/** Replaces a stored image with a picture chosen in the kit's file field (K10); a refused file changes nothing. */
export const ReplaceImageDialog = ({ file, onClose, refresh }: ReplaceImageDialogProps) => {
  const { t } = useTranslation()
  const { act, busy } = useResourceAction()
  const [chosen, setChosen] = useState<ChosenFile>()
  const [missing, setMissing] = useState(false)
  const input = useRef<HTMLInputElement>(null)
  const fileId = file?.fileId
  useEffect(() => {
    if (fileId === undefined) return
    setChosen(undefined)
    setMissing(false)
  }, [fileId])
  const upload = chosen ? FileStorage.imageUploadOf(chosen.name, chosen.content) : undefined
  const confirm = async () => {
    if (!file) return
    if (!upload) {
      setMissing(true)
      return input.current?.focus()
    }
    const done = await act(FileStorage.replaceImage(file.containerId, file.fileId, upload, refresh))
    if (done.ok) onClose()
  }
  const name = file?.name ?? ""
  return (
    <ConfirmDialog
      open={file !== undefined}
      busy={busy}
      title={t("fileStorage.replace.title", { name })}
      confirmLabel={t("fileStorage.replace.send")}
      busyLabel={t("fileStorage.replace.sending")}
      cancelLabel={t("fileStorage.replace.cancel")}
      onClose={onClose}
      onConfirm={() => void confirm()}
    >
      <p className="text-sm text-slate-700">{t("fileStorage.replace.keepsName", { name })}</p>
      <FileField
        ref={input}
        name="storageImage"
        label={t("fileStorage.replace.field")}
        rules={STORAGE_IMAGE_FILE}
        read="dataUrl"
        file={chosen}
        onChange={(next) => {
          setMissing(false)
          setChosen(next)
        }}
        error={missing ? t("fileStorage.replace.choose") : undefined}
        sending={busy ? { label: t("fileStorage.replace.sending") } : undefined}
      />
    </ConfirmDialog>
  )
}
