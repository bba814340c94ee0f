import type { LicenseId } from "../../api/Licenses.js"
import type { Invoice, SubscriptionRequest } from "../../api/Purchase.js"
import type { Run } from "../../layer.js"
import * as Purchase from "./Purchase.js"

const methods = (run: Run) => {
  // One charge at a time per license: a double click must never pay twice.
  const invoices = new Map<LicenseId, Promise<Invoice>>()
  return {
    /**
     * Starts a subscription for a number of people, checks the address and prices it with tax.
     * @example const quote = await wellkit.purchase.quote({ licenseId, quantity: 250, address: { line1: "1 Main St", city: "Springfield", state: "IL", zip: "62701" } })
     */
    quote: (request: SubscriptionRequest) => run(Purchase.quote(request)),
    /**
     * A subscription by its invoice id.
     * @example const subscription = await wellkit.purchase.subscription(invoiceId)
     */
    subscription: (invoiceId: string) => run(Purchase.subscription(invoiceId)),
    /**
     * The tax on an invoice for a ZIP code and state.
     * @example const quote = await wellkit.purchase.tax(invoiceId, "62701", "IL")
     */
    tax: (invoiceId: string, zip: string, state: string) => run(Purchase.tax(invoiceId, zip, state)),
    /**
     * POR-4: concurrent calls for the same license share one charge.
     * @example const invoice = await wellkit.purchase.invoice(licenseId)
     */
    invoice: (licenseId: LicenseId) => {
      const pending = invoices.get(licenseId)
      if (pending) return pending
      const charge = run(Purchase.invoice(licenseId)).finally(() => invoices.delete(licenseId))
      invoices.set(licenseId, charge)
      return charge
    },
  }
}

/**
 * `wellkit.purchase`: subscriptions and their invoices. An interface, not the inferred type:
 * declaration files would inline that type without the methods' JSDoc.
 */
export interface PurchaseSdk extends ReturnType<typeof methods> {}

/** `wellkit.purchase`, run by the client's runtime; every method rejects with an AppError. */
export const sdk = (run: Run): PurchaseSdk => methods(run)
