import { randomUUID } from "node:crypto"
import { HttpApiBuilder } from "@effect/platform"
import {
  BadRequest,
  type CreditCard,
  type FundsResult,
  NotFound,
  type RewardGroup,
  WellkitApi,
} from "@wellkit/core"
import { Effect } from "effect"
import type { Db } from "../db.js"
import type { SandboxCard } from "../state.js"
import { currentUser } from "./auth.js"

/** Payments above this wait for a manual review: the "pending" outcome of POR-9. */
const REVIEW_ABOVE = 10_000

const luhn = (digits: string) =>
  [...digits].reverse().reduce((sum, char, index) => {
    const n = Number(char) * (index % 2 === 1 ? 2 : 1)
    return sum + (n > 9 ? n - 9 : n)
  }, 0) %
    10 ===
  0

const brandOf = (number: string) =>
  number.startsWith("4")
    ? "Visa"
    : /^5[1-5]/.test(number)
      ? "Mastercard"
      : /^3[47]/.test(number)
        ? "American Express"
        : "Card"

const publicCard = ({ entityId: _entity, declines: _declines, ...card }: SandboxCard): CreditCard => card

/** A card expired at the end of its expiry month. */
const expired = (card: SandboxCard, now = new Date()) =>
  card.expiryYear < now.getUTCFullYear() ||
  (card.expiryYear === now.getUTCFullYear() && card.expiryMonth < now.getUTCMonth() + 1)

export const rewardHandlers = (db: Db) => {
  const cardsOf = (entityId: number) => db.state.cards.filter((card) => card.entityId === entityId)
  return HttpApiBuilder.group(WellkitApi, "rewards", (handlers) =>
    handlers
      .handle("identifiers", ({ request, path }) =>
        Effect.flatMap(currentUser(db, request), () => {
          const found = db.state.identifiers.find((ids) => ids.entityId === path.entityId)
          return found
            ? Effect.succeed(found)
            : Effect.fail(new NotFound({ message: "This organization has no reward account yet." }))
        }),
      )
      .handle("rewardGroup", ({ request, path }) =>
        Effect.flatMap(currentUser(db, request), () => {
          const group = db.state.rewardGroups.find((g) => g.rewardGroupId === path.rewardGroupId)
          return group
            ? Effect.succeed(group)
            : Effect.fail(new NotFound({ message: "There is no such reward group." }))
        }),
      )
      .handle("saveRewardGroup", ({ request, path, payload }) =>
        Effect.flatMap(currentUser(db, request), (): Effect.Effect<RewardGroup, NotFound | BadRequest> => {
          const group = db.state.rewardGroups.find((g) => g.rewardGroupId === path.rewardGroupId)
          if (!group) return Effect.fail(new NotFound({ message: "There is no such reward group." }))
          // The balance moves only with payments and rewards, never with an edit.
          const saved = { ...group, name: payload.name, monthlyBudget: payload.monthlyBudget }
          db.state.rewardGroups = db.state.rewardGroups.map((g) => (g === group ? saved : g))
          db.persist()
          return Effect.succeed(saved)
        }),
      )
      .handle("cards", ({ request, path }) =>
        Effect.map(currentUser(db, request), () => cardsOf(path.entityId).map(publicCard)),
      )
      .handle("registerCard", ({ request, path, payload }) =>
        Effect.flatMap(currentUser(db, request), () => {
          if (!luhn(payload.cardNumber))
            return Effect.fail(
              new BadRequest({ message: "The card number is not valid; check it and try again." }),
            )
          const card: SandboxCard = {
            entityId: path.entityId,
            creditCardToken: `tok_${randomUUID().slice(0, 12)}`,
            brand: brandOf(payload.cardNumber),
            last4: payload.cardNumber.slice(-4),
            expiryMonth: payload.expiryMonth,
            expiryYear: payload.expiryYear,
            cardholderName: payload.cardholderName,
            // The test number every payment provider declines.
            declines: payload.cardNumber === "4000000000000002",
          }
          db.state.cards.push(card)
          db.persist()
          return Effect.succeed(publicCard(card))
        }),
      )
      .handle("deleteCard", ({ request, path, payload }) =>
        Effect.flatMap(currentUser(db, request), () => {
          const card = cardsOf(path.entityId).find((c) => c.creditCardToken === payload.creditCardToken)
          if (!card) return Effect.fail(new NotFound({ message: "There is no such card." }))
          db.state.cards = db.state.cards.filter((c) => c !== card)
          db.persist()
          return Effect.void
        }),
      )
      .handle("syncCards", ({ request, path }) =>
        Effect.map(currentUser(db, request), () => {
          db.state.cards = db.state.cards.filter((card) => card.entityId !== path.entityId || !expired(card))
          db.persist()
          return cardsOf(path.entityId).map(publicCard)
        }),
      )
      .handle("addFunds", ({ request, path, payload }) =>
        Effect.flatMap(currentUser(db, request), (): Effect.Effect<FundsResult, BadRequest> => {
          const card = cardsOf(path.entityId).find((c) => c.creditCardToken === payload.creditCardToken)
          if (!card)
            return Effect.fail(new BadRequest({ message: "Choose one of the organization's cards." }))
          const ids = db.state.identifiers.find((i) => i.entityId === path.entityId)
          const group = db.state.rewardGroups.find((g) => g.rewardGroupId === ids?.rewardGroupId)
          const transactionId = `txn_${randomUUID().slice(0, 10)}`
          if (!group)
            return Effect.fail(new BadRequest({ message: "This organization has no reward group." }))
          if (card.declines || expired(card))
            return Effect.succeed({ status: "Failed", transactionId, balance: group.balance })
          if (payload.amount > REVIEW_ABOVE)
            return Effect.succeed({ status: "Pending", transactionId, balance: group.balance })
          const funded = { ...group, balance: Math.round((group.balance + payload.amount) * 100) / 100 }
          db.state.rewardGroups = db.state.rewardGroups.map((g) => (g === group ? funded : g))
          db.persist()
          return Effect.succeed({ status: "Success", transactionId, balance: funded.balance })
        }),
      ),
  )
}
