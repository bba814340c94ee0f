import { describe, expect, it } from "vitest"
import { cardLabel, fundsAlerts, fundsOutcome } from "./rules.js"

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

  it("each outcome has its alert: funds added, pending, failure", () => {
    expect(fundsAlerts.added).toMatchObject({ level: "info", title: "funding.funds.addedTitle" })
    expect(fundsAlerts.pending).toMatchObject({ level: "warning", body: "ERRORS.FUNDS_PENDING" })
    expect(fundsAlerts.failed).toMatchObject({ level: "error", body: "ERRORS.FUNDS_FAILED" })
  })
})

it("names a card by brand, last digits and expiry", () => {
  expect(cardLabel({ brand: "Visa", last4: "4242", expiryMonth: 4, expiryYear: 2029 })).toBe(
    "Visa ending 4242, expires 04/2029",
  )
})
