import type { EntityId, EntityList } from "@wellkit/core"
import { useEffect, useState } from "react"
import { ConfirmDialog } from "../components/ConfirmDialog.js"
import { SelectField } from "../components/SelectField.js"
import { useTranslation } from "../i18n/index.js"

interface CopyDialogProps {
  readonly open: boolean
  readonly busy: boolean
  /** Every organisation the record may be copied to (not its own). */
  readonly entities: EntityList
  readonly texts: {
    readonly title: string
    readonly body: string
    readonly target: string
    readonly confirm: string
  }
  readonly onClose: () => void
  readonly onConfirm: (target: EntityId) => void
}

/** Copy a record to another organisation: the organisation is chosen, then confirmed. */
export const CopyDialog = ({ open, busy, entities, texts, onClose, onConfirm }: CopyDialogProps) => {
  const { t } = useTranslation()
  const [target, setTarget] = useState<EntityId | undefined>(entities[0]?.id)
  useEffect(() => {
    if (open) setTarget(entities[0]?.id)
  }, [open, entities])
  return (
    <ConfirmDialog
      open={open}
      busy={busy}
      title={texts.title}
      confirmLabel={texts.confirm}
      busyLabel={t("kit.detail.working")}
      cancelLabel={t("kit.form.cancel")}
      onClose={onClose}
      onConfirm={() => target !== undefined && onConfirm(target)}
    >
      <p>{texts.body}</p>
      <SelectField
        label={texts.target}
        value={target ?? ""}
        options={entities.map((entity) => ({ value: entity.id, label: entity.name }))}
        onChange={(value) => setTarget(Number(value) as EntityId)}
      />
    </ConfirmDialog>
  )
}
