import { type ChallengeTemplate, type EntityId, type PackageGroupId, redirectHref } from "@wellkit/core"
import { datesProblem, endDateFor, withChallengeAdded } from "@wellkit/core/challenges"
import { type FormEvent, useState } from "react"
import { useNavigate } from "react-router-dom"
import { showFailure } from "../../app/failure.js"
import { useWellkit } from "../../app/wellkit.js"
import { Button } from "../../components/Button.js"
import { Field, inputClass } from "../../components/Field.js"
import { useTranslation } from "../../i18n/index.js"
import { showSuccess } from "../../shell/notify.js"

interface AddChallengeProps {
  readonly entityId: EntityId
  readonly packageGroupId: PackageGroupId
  readonly templates: ReadonlyArray<ChallengeTemplate>
}

/** POR-5: a template, a start day, and the challenge is added to the organisation's package group. */
export const AddChallenge = ({ entityId, packageGroupId, templates }: AddChallengeProps) => {
  const { t } = useTranslation()
  const { client } = useWellkit()
  const navigate = useNavigate()
  const [templateId, setTemplateId] = useState("")
  const [startDate, setStartDate] = useState("")
  const [problem, setProblem] = useState<string | undefined>()
  const [adding, setAdding] = useState(false)
  const template = templates.find((tpl) => String(tpl.challengeTemplateId) === templateId)
  const endDate = template && startDate ? endDateFor(startDate, template.durationDays) : ""

  const add = async (event: FormEvent) => {
    event.preventDefault()
    if (adding) return
    const found = template ? datesProblem(startDate, endDate) : t("challenges.add.chooseTemplate")
    setProblem(found)
    if (found || !template) return
    setAdding(true)
    try {
      const group = await client.challenges.packageGroup(entityId, packageGroupId)
      const outcome = await client.challenges.savePackageGroup(
        "add",
        withChallengeAdded(group, template, startDate),
      )
      showSuccess(outcome.toast)
      setTemplateId("")
      setStartDate("")
      if (outcome.redirect)
        navigate(redirectHref({ ...outcome.redirect, params: { entityId: String(entityId) } }))
    } catch (error) {
      showFailure(error)
    } finally {
      setAdding(false)
    }
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
