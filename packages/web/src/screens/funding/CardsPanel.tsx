import {
  type AppError,
  CardRegistration,
  type CreditCard,
  type EntityId,
  type FieldErrors,
  type ResourceOutcome,
  validateWith,
  type WellkitServices,
} from "@wellkit/core"
import { cardLabel, Funding } from "@wellkit/core/funding"
import type { Effect } from "effect"
import { type FormEvent, useState } from "react"
import { Button } from "../../components/Button.js"
import { ConfirmDialog } from "../../components/ConfirmDialog.js"
import { Field, inputClass } from "../../components/Field.js"
import { useTranslation } from "../../i18n/index.js"
import { useResourceAction } from "../../kit/use-resource.js"

const validate = validateWith(CardRegistration)
const years = Array.from({ length: 12 }, (_, index) => 2026 + index)
const months = Array.from({ length: 12 }, (_, index) => index + 1)

/**
 * POR-8: the organization's cards. The card number is read from the form at
 * submit and sent in the register call only: it never enters React state,
 * and the form is cleared as soon as the call returns.
 */
export const CardsPanel = ({
  entityId,
  cards,
}: {
  readonly entityId: EntityId
  readonly cards: ReadonlyArray<CreditCard>
}) => {
  const { t } = useTranslation()
  const { act } = useResourceAction()
  const [errors, setErrors] = useState<FieldErrors>({})
  const [busy, setBusy] = useState<"adding" | "syncing" | "removing" | undefined>()
  const [removing, setRemoving] = useState<CreditCard | undefined>()

  // A corrected field stops showing its old error; the others keep theirs until the next submit.
  const clearError = (name: string) =>
    setErrors((current) => {
      if (!(name in current)) return current
      const { [name]: _fixed, ...rest } = current
      return rest
    })

  const add = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    const form = event.currentTarget
    const data = new FormData(form)
    const checked = validate({
      cardholderName: String(data.get("cardholderName") ?? ""),
      cardNumber: String(data.get("cardNumber") ?? "").replace(/[\s-]/g, ""),
      expiryMonth: Number(data.get("expiryMonth")),
      expiryYear: Number(data.get("expiryYear")),
      cvc: String(data.get("cvc") ?? ""),
    })
    setErrors(checked.ok ? {} : checked.errors)
    if (!checked.ok) return
    // POR-8 through the one write path: the cards read again (also on an unknown outcome) and the toast.
    const done = await run("adding", Funding.registerCard(entityId, checked.value))
    if (done.ok) form.reset()
  }

  /** One write of the cards at a time, its button saying so; a confirmed removal's dialog closes either way. */
  const run = async <A,>(
    kind: "adding" | "syncing" | "removing",
    written: Effect.Effect<ResourceOutcome<A>, AppError, WellkitServices>,
  ) => {
    setBusy(kind)
    try {
      return await act(written)
    } finally {
      setBusy(undefined)
      setRemoving(undefined)
    }
  }

  return (
    <div className="space-y-4">
      <div className="flex items-center gap-3">
        <h2 id="cards-heading" className="mr-auto text-lg font-semibold">
          {t("funding.cards.title")}
        </h2>
        <Button
          variant="secondary"
          disabled={busy !== undefined}
          onClick={() => void run("syncing", Funding.syncCards(entityId))}
        >
          {busy === "syncing" ? t("funding.cards.syncing") : t("funding.cards.sync")}
        </Button>
      </div>
      {cards.length === 0 ? (
        <p className="text-sm text-slate-600">{t("funding.cards.none")}</p>
      ) : (
        <ul aria-labelledby="cards-heading" className="divide-y divide-slate-100">
          {cards.map((card) => (
            <li key={card.creditCardToken} className="flex items-center gap-3 py-2">
              <span className="mr-auto">
                {cardLabel(card)} <span className="text-sm text-slate-600">· {card.cardholderName}</span>
              </span>
              <Button
                variant="secondary"
                onClick={() => setRemoving(card)}
                aria-label={t("funding.cards.removeOne", { card: cardLabel(card) })}
              >
                {t("funding.cards.remove")}
              </Button>
            </li>
          ))}
        </ul>
      )}

      <form
        onChange={(event) => clearError((event.target as unknown as HTMLInputElement).name)}
        onSubmit={(event) => void add(event)}
        noValidate
        aria-labelledby="add-card-heading"
        className="space-y-3 rounded-md border border-slate-200 p-3"
      >
        <h3 id="add-card-heading" className="font-medium">
          {t("funding.cards.add")}
        </h3>
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label={t("funding.cards.name")} error={errors.cardholderName}>
            <input name="cardholderName" className={inputClass} autoComplete="cc-name" />
          </Field>
          <Field label={t("funding.cards.number")} error={errors.cardNumber}>
            <input name="cardNumber" className={inputClass} inputMode="numeric" autoComplete="cc-number" />
          </Field>
          <Field label={t("funding.cards.month")} error={errors.expiryMonth}>
            <select name="expiryMonth" className={inputClass} defaultValue="" autoComplete="cc-exp-month">
              <option value="" disabled>
                {t("funding.cards.choose")}
              </option>
              {months.map((month) => (
                <option key={month} value={month}>
                  {String(month).padStart(2, "0")}
                </option>
              ))}
            </select>
          </Field>
          <Field label={t("funding.cards.year")} error={errors.expiryYear}>
            <select name="expiryYear" className={inputClass} defaultValue="" autoComplete="cc-exp-year">
              <option value="" disabled>
                {t("funding.cards.choose")}
              </option>
              {years.map((year) => (
                <option key={year} value={year}>
                  {year}
                </option>
              ))}
            </select>
          </Field>
          <Field label={t("funding.cards.cvc")} error={errors.cvc}>
            <input name="cvc" className={inputClass} inputMode="numeric" autoComplete="cc-csc" />
          </Field>
        </div>
        <Button type="submit" disabled={busy !== undefined}>
          {busy === "adding" ? t("funding.saving") : t("funding.cards.addButton")}
        </Button>
      </form>

      <ConfirmDialog
        open={removing !== undefined}
        title={t("funding.cards.confirmTitle")}
        confirmLabel={t("funding.cards.remove")}
        cancelLabel={t("funding.cards.keep")}
        busy={busy === "removing"}
        danger
        onConfirm={() =>
          removing && void run("removing", Funding.deleteCard(entityId, removing.creditCardToken))
        }
        onClose={() => setRemoving(undefined)}
      >
        <p>{removing ? t("funding.cards.confirmBody", { card: cardLabel(removing) }) : null}</p>
      </ConfirmDialog>
    </div>
  )
}
