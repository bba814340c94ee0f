import { ConfirmDialog } from "../../../components/ConfirmDialog.js"
import { useTranslation } from "../../../i18n/index.js"

interface DeleteDialogProps {
  readonly open: boolean
  readonly busy: boolean
  readonly messageId: string
  readonly organisation: string
  readonly onClose: () => void
  readonly onConfirm: () => void
}

export const DeleteDialog = ({
  open,
  busy,
  messageId,
  organisation,
  onClose,
  onConfirm,
}: DeleteDialogProps) => {
  const { t } = useTranslation()
  return (
    <ConfirmDialog
      open={open}
      busy={busy}
      danger
      title={t("messages.detail.deleteTitle", { messageId })}
      confirmLabel={t("messages.detail.deleteConfirm")}
      busyLabel={t("messages.detail.working")}
      cancelLabel={t("messages.form.cancel")}
      onClose={onClose}
      onConfirm={onConfirm}
    >
      <p>{t("messages.detail.deleteBody", { organisation })}</p>
    </ConfirmDialog>
  )
}
