import type { Effect } from "effect"
import { describe, expect, it } from "vitest"
import type { EntityId } from "../../api/ids.js"
import type { RewardGroup } from "../../api/Rewards.js"
import { type AppError, isOutcomeUnknown } from "../../errors/AppError.js"
import type { WellkitServices } from "../../layer.js"
import { testServer } from "../test-server.js"
import * as Funding from "./Funding.js"

/**
 * Issue 40.5: the reward group's and the cards' writes go through the kit's one
 * write path (kit/write.ts), and adding funds through its answer-only form
 * (`writeAnswer`): the toast, the reward group and cards read again (also when
 * the outcome is unknown), the failure and where each leads, over the real
 * client and a server of a few lines.
 */
const acme = 1000 as EntityId
const group = {
  rewardGroupId: 900,
  organizationId: 1000,
  name: "Acme wellness rewards",
  balance: 12480.5,
  monthlyBudget: 4000,
} as RewardGroup
const card = {
  creditCardToken: "tok_visa_4242",
  brand: "Visa",
  last4: "4242",
  expiryMonth: 4,
  expiryYear: 2029,
  cardholderName: "Olivia Admin",
}

const serve = testServer()

/** What the funding page shows, read again after a write: the identifiers, then the group and the cards. */
const VIEW = ["GET /entities/1000/identifiers", "GET /reward-groups/900", "GET /entities/1000/credit-cards"]
const view = {
  [VIEW[0] as string]: {
    status: 200,
    body: { entityId: 1000, rewardGroupId: 900, customerAccountId: "C-1" },
  },
  [VIEW[1] as string]: { status: 200, body: group },
  [VIEW[2] as string]: { status: 200, body: [card] },
}
/** The requests after the write's own, in a stable order (the group and the cards are read at once). */
const after = (seen: ReadonlyArray<string>) => [...seen.slice(1)].sort()
const readAgain = [...VIEW].sort()

const saved = { title: "SUCCESS.SUCCESS_TITLE", message: "SUCCESS.CHANGES_SAVED" }

const writes: ReadonlyArray<{
  readonly name: string
  readonly route: string
  readonly answer: { readonly status: number; readonly body?: unknown }
  readonly run: () => Effect.Effect<
    { readonly toast: unknown; readonly redirect: unknown },
    AppError,
    WellkitServices
  >
  readonly key: string
  /** A refusal as the contract declares it for this call, or one it does not (sync declares none). */
  readonly refusal: number
}> = [
  {
    name: "POR-8: the reward group saved",
    route: "PUT /reward-groups/900",
    answer: { status: 200, body: { ...group, monthlyBudget: 5000 } },
    run: () => Funding.saveRewardGroup({ ...group, monthlyBudget: 5000 }),
    key: "ERRORS.UPDATE_REWARDGROUP_FAILED",
    refusal: 400,
  },
  {
    name: "POR-8: a card registered",
    route: "POST /entities/1000/credit-cards",
    answer: { status: 201, body: { ...card, creditCardToken: "tok_mc_4444", last4: "4444" } },
    run: () =>
      Funding.registerCard(acme, {
        cardholderName: "Olivia Admin",
        cardNumber: "5555555555554444",
        expiryMonth: 12,
        expiryYear: 2030,
        cvc: "123",
      }),
    key: "ERRORS.ADD_CREDIT_CARD_FAILED",
    refusal: 400,
  },
  {
    name: "POR-8: a card deleted",
    route: "POST /entities/1000/credit-cards/delete",
    answer: { status: 204 },
    run: () => Funding.deleteCard(acme, "tok_visa_4242"),
    key: "ERRORS.DELETE_CREDIT_CARD_FAILED",
    refusal: 404,
  },
  {
    name: "POR-8: the cards synced with the payment provider",
    route: "POST /entities/1000/credit-cards/sync",
    answer: { status: 200, body: [card] },
    run: () => Funding.syncCards(acme),
    key: "ERRORS.SYNC_CREDIT_CARDS_FAILED",
    refusal: 409,
  },
]

describe("the reward group and the cards through the one write path", () => {
  it.each(writes)("ERR-6, ADM-3: $name says the spec's toast, reads the page again, stays", async (write) => {
    const { client, seen } = serve({ ...view, [write.route]: write.answer })
    const outcome = await client.run(write.run())
    expect(outcome.toast).toEqual(saved)
    expect(outcome.redirect).toBeUndefined()
    expect(seen[0]).toBe(write.route)
    expect(after(seen)).toEqual(readAgain)
  })

  it.each(writes)(
    "ERR-5: $name failing with a 503 says the outcome is unknown and reads the page again",
    async (write) => {
      const { client, seen } = serve({ ...view, [write.route]: { status: 503 } })
      const failure = await client.run(write.run()).catch((e) => e)
      expect(failure).toMatchObject({
        message: write.key,
        status: 503,
        additionalMessage: "ERRORS.OUTCOME_UNKNOWN",
      })
      expect(isOutcomeUnknown(failure)).toBe(true)
      expect(after(seen)).toEqual(readAgain)
    },
  )

  it.each(writes)("ERR-5: $name refused (4xx) is not applied: nothing is read again", async (write) => {
    const { client, seen } = serve({
      ...view,
      [write.route]: { status: write.refusal, body: { message: "Not this one." } },
    })
    const failure = await client.run(write.run()).catch((e) => e)
    expect(failure).toMatchObject({ message: write.key, status: write.refusal })
    expect(isOutcomeUnknown(failure)).toBe(false)
    expect(seen).toEqual([write.route])
  })

  it("the Promise SDK still answers as before: the group and its toast, the card, nothing, the cards", async () => {
    const { client } = serve({
      ...view,
      ...Object.fromEntries(writes.map((write) => [write.route, write.answer])),
    })
    expect(await client.funding.saveRewardGroup({ ...group, monthlyBudget: 5000 })).toEqual({
      rewardGroup: { ...group, monthlyBudget: 5000 },
      toast: saved,
    })
    expect(
      await client.funding.registerCard(acme, {
        cardholderName: "Olivia Admin",
        cardNumber: "5555555555554444",
        expiryMonth: 12,
        expiryYear: 2030,
        cvc: "123",
      }),
    ).toMatchObject({ last4: "4444" })
    expect(await client.funding.deleteCard(acme, "tok_visa_4242")).toBeUndefined()
    expect(await client.funding.syncCards(acme)).toEqual([card])
  })
})

const FUNDS = "POST /entities/1000/funds"

describe("POR-9: adding funds through the one write path, every outcome an alert of its own", () => {
  it.each([
    {
      label: "a success is funds added; the balance is read again",
      reply: { status: 200, body: { status: "Success", transactionId: "t1", balance: 12980.5 } },
      outcome: "added",
      readsAgain: true,
    },
    {
      label: "a pending payment is pending; the balance is read again",
      reply: { status: 200, body: { status: "Pending", transactionId: "t2", balance: 12480.5 } },
      outcome: "pending",
      readsAgain: true,
    },
    {
      label:
        "a declined payment is a failure; the server answered, so the page is read again as after any answer",
      reply: { status: 200, body: { status: "Declined", transactionId: "t3", balance: 12480.5 } },
      outcome: "failed",
      readsAgain: true,
    },
    {
      label: "a refusal (400) is a failure that changed nothing: nothing is read again",
      reply: { status: 400, body: { message: "The amount is too large for this card." } },
      outcome: "failed",
      readsAgain: false,
    },
    {
      label: "a 502 leaves the charge open: unconfirmed, and the balance is read again (ERR-5)",
      reply: { status: 502 },
      outcome: "unconfirmed",
      readsAgain: true,
    },
    {
      label: "no connection at all is a failure: nothing is read again",
      reply: "dropped" as const,
      outcome: "failed",
      readsAgain: false,
    },
  ])("$label", async ({ reply, outcome, readsAgain }) => {
    const { client, seen } = serve({ ...view, [FUNDS]: reply })
    const answer = await client.run(Funding.addFunds(acme, { creditCardToken: "tok_visa_4242", amount: 500 }))
    expect(answer.outcome).toBe(outcome)
    expect(answer.error === undefined).toBe(typeof reply === "object" && reply.status === 200)
    expect(seen[0]).toBe(FUNDS)
    expect(after(seen)).toEqual(readsAgain ? readAgain : [])
  })
})
