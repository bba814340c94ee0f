import type { EntityId, EntityList } from "@wellkit/core"
import { useEffect, useState } from "react"
import { useTranslation } from "react-i18next"
import { ConfirmDialog } from "../../../components/ConfirmDialog.js"
import { Field, inputClass } from "../../../components/Field.js"

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
      <Field label={t("messages.detail.copyTarget")}>
        <select
          className={inputClass}
          value={target ?? ""}
          onChange={(event) => setTarget(Number(event.target.value) as EntityId)}
        >
          {entities.map((entity) => (
            <option key={entity.id} value={entity.id}>
              {entity.name}
            </option>
          ))}
        </select>
      </Field>
    </ConfirmDialog>
  )
}
