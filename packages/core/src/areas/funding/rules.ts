import type { FundsResult } from "../../api/Rewards.js"
import { type AppError, isOutcomeUnknown } from "../../errors/AppError.js"

/** "unconfirmed": the call failed in a way that leaves open whether the card was charged. */
export type FundsOutcome = "added" | "pending" | "failed" | "unconfirmed"

/** POR-9: success → funds added; pending → pending; anything else, or an error → failure. */
export const fundsOutcome = (result: FundsResult | undefined): FundsOutcome => {
  const status = result?.status.toLowerCase()
  if (status === "success") return "added"
  if (status === "pending") return "pending"
  return "failed"
}

/** POR-9: an error is a failure; one that leaves the charge open is shown as the failure alert in those words. */
export const fundsErrorOutcome = (error: AppError): FundsOutcome =>
  isOutcomeUnknown(error) ? "unconfirmed" : "failed"

/** POR-9: the alert for each outcome, as catalogue keys; the added title's text is the spec's 'Funds added'. */
export const fundsAlerts: Readonly<
  Record<
    FundsOutcome,
    { readonly level: "info" | "warning" | "error"; readonly title: string; readonly body: string }
  >
> = {
  added: { level: "info", title: "funding.funds.addedTitle", body: "funding.funds.addedBody" },
  pending: { level: "warning", title: "funding.funds.pendingTitle", body: "ERRORS.FUNDS_PENDING" },
  failed: { level: "error", title: "funding.funds.failedTitle", body: "ERRORS.FUNDS_FAILED" },
  unconfirmed: { level: "error", title: "funding.funds.failedTitle", body: "ERRORS.FUNDS_UNCONFIRMED" },
}

/** "Visa ending 4242, expires 04/2029" */
export const cardLabel = (card: {
  readonly brand: string
  readonly last4: string
  readonly expiryMonth: number
  readonly expiryYear: number
}) =>
  `${card.brand} ending ${card.last4}, expires ${String(card.expiryMonth).padStart(2, "0")}/${card.expiryYear}`
