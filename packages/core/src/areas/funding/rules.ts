import type { FundsResult } from "../../api/Rewards.js"

export type FundsOutcome = "added" | "pending" | "failed"

/** POR-9: success → funds added; pending → pending; anything else, or an error → failure. */
export const fundsOutcome = (result: FundsResult | undefined): FundsOutcome => {
  const status = result?.status.toLowerCase()
  if (status === "success") return "added"
  if (status === "pending") return "pending"
  return "failed"
}

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
}

/** "Visa ending 4242, expires 04/2029" */
export const cardLabel = (card: {
  readonly brand: string
  readonly last4: string
  readonly expiryMonth: number
  readonly expiryYear: number
}) =>
  `${card.brand} ending ${card.last4}, expires ${String(card.expiryMonth).padStart(2, "0")}/${card.expiryYear}`
