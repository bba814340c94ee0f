import type { ChildAddress } from "@wellkit/core"
import { REWARD_TEXT_MAX, RewardGroups, type StaffRewardGroup } from "@wellkit/core/package-groups"
import { useMemo, useState } from "react"
import { Button } from "../../../components/Button.js"
import { ConfirmDialog } from "../../../components/ConfirmDialog.js"
import { useTranslation } from "../../../i18n/index.js"
import { type FormField, ResourceForm, valuesOf } from "../../../kit/ResourceForm.js"
import { useResourceAction } from "../../../kit/use-resource.js"
import { useSymbolChoices } from "../hooks.js"
import type { Place } from "./InPackage.js"

/** One reward group of a package: its form (ADM-1; ADM-2 to its own path) and delete (ADM-2 to its group). */
export const RewardGroupForm = ({
  place,
  item,
}: {
  readonly place: Place
  readonly item: StaffRewardGroup | undefined
}) => {
  const { t } = useTranslation()
  const { act, busy } = useResourceAction()
  const [asking, setAsking] = useState(false)
  /** What a save answered, shown until the page reads the reward group again. */
  const [saved, setSaved] = useState<StaffRewardGroup | undefined>()
  const record = saved ?? item
  const fields = useMemo(
    (): ReadonlyArray<FormField> => [
      {
        name: "name",
        label: t("packageGroups.rewardGroup.fields.name"),
        kind: "text",
        maxLength: REWARD_TEXT_MAX.name,
      },
      { name: "description", label: t("packageGroups.rewardGroup.fields.description"), kind: "text" },
      {
        name: "rewardSymbolId",
        label: t("packageGroups.rewardGroup.fields.symbol"),
        kind: "select",
        numeric: true,
        emptyLabel: "—",
        useChoices: useSymbolChoices,
      },
      { name: "amount", label: t("packageGroups.rewardGroup.fields.amount"), kind: "number" },
    ],
    [t],
  )
  const title = record
    ? t("packageGroups.rewardGroup.edit", { name: record.name })
    : t("packageGroups.rewardGroup.create")
  const at: ChildAddress = { ...place.address, rewardGroupId: record?.rewardGroupId }
  return (
    <>
      <h1 className="text-2xl font-semibold">{title}</h1>
      {record?.rewardGroupTemplateId ? (
        <p className="text-sm text-slate-600">{t("packageGroups.rewardGroup.fromTemplate")}</p>
      ) : null}
      <ResourceForm
        key={JSON.stringify(record ?? null)}
        label={title}
        fields={fields}
        initial={valuesOf(fields, record ?? { description: "" })}
        schema={RewardGroups.child.input}
        fixed={{
          ownerEntityId: place.entityId,
          packageGroupId: place.group.packageGroupId,
          packageId: place.pkg.packageId,
          rewardGroupTemplateId: record?.rewardGroupTemplateId ?? null,
          ...(record ? { rewardGroupId: record.rewardGroupId } : {}),
        }}
        busy={busy}
        onSubmit={async (input) => {
          const done = await act(RewardGroups.save(input))
          if (done.ok) setSaved(done.result as StaffRewardGroup)
          return done.ok ? {} : done.fieldErrors
        }}
      >
        {record ? (
          <Button variant="danger" onClick={() => setAsking(true)} disabled={busy}>
            {t("kit.detail.delete")}
          </Button>
        ) : null}
      </ResourceForm>
      {record ? (
        <ConfirmDialog
          open={asking}
          danger
          busy={busy}
          title={t("packageGroups.rewardGroup.deleteQuestion", { name: record.name })}
          confirmLabel={t("kit.detail.delete")}
          busyLabel={t("kit.detail.deleting")}
          cancelLabel={t("kit.detail.keep")}
          onClose={() => setAsking(false)}
          onConfirm={() => void act(RewardGroups.remove(at)).then((done) => done.ok || setAsking(false))}
        >
          <p>{t("packageGroups.rewardGroup.deleteBody")}</p>
        </ConfirmDialog>
      ) : null}
    </>
  )
}
