import type { EntityId } from "@wellkit/core"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { inProcessSandbox } from "./harness.js"

const acme = 1000 as EntityId
let env: ReturnType<typeof inProcessSandbox>
let bodies: Array<string>

beforeEach(async () => {
  bodies = []
  env = inProcessSandbox({
    fetch: async (input, init) => {
      const request = new Request(input, init)
      if (request.method !== "GET") bodies.push(await request.clone().text())
      return env.sandbox.handle(request)
    },
  })
  await env.loginAs("admin@acme.test")
  env.sandbox.requests.length = 0
  bodies.length = 0
})
afterEach(() => env.close())

describe("rewards and funding against the sandbox", () => {
  it("POR-8: the reward group is found through the organization's identifiers, with its cards", async () => {
    const view = await env.client.funding.get(acme)
    expect(view.identifiers.rewardGroupId).toBe(900)
    expect(view.rewardGroup).toMatchObject({ name: "Acme wellness rewards", balance: 12480.5 })
    expect(view.cards.map((card) => card.last4)).toEqual(["4242", "0002", "1881"])
    await env.client.funding.get(acme)
    expect(env.sandbox.requests.filter((r) => r.startsWith("GET"))).toHaveLength(3)
  })

  it("POR-8: reward group put; cards register, sync (drops the expired one) and delete", async () => {
    const { rewardGroup } = await env.client.funding.get(acme)
    const saved = await env.client.funding.saveRewardGroup({ ...rewardGroup, monthlyBudget: 5000 })
    expect(saved.rewardGroup.monthlyBudget).toBe(5000)

    const card = await env.client.funding.registerCard(acme, {
      cardholderName: "Olivia Admin",
      cardNumber: "5555555555554444",
      expiryMonth: 12,
      expiryYear: 2030,
      cvc: "123",
    })
    expect(card).toMatchObject({ brand: "Mastercard", last4: "4444" })
    expect(JSON.stringify(card)).not.toContain("5555555555554444")
    const bad = await env.client.funding
      .registerCard(acme, {
        cardholderName: "X",
        cardNumber: "1234567890123",
        expiryMonth: 1,
        expiryYear: 2030,
        cvc: "123",
      })
      .catch((e) => e)
    expect(bad).toMatchObject({ status: 400, message: "ERRORS.ADD_CREDIT_CARD_FAILED" })
    // The number travelled in the register calls only.
    expect(bodies.filter((body) => body.includes("5555555555554444"))).toHaveLength(1)

    const synced = await env.client.funding.syncCards(acme)
    expect(synced.map((c) => c.last4)).toEqual(["4242", "0002", "4444"])
    await env.client.funding.deleteCard(acme, card.creditCardToken)
    expect((await env.client.funding.get(acme)).cards.map((c) => c.last4)).toEqual(["4242", "0002"])
  })

  it("POR-9: funds added, pending, declined and an error each come back as their outcome", async () => {
    const added = await env.client.funding.addFunds(acme, { creditCardToken: "tok_visa_4242", amount: 500 })
    expect(added).toMatchObject({ outcome: "added", result: { balance: 12980.5 } })
    const pending = await env.client.funding.addFunds(acme, {
      creditCardToken: "tok_visa_4242",
      amount: 20_000,
    })
    expect(pending.outcome).toBe("pending")
    const declined = await env.client.funding.addFunds(acme, { creditCardToken: "tok_mc_0002", amount: 50 })
    expect(declined.outcome).toBe("failed")
    env.sandbox.faults.set({ endpoint: "rewards.addFunds", status: 502 })
    const broken = await env.client.funding.addFunds(acme, { creditCardToken: "tok_visa_4242", amount: 50 })
    // A 5xx leaves open whether the card was charged (ERR-5).
    expect(broken).toMatchObject({
      outcome: "unconfirmed",
      error: {
        message: "ERRORS.POST_FUNDS_FAILED",
        status: 502,
        additionalMessage: "ERRORS.OUTCOME_UNKNOWN",
      },
    })
  })
})
