import { randomUUID } from "node:crypto"
import { HttpApiBuilder } from "@effect/platform"
import {
  type Address,
  type Invoice,
  NotFound,
  PaymentRefused,
  Refused,
  type Subscription,
  WellkitApi,
} from "@wellkit/core"
import { isOffered } from "@wellkit/core/licenses"
import { Effect } from "effect"
import type { Db } from "../db.js"
import { products } from "../seed-licenses.js"
import { currentUser } from "./auth.js"

/** ZIP code prefixes by state, enough for the sandbox to tell a mismatch as the postal check would. */
const zipPrefixes: Readonly<Record<string, ReadonlyArray<string>>> = {
  CA: ["90", "91", "92", "93", "94", "95", "96"],
  NY: ["10", "11", "12", "13", "14"],
  TX: ["75", "76", "77", "78", "79"],
  WA: ["98", "99"],
  MA: ["01", "02"],
  IL: ["60", "61", "62"],
}
const taxRates: Readonly<Record<string, number>> = {
  CA: 0.0725,
  NY: 0.04,
  TX: 0.0625,
  WA: 0.065,
  MA: 0.0625,
  IL: 0.0625,
}

/** POR-3: the postal check's two refusals, with the texts the real API sends. */
const addressProblem = (address: Address): string | undefined => {
  if (!/\d/.test(address.line1)) return "Error Validating Address"
  const prefixes = zipPrefixes[address.state.toUpperCase()]
  if (!prefixes?.some((prefix) => address.zip.startsWith(prefix))) return "Invalid city/state/zip"
  return undefined
}

const normalised = (address: Address): Address =>
  ({
    line1: address.line1.trim(),
    city: address.city.trim().replace(/\b\w/g, (c) => c.toUpperCase()),
    state: address.state.trim().toUpperCase(),
    zip: address.zip.trim(),
  }) as Address

const cents = (n: number) => Math.round(n * 100) / 100

export const purchaseHandlers = (db: Db) =>
  HttpApiBuilder.group(WellkitApi, "purchase", (handlers) =>
    handlers
      .handle("subscription", ({ request, path }) =>
        Effect.flatMap(currentUser(db, request), () => {
          const found = db.state.subscriptions.find((s) => s.invoiceId === path.invoiceId)
          return found
            ? Effect.succeed(found.subscription)
            : Effect.fail(new NotFound({ message: "There is no such subscription." }))
        }),
      )
      .handle("createSubscription", ({ request, payload }) =>
        Effect.flatMap(currentUser(db, request), (): Effect.Effect<Subscription, Refused> => {
          const license = db.state.licenses.find((l) => l.licenseId === payload.licenseId)
          if (!license) return Effect.fail(new Refused({ message: "There is no such license." }))
          const problem = addressProblem(payload.address)
          if (problem) return Effect.fail(new Refused({ message: problem }))
          const price = license.products
            .map((entry) => products.find((p) => p.productId === entry.productId))
            .filter((product) => product !== undefined && isOffered(product))
            .reduce((sum, product) => sum + (product?.price ?? 0), 0)
          const subscription = {
            invoiceId: `inv-${randomUUID().slice(0, 8)}`,
            licenseId: license.licenseId,
            quantity: payload.quantity,
            pricePerPersonPerMonth: cents(price),
            status: "draft",
          } as Subscription
          db.state.subscriptions.push({
            invoiceId: subscription.invoiceId,
            subscription,
            address: normalised(payload.address),
          })
          db.persist()
          return Effect.succeed(subscription)
        }),
      )
      .handle("address", ({ request, payload }) =>
        Effect.flatMap(currentUser(db, request), () => {
          const problem = addressProblem(payload)
          return problem
            ? Effect.fail(new Refused({ message: problem }))
            : Effect.succeed(normalised(payload))
        }),
      )
      .handle("tax", ({ request, payload }) =>
        Effect.flatMap(currentUser(db, request), () => {
          const found = db.state.subscriptions.find((s) => s.invoiceId === payload.invoiceId)
          if (!found) return Effect.fail(new NotFound({ message: "There is no such subscription." }))
          const taxRate = taxRates[payload.state.toUpperCase()] ?? 0.05
          const subtotal = cents(found.subscription.quantity * found.subscription.pricePerPersonPerMonth)
          const tax = cents(subtotal * taxRate)
          return Effect.succeed({ subtotal, tax, total: cents(subtotal + tax), taxRate })
        }),
      )
      .handle("invoice", ({ request, path }) =>
        Effect.flatMap(currentUser(db, request), (): Effect.Effect<Invoice, NotFound | PaymentRefused> => {
          const license = db.state.licenses.find((l) => l.licenseId === path.licenseId)
          const draft = [...db.state.subscriptions]
            .reverse()
            .find((s) => s.subscription.licenseId === path.licenseId && s.subscription.status === "draft")
          if (!license || !draft)
            return Effect.fail(new NotFound({ message: "There is nothing to invoice for this license." }))
          const card = db.state.cards.find((c) => c.entityId === license.organizationId)
          if (!card)
            return Effect.fail(
              new PaymentRefused({ message: "No payment card on file for this organization." }),
            )
          if (card.declines)
            return Effect.fail(new PaymentRefused({ message: "Card declined by the issuer." }))
          const taxRate = taxRates[draft.address.state] ?? 0.05
          const subtotal = cents(draft.subscription.quantity * draft.subscription.pricePerPersonPerMonth)
          draft.subscription = { ...draft.subscription, status: "invoiced" } as Subscription
          db.state.licenses = db.state.licenses.map((l) =>
            l === license ? { ...l, isPurchased: true, seats: draft.subscription.quantity } : l,
          )
          db.persist()
          return Effect.succeed({
            invoiceId: draft.invoiceId,
            total: cents(subtotal * (1 + taxRate)),
            status: "paid",
          } as Invoice)
        }),
      ),
  )
