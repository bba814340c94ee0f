import type { LicenseId } from "@wellkit/core"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { inProcessSandbox } from "./harness.js"

const pilot = 7002 as LicenseId
const address = { line1: "1 Market St", city: "san francisco", state: "ca", zip: "94105" }
let env: ReturnType<typeof inProcessSandbox>
beforeEach(async () => {
  env = inProcessSandbox()
  await env.loginAs("admin@acme.test")
  env.sandbox.requests.length = 0
})
afterEach(() => env.close())

describe("purchase against the sandbox", () => {
  it("POR-3: the price is known before anything is charged: subscription, address, tax", async () => {
    const {
      subscription,
      address: checked,
      quote,
    } = await env.client.purchase.quote({ licenseId: pilot, quantity: 25, address })
    expect(subscription).toMatchObject({ quantity: 25, pricePerPersonPerMonth: 7.5, status: "draft" })
    expect(checked).toMatchObject({ city: "San Francisco", state: "CA" })
    expect(quote).toEqual({ subtotal: 187.5, tax: 13.59, total: 201.09, taxRate: 0.0725 })
    expect(env.sandbox.requests).toEqual(["POST /subscriptions", "POST /addresses", "POST /taxes/calculate"])
    expect(await env.client.purchase.subscription(subscription.invoiceId)).toEqual(subscription)
  })

  it.each([
    ["no house number", { ...address, line1: "Market St" }, "ERRORS.INVALID_ADDRESS"],
    ["a ZIP of another state", { ...address, zip: "10001" }, "ERRORS.ZIP_MISMATCH"],
  ])("POR-3: %s is its own alert", async (_label, wrong, key) => {
    const error = await env.client.purchase
      .quote({ licenseId: pilot, quantity: 25, address: wrong })
      .catch((e) => e)
    expect(error).toMatchObject({ message: key, status: 400 })
  })

  it("POR-4: the invoice is by license with an empty body; a double click charges once", async () => {
    await env.client.purchase.quote({ licenseId: pilot, quantity: 25, address })
    const [first, second] = await Promise.all([
      env.client.purchase.invoice(pilot),
      env.client.purchase.invoice(pilot),
    ])
    expect(first).toEqual(second)
    expect(first).toMatchObject({ status: "paid", total: 201.09 })
    expect(env.sandbox.requests.filter((r) => r === "POST /licenses/7002/invoice")).toHaveLength(1)
    expect(env.sandbox.db.state.licenses.find((l) => l.licenseId === 7002)).toMatchObject({
      isPurchased: true,
      seats: 25,
    })
  })

  it("POR-4: a refused payment is the purchase-failed alert with the status text", async () => {
    env.sandbox.db.state.cards = env.sandbox.db.state.cards.map((card) => ({ ...card, declines: true }))
    await env.client.purchase.quote({ licenseId: pilot, quantity: 5, address })
    const error = await env.client.purchase.invoice(pilot).catch((e) => e)
    expect(error).toMatchObject({
      message: "ERRORS.PURCHASE_FAILED",
      status: 402,
      additionalMessage: "Card declined by the issuer.",
    })
  })
})
