import { type CreditCard, type EntityId, type FieldErrors, FundsRequest, validateWith } from "@wellkit/core"
import { cardLabel, fundsAlerts } from "@wellkit/core/funding"
import { type FormEvent, useState } from "react"
import { useWellkit } from "../../app/wellkit.js"
import { Button } from "../../components/Button.js"
import { Field, inputClass } from "../../components/Field.js"
import { textOf, useTranslation } from "../../i18n/index.js"
import { presentFailure, showAlert } from "../../shell/notify.js"
import { dollars } from "./money.js"

const validate = validateWith(FundsRequest)

/** POR-9: adds funds from a card; every outcome ends in its alert. */
export const FundsForm = ({
  entityId,
  cards,
}: {
  readonly entityId: EntityId
  readonly cards: ReadonlyArray<CreditCard>
}) => {
  const { t } = useTranslation()
  const { client } = useWellkit()
  const [amount, setAmount] = useState("")
  const [card, setCard] = useState(cards[0]?.creditCardToken ?? "")
  const [errors, setErrors] = useState<FieldErrors>({})
  const [paying, setPaying] = useState(false)

  const pay = async (event: FormEvent) => {
    event.preventDefault()
    if (paying) return
    const checked = validate({
      creditCardToken: card,
      amount: amount.trim() === "" ? Number.NaN : Number(amount),
    })
    setErrors(checked.ok ? {} : checked.errors)
    if (!checked.ok) return
    setPaying(true)
    try {
      const { outcome, result, error } = await client.funding.addFunds(entityId, checked.value)
      const alert = fundsAlerts[outcome]
      const failure = error ? presentFailure(error) : undefined
      showAlert({
        title: textOf(alert.title),
        body: textOf(alert.body, {
          amount: dollars.format(checked.value.amount),
          balance: dollars.format(result?.balance ?? 0),
        }),
        // The unconfirmed alert already says what the cause would say.
        detail: outcome === "unconfirmed" ? undefined : failure,
      })
      if (outcome === "added") setAmount("")
    } finally {
      setPaying(false)
    }
  }

  if (cards.length === 0) return <p className="text-sm text-slate-600">{t("funding.funds.needCard")}</p>
  return (
    <form onSubmit={(event) => void pay(event)} noValidate className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-[10rem_minmax(0,1fr)]">
        <Field label={t("funding.funds.amount")} error={errors.amount} hint={t("funding.funds.amountHint")}>
          <input
            inputMode="decimal"
            className={inputClass}
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
          />
        </Field>
        <Field label={t("funding.funds.card")} error={errors.creditCardToken}>
          <select className={inputClass} value={card} onChange={(e) => setCard(e.target.value)}>
            {cards.map((c) => (
              <option key={c.creditCardToken} value={c.creditCardToken}>
                {cardLabel(c)}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <Button type="submit" disabled={paying}>
        {paying ? t("funding.funds.paying") : t("funding.funds.add")}
      </Button>
    </form>
  )
}
