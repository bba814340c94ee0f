import type { EntityId } from "@wellkit/core"
import { PackageGroups, type StaffPackageGroup } from "@wellkit/core/package-groups"
import { useState } from "react"
import { useEntities } from "../../../app/use-entities.js"
import { Button } from "../../../components/Button.js"
import { ConfirmDialog } from "../../../components/ConfirmDialog.js"
import { useTranslation } from "../../../i18n/index.js"
import { CopyDialog } from "../../../kit/CopyDialog.js"
import { useResourceAction } from "../../../kit/use-resource.js"

/** Copy the group to another organization, or delete it (ADM-2, ADM-3): each asks first. */
export const GroupActions = ({
  entityId,
  group,
}: {
  readonly entityId: EntityId
  readonly group: StaffPackageGroup
}) => {
  const { t } = useTranslation()
  const { entities } = useEntities()
  const { act, busy } = useResourceAction()
  const [dialog, setDialog] = useState<"copy" | "delete" | undefined>()
  const settle = async (done: Promise<{ readonly ok: boolean }>) => {
    if ((await done).ok) setDialog(undefined)
  }
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="secondary" onClick={() => setDialog("copy")} disabled={busy}>
        {t("packageGroups.copy.action")}
      </Button>
      <Button variant="danger" onClick={() => setDialog("delete")} disabled={busy}>
        {t("kit.detail.delete")}
      </Button>
      <CopyDialog
        open={dialog === "copy"}
        busy={busy}
        entities={entities.filter((entity) => entity.id !== entityId)}
        texts={{
          title: t("packageGroups.copy.title", { name: group.name }),
          body: t("packageGroups.copy.body"),
          target: t("packageGroups.copy.target"),
          confirm: t("packageGroups.copy.confirm"),
        }}
        onClose={() => setDialog(undefined)}
        onConfirm={(target) => void settle(act(PackageGroups.copy(entityId, group.packageGroupId, target)))}
      />
      <ConfirmDialog
        open={dialog === "delete"}
        danger
        busy={busy}
        title={t("packageGroups.delete.question", { name: group.name })}
        confirmLabel={t("kit.detail.delete")}
        busyLabel={t("kit.detail.deleting")}
        cancelLabel={t("kit.detail.keep")}
        onClose={() => setDialog(undefined)}
        onConfirm={() => void settle(act(PackageGroups.remove(entityId, group.packageGroupId)))}
      >
        <p>{t("packageGroups.delete.body")}</p>
      </ConfirmDialog>
    </div>
  )
}
