import type { AppError, CacheEntry } from "@wellkit/core"
import { type PackageAddress, PackageChallenges, RewardGroups } from "@wellkit/core/package-groups"
import { useState } from "react"
import { Field, inputClass } from "../../../components/Field.js"
import { LoadFailed } from "../../../components/LoadFailed.js"
import { useTranslation } from "../../../i18n/index.js"
import { PickDialog } from "../../../kit/PickDialog.js"
import { useResourceAction } from "../../../kit/use-resource.js"
import { useChallengeTemplates, useRewardGroupTemplates } from "../hooks.js"

interface ImportProps {
  readonly at: PackageAddress
  /** The package's name. */
  readonly name: string
  readonly onClose: () => void
}

type T = ReturnType<typeof useTranslation>["t"]

/** The dialog's words; "nothing to import" only once the templates are there to be counted. */
const pickTexts = (t: T, title: string, loaded: boolean) => ({
  title,
  legend: t("packageGroups.import.legend"),
  confirm: t("packageGroups.import.confirm"),
  cancel: t("kit.form.cancel"),
  busy: t("packageGroups.import.importing"),
  chooseOne: t("packageGroups.import.chooseOne"),
  empty: loaded ? t("packageGroups.import.noTemplates") : "",
})

/** The templates' loading, or their failure with Try again; nothing once they are there. */
const TemplatesLoading = ({
  entry,
  retry,
}: {
  readonly entry: CacheEntry<unknown, AppError> | undefined
  readonly retry: () => void
}) => {
  const { t } = useTranslation()
  if (entry?.status === "error") return <LoadFailed error={entry.error} onRetry={retry} />
  if (entry?.value !== undefined) return null
  return (
    <p role="status" className="text-sm text-slate-600">
      {t("packageGroups.import.loading")}
    </p>
  )
}

const isDay = (text: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`))

/** ADM-5: challenges made from templates in the package, all from one start day; the group reloads after. */
export const ImportChallenges = ({ at, name, onClose }: ImportProps) => {
  const { t } = useTranslation()
  const { entry, retry } = useChallengeTemplates()
  const { act, busy } = useResourceAction()
  const [startDate, setStartDate] = useState("")
  const [dateError, setDateError] = useState<string | undefined>()
  const templates = entry?.value ?? []
  const confirm = async (chosen: ReadonlyArray<number>) => {
    if (!isDay(startDate)) return setDateError(t("packageGroups.import.startMissing"))
    const picked = templates.filter((template) => chosen.includes(template.challengeTemplateId))
    if ((await act(PackageChallenges.importTemplates(at, picked, startDate))).ok) onClose()
  }
  return (
    <PickDialog
      open
      busy={busy}
      texts={pickTexts(t, t("packageGroups.import.challengesTitle", { name }), entry?.value !== undefined)}
      options={templates.map((template) => ({
        value: template.challengeTemplateId,
        label: template.name,
        hint: t("packageGroups.import.days", { goal: template.goal, days: template.durationDays }),
      }))}
      onClose={onClose}
      onConfirm={(chosen) => void confirm(chosen)}
    >
      <TemplatesLoading entry={entry} retry={retry} />
      <Field
        label={t("packageGroups.import.startDate")}
        hint={t("packageGroups.import.startHint")}
        error={dateError}
      >
        <input
          name="startDate"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          className={inputClass}
          value={startDate}
          onChange={(event) => {
            setStartDate(event.target.value)
            setDateError(undefined)
          }}
        />
      </Field>
    </PickDialog>
  )
}

/** ADM-5: reward groups made from the organization's templates in the package; the group reloads after. */
export const ImportRewardGroups = ({ at, name, onClose }: ImportProps) => {
  const { t } = useTranslation()
  const { entry, retry } = useRewardGroupTemplates(at.entityId)
  const { act, busy } = useResourceAction()
  const templates = entry?.value ?? []
  const confirm = async (chosen: ReadonlyArray<number>) => {
    const picked = templates.filter((template) => chosen.includes(template.rewardGroupTemplateId))
    if ((await act(RewardGroups.importTemplates(at, picked))).ok) onClose()
  }
  return (
    <PickDialog
      open
      busy={busy}
      texts={pickTexts(t, t("packageGroups.import.rewardGroupsTitle", { name }), entry?.value !== undefined)}
      options={templates.map((template) => ({
        value: template.rewardGroupTemplateId,
        label: template.name,
        hint: template.description,
      }))}
      onClose={onClose}
      onConfirm={(chosen) => void confirm(chosen)}
    >
      <TemplatesLoading entry={entry} retry={retry} />
    </PickDialog>
  )
}
