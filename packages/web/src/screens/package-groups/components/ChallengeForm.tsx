import { CHALLENGE_TEXT_MAX, type StaffChallenge } from "@wellkit/core"
import { PackageChallenges } from "@wellkit/core/package-groups"
import { useMemo, useState } from "react"
import { Button } from "../../../components/Button.js"
import { ConfirmDialog } from "../../../components/ConfirmDialog.js"
import { useTranslation } from "../../../i18n/index.js"
import { type FormField, ResourceForm, valuesOf } from "../../../kit/ResourceForm.js"
import { useResourceAction } from "../../../kit/use-resource.js"
import type { Place } from "./InPackage.js"

/** One challenge of a package: its name, goal and dates, saved in place; delete leads back to its group (ADM-2). */
export const ChallengeForm = ({ place, item }: { readonly place: Place; readonly item: StaffChallenge }) => {
  const { t } = useTranslation()
  const { act, busy } = useResourceAction()
  const [asking, setAsking] = useState(false)
  /** What a save answered: the form starts again from it, so it is no longer "unsaved". */
  const [saved, setSaved] = useState<StaffChallenge | undefined>()
  const record = saved ?? item
  const fields = useMemo((): ReadonlyArray<FormField> => {
    return [
      {
        name: "name",
        label: t("packageGroups.challenge.fields.name"),
        kind: "text",
        maxLength: CHALLENGE_TEXT_MAX.name,
      },
      {
        name: "goal",
        label: t("packageGroups.challenge.fields.goal"),
        kind: "text",
        maxLength: CHALLENGE_TEXT_MAX.goal,
      },
      { name: "startDate", label: t("packageGroups.challenge.fields.startDate"), kind: "date" },
      { name: "endDate", label: t("packageGroups.challenge.fields.endDate"), kind: "date" },
    ]
  }, [t])
  const title = t("packageGroups.challenge.edit", { name: record.name })
  return (
    <>
      <h1 className="text-2xl font-semibold">{title}</h1>
      <ResourceForm
        key={JSON.stringify(record)}
        label={title}
        fields={fields}
        initial={valuesOf(fields, record)}
        schema={PackageChallenges.child.input}
        fixed={{
          challengeId: record.challengeId,
          ownerId: record.ownerId,
          packageGroupId: record.packageGroupId,
          packageId: record.packageId,
          challengeTemplateId: record.challengeTemplateId,
        }}
        busy={busy}
        onSubmit={async (input) => {
          const done = await act(PackageChallenges.save(input))
          if (done.ok) setSaved(done.result as StaffChallenge)
          return done.ok ? {} : done.fieldErrors
        }}
      >
        <Button variant="danger" onClick={() => setAsking(true)} disabled={busy}>
          {t("kit.detail.delete")}
        </Button>
      </ResourceForm>
      <ConfirmDialog
        open={asking}
        danger
        busy={busy}
        title={t("packageGroups.challenge.deleteQuestion", { name: record.name })}
        confirmLabel={t("kit.detail.delete")}
        busyLabel={t("kit.detail.deleting")}
        cancelLabel={t("kit.detail.keep")}
        onClose={() => setAsking(false)}
        onConfirm={() =>
          void act(PackageChallenges.remove({ ...place.address, challengeId: record.challengeId })).then(
            (done) => done.ok || setAsking(false),
          )
        }
      >
        <p>{t("packageGroups.challenge.deleteBody")}</p>
      </ConfirmDialog>
    </>
  )
}
