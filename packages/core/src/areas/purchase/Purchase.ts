import { Effect } from "effect"
import type { LicenseId } from "../../api/Licenses.js"
import * as Api from "../../api/Purchase.js"
import { ApiClient } from "../../http/ApiClient.js"
import { call } from "../../http/call.js"
import { writeAnswer } from "../../kit/write.js"
import { invoiceError, subscriptionError } from "./rules.js"

/**
 * POR-3: prices a purchase before anything is charged: the subscription (the
 * address is checked there), the address, then the tax.
 */
export const quote = (request: Api.SubscriptionRequest) =>
  Effect.gen(function* () {
    const client = yield* ApiClient
    const subscription = yield* call(
      Api.postSubscription,
      client.purchase.createSubscription({ payload: request }),
    ).pipe(Effect.mapError(subscriptionError))
    const address = yield* call(Api.postAddress, client.purchase.address({ payload: request.address })).pipe(
      Effect.mapError(subscriptionError),
    )
    const quote = yield* call(
      Api.calculateTax,
      client.purchase.tax({
        payload: { invoiceId: subscription.invoiceId, zip: address.zip, state: address.state },
      }),
    )
    return { subscription, address, quote }
  })

export const subscription = (invoiceId: string) =>
  Effect.flatMap(ApiClient, (client) =>
    call(Api.getSubscription, client.purchase.subscription({ path: { invoiceId } })),
  )

/** POR-4: charges the license (empty body); a failure is the purchase-failed alert with the status text. */
export const invoice = (licenseId: LicenseId) =>
  writeAnswer(
    Effect.flatMap(ApiClient, (client) =>
      call(Api.postInvoice, client.purchase.invoice({ path: { licenseId } })),
    ),
    { failure: invoiceError },
  )

/** The tax of a subscription for a billing ZIP and state. */
export const tax = (invoiceId: string, zip: string, state: string) =>
  Effect.flatMap(ApiClient, (client) =>
    call(Api.calculateTax, client.purchase.tax({ payload: { invoiceId, zip, state } })),
  )
