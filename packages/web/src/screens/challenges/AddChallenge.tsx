import type { ChallengeTemplate, EntityId, PackageGroupId } from "@wellkit/core"
import { Challenges, datesProblem, endDateFor } from "@wellkit/core/challenges"
import { type FormEvent, useState } from "react"
import { Button } from "../../components/Button.js"
import { Field, inputClass } from "../../components/Field.js"
import { useTranslation } from "../../i18n/index.js"
import { useResourceAction } from "../../kit/use-resource.js"

interface AddChallengeProps {
  readonly entityId: EntityId
  readonly packageGroupId: PackageGroupId
  readonly templates: ReadonlyArray<ChallengeTemplate>
}

/** POR-5: a template, a start day, and the challenge is added to the organization's package group. */
export const AddChallenge = ({ entityId, packageGroupId, templates }: AddChallengeProps) => {
  const { t } = useTranslation()
  const [templateId, setTemplateId] = useState("")
  const [startDate, setStartDate] = useState("")
  const [problem, setProblem] = useState<string | undefined>()
  const { act, busy: adding } = useResourceAction()
  const template = templates.find((tpl) => String(tpl.challengeTemplateId) === templateId)
  const endDate = template && startDate ? endDateFor(startDate, template.durationDays) : ""

  const add = async (event: FormEvent) => {
    event.preventDefault()
    if (adding) return
    const found = template ? datesProblem(startDate, endDate) : t("challenges.add.chooseTemplate")
    setProblem(found)
    if (found || !template) return
    // The one write path: the list read again, the toast, and the organization's /challenges (POR-5).
    const done = await act(Challenges.addChallenge(entityId, packageGroupId, template, startDate))
    if (!done.ok) return
    setTemplateId("")
    setStartDate("")
  }

  return (
    <form
      onSubmit={(event) => void add(event)}
      noValidate
      aria-labelledby="add-challenge"
      className="space-y-3"
    >
      <h2 id="add-challenge" className="text-lg font-semibold">
        {t("challenges.add.title")}
      </h2>
      <div className="grid gap-3 sm:grid-cols-3">
        <Field label={t("challenges.add.template")} error={!template ? problem : undefined}>
          <select className={inputClass} value={templateId} onChange={(e) => setTemplateId(e.target.value)}>
            <option value="">{t("challenges.add.choose")}</option>
            {templates.map((tpl) => (
              <option key={tpl.challengeTemplateId} value={tpl.challengeTemplateId}>
                {tpl.name} ({t("challenges.add.days", { count: tpl.durationDays })})
              </option>
            ))}
          </select>
        </Field>
        <Field label={t("challenges.add.start")} error={template ? problem : undefined}>
          <input
            type="date"
            className={inputClass}
            value={startDate}
            onChange={(e) => setStartDate(e.target.value)}
          />
        </Field>
        <p className="self-end pb-2 text-sm text-slate-700" aria-live="polite">
          {template ? t("challenges.add.goal", { goal: template.goal }) : null}
          {endDate ? ` · ${t("challenges.add.ends", { date: endDate })}` : null}
        </p>
      </div>
      <Button type="submit" disabled={adding}>
        {adding ? t("challenges.saving") : t("challenges.add.button")}
      </Button>
    </form>
  )
}
