import { type FieldErrors, RewardGroup, validateWith } from "@wellkit/core"
import { Funding } from "@wellkit/core/funding"
import { type FormEvent, useState } from "react"
import { Button } from "../../components/Button.js"
import { Field, inputClass } from "../../components/Field.js"
import { useTranslation } from "../../i18n/index.js"
import { useResourceAction } from "../../kit/use-resource.js"
import { dollars } from "./money.js"

const validate = validateWith(RewardGroup)

/** POR-8: the reward group's balance, and its name and monthly budget to edit. */
export const RewardGroupForm = ({ group }: { readonly group: RewardGroup }) => {
  const { t } = useTranslation()
  const [name, setName] = useState(group.name)
  const [budget, setBudget] = useState(String(group.monthlyBudget))
  const [errors, setErrors] = useState<FieldErrors>({})
  const { act, busy: saving } = useResourceAction()

  const save = async (event: FormEvent) => {
    event.preventDefault()
    if (saving) return
    const checked = validate({
      ...group,
      name,
      monthlyBudget: budget.trim() === "" ? Number.NaN : Number(budget),
    })
    setErrors(checked.ok ? {} : checked.errors)
    if (!checked.ok) return
    // POR-8 through the one write path: the reward group read again (also on an unknown outcome) and the toast.
    await act(Funding.saveRewardGroup(checked.value))
  }

  return (
    <form onSubmit={(event) => void save(event)} noValidate className="space-y-3">
      <p>
        <span className="block text-sm text-slate-600">{t("funding.group.balance")}</span>
        <span className="text-3xl font-semibold tabular-nums" data-testid="balance">
          {dollars.format(group.balance)}
        </span>
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label={t("funding.group.name")} error={errors.name}>
          <input className={inputClass} value={name} onChange={(e) => setName(e.target.value)} />
        </Field>
        <Field
          label={t("funding.group.budget")}
          error={errors.monthlyBudget ? t("funding.group.budgetInvalid") : undefined}
        >
          <input
            inputMode="decimal"
            className={inputClass}
            value={budget}
            onChange={(e) => setBudget(e.target.value)}
          />
        </Field>
      </div>
      <Button type="submit" variant="secondary" disabled={saving}>
        {saving ? t("funding.saving") : t("funding.group.save")}
      </Button>
    </form>
  )
}
