import { describe, expect, it } from "vitest"
import { appError } from "../../errors/AppError.js"
import { cents, invoiceError, subscriptionError } from "./rules.js"

describe("POR-3: the subscription's 400 texts", () => {
  it.each([
    ["Error Validating Address", "ERRORS.INVALID_ADDRESS"],
    ["Invalid city/state/zip", "ERRORS.ZIP_MISMATCH"],
    ["Something else", "ERRORS.POST_SUBSCRIPTION_FAILED"],
  ])("%j is %s", (text, key) => {
    const error = appError({
      message: "ERRORS.POST_SUBSCRIPTION_FAILED",
      status: 400,
      additionalMessage: text,
    })
    expect(subscriptionError(error).message).toBe(key)
  })

  it("other statuses keep the call's own key", () => {
    const error = appError({
      message: "ERRORS.POST_SUBSCRIPTION_FAILED",
      status: 500,
      additionalMessage: "Error Validating Address",
    })
    expect(subscriptionError(error)).toBe(error)
  })
})

it("POR-4: an invoice failure is the purchase-failed alert with the status text", () => {
  const error = appError({
    message: "ERRORS.POST_INVOICE_FAILED",
    status: 402,
    additionalMessage: "Card declined by the issuer.",
  })
  expect(invoiceError(error)).toMatchObject({
    message: "ERRORS.PURCHASE_FAILED",
    additionalMessage: "Card declined by the issuer.",
    status: 402,
  })
})

it("money is shown in whole cents", () => {
  expect(cents(25 * 7.5 * 1.0725)).toBe(201.09)
})
