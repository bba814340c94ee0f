import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Schema } from "effect"
import { ErrorKeys, Safe } from "./annotations.js"
import { NotFound, PaymentRefusedText, RefusedText, Unauthorized } from "./errors.js"
import { LicenseId } from "./Licenses.js"

/** A billing address; the server validates it against the postal service. */
export const Address = Schema.Struct({
  line1: Schema.Trim.pipe(Schema.nonEmptyString({ message: () => "Enter the street address." })),
  city: Schema.Trim.pipe(Schema.nonEmptyString({ message: () => "Enter the city." })),
  state: Schema.Trim.pipe(
    Schema.pattern(/^[A-Za-z]{2}$/, { message: () => "Enter the two-letter state code." }),
  ),
  zip: Schema.Trim.pipe(
    Schema.pattern(/^\d{5}(-\d{4})?$/, { message: () => "Enter a ZIP code like 94105." }),
  ),
})
export type Address = typeof Address.Type

export const SubscriptionRequest = Schema.Struct({
  licenseId: LicenseId,
  quantity: Schema.Int.pipe(
    Schema.between(1, 100_000, { message: () => "Enter how many people, from 1 to 100,000." }),
  ),
  address: Address,
})
export type SubscriptionRequest = typeof SubscriptionRequest.Type

export const Subscription = Schema.Struct({
  invoiceId: Schema.String,
  licenseId: LicenseId,
  quantity: Schema.Int,
  /** US dollars per person per month for the license's offered products together. */
  pricePerPersonPerMonth: Schema.Number,
  status: Schema.Literal("draft", "invoiced"),
})
export type Subscription = typeof Subscription.Type

export const TaxRequest = Schema.Struct({
  invoiceId: Schema.String,
  zip: Schema.String,
  state: Schema.String,
})
export const Quote = Schema.Struct({
  subtotal: Schema.Number,
  tax: Schema.Number,
  total: Schema.Number,
  taxRate: Schema.Number,
})
export type Quote = typeof Quote.Type

export const Invoice = Schema.Struct({
  invoiceId: Schema.String,
  total: Schema.Number,
  status: Schema.Literal("paid"),
})
export type Invoice = typeof Invoice.Type

export const getSubscription = HttpApiEndpoint.get("subscription", "/subscriptions/:invoiceId")
  .setPath(Schema.Struct({ invoiceId: Schema.String }))
  .addSuccess(Subscription)
  .addError(NotFound)
  .annotate(ErrorKeys, { key: "ERRORS.GET_SUBSCRIPTION_FAILED" })

/** POR-3: a 400 carries 'Error Validating Address' or 'Invalid city/state/zip' as its text. */
export const postSubscription = HttpApiEndpoint.post("createSubscription", "/subscriptions")
  .setPayload(SubscriptionRequest)
  .addSuccess(Subscription, { status: 201 })
  .addError(RefusedText)
  .annotate(ErrorKeys, { key: "ERRORS.POST_SUBSCRIPTION_FAILED" })

export const postAddress = HttpApiEndpoint.post("address", "/addresses")
  .setPayload(Address)
  .addSuccess(Address)
  .addError(RefusedText)
  .annotate(ErrorKeys, { key: "ERRORS.POST_ADDRESS_FAILED" })

export const calculateTax = HttpApiEndpoint.post("tax", "/taxes/calculate")
  .setPayload(TaxRequest)
  .addSuccess(Quote)
  .addError(NotFound)
  .annotate(Safe, true)
  .annotate(ErrorKeys, { key: "ERRORS.GET_TAXES_FAILED" })

/** POR-4: by license, with an empty body; a refusal's text is the status text. */
export const postInvoice = HttpApiEndpoint.post("invoice", "/licenses/:licenseId/invoice")
  .setPath(Schema.Struct({ licenseId: Schema.NumberFromString.pipe(Schema.compose(LicenseId)) }))
  .addSuccess(Invoice, { status: 201 })
  .addError(PaymentRefusedText)
  .addError(NotFound)
  .annotate(ErrorKeys, { key: "ERRORS.POST_INVOICE_FAILED" })

export class PurchaseApi extends HttpApiGroup.make("purchase")
  .add(getSubscription)
  .add(postSubscription)
  .add(postAddress)
  .add(calculateTax)
  .add(postInvoice)
  .addError(Unauthorized) {}
