import { describe, expect, it } from "vitest"
import { appError } from "../../errors/AppError.js"
import { cardLabel, fundsAlerts, fundsErrorOutcome, fundsOutcome } from "./rules.js"

const result = (status: string) => ({ status, transactionId: "t", balance: 0 })

describe("POR-9: what a payment's status means", () => {
  it.each([
    ["Success", "added"],
    ["success", "added"],
    ["Pending", "pending"],
    ["Failed", "failed"],
    ["Declined", "failed"],
    ["", "failed"],
  ])("status %j is %s", (status, outcome) => {
    expect(fundsOutcome(result(status))).toBe(outcome)
  })

  it("no answer at all (an error) is a failure", () => {
    expect(fundsOutcome(undefined)).toBe("failed")
  })

  it.each([
    ["ERRORS.OUTCOME_UNKNOWN", "unconfirmed"],
    ["ERRORS.NETWORK_UNAVAILABLE", "failed"],
    [undefined, "failed"],
  ])("POR-9: an error saying %s is %s", (additionalMessage, outcome) => {
    expect(fundsErrorOutcome(appError({ message: "ERRORS.POST_FUNDS_FAILED", additionalMessage }))).toBe(
      outcome,
    )
  })

  it("each outcome has its alert: funds added, pending, failure", () => {
    expect(fundsAlerts.added).toMatchObject({ level: "info", title: "funding.funds.addedTitle" })
    expect(fundsAlerts.pending).toMatchObject({ level: "warning", body: "ERRORS.FUNDS_PENDING" })
    expect(fundsAlerts.failed).toMatchObject({ level: "error", body: "ERRORS.FUNDS_FAILED" })
    expect(fundsAlerts.unconfirmed).toMatchObject({ level: "error", body: "ERRORS.FUNDS_UNCONFIRMED" })
  })
})

it("names a card by brand, last digits and expiry", () => {
  expect(cardLabel({ brand: "Visa", last4: "4242", expiryMonth: 4, expiryYear: 2029 })).toBe(
    "Visa ending 4242, expires 04/2029",
  )
})
