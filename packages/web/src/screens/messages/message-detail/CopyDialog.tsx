import type { EntityId, EntityList } from "@wellkit/core"
import { useEffect, useState } from "react"
import { ConfirmDialog } from "../../../components/ConfirmDialog.js"
import { SelectField } from "../../../components/SelectField.js"
import { useTranslation } from "../../../i18n/index.js"

interface CopyDialogProps {
  readonly open: boolean
  readonly busy: boolean
  readonly messageId: string
  /** Every organisation but the message's own. */
  readonly entities: EntityList
  readonly onClose: () => void
  readonly onConfirm: (target: EntityId) => void
}

export const CopyDialog = ({ open, busy, messageId, entities, onClose, onConfirm }: CopyDialogProps) => {
  const { t } = useTranslation()
  const [target, setTarget] = useState<EntityId | undefined>(entities[0]?.id)
  useEffect(() => {
    if (open) setTarget(entities[0]?.id)
  }, [open, entities])
  return (
    <ConfirmDialog
      open={open}
      busy={busy}
      title={t("messages.detail.copyTitle", { messageId })}
      confirmLabel={t("messages.detail.copyConfirm")}
      busyLabel={t("messages.detail.working")}
      cancelLabel={t("messages.form.cancel")}
      onClose={onClose}
      onConfirm={() => target !== undefined && onConfirm(target)}
    >
      <p>{t("messages.detail.copyBody")}</p>
      <SelectField
        label={t("messages.detail.copyTarget")}
        value={target ?? ""}
        options={entities.map((entity) => ({ value: entity.id, label: entity.name }))}
        onChange={(value) => setTarget(Number(value) as EntityId)}
      />
    </ConfirmDialog>
  )
}
