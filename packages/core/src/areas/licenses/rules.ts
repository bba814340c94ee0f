import type { License, Product } from "../../api/Licenses.js"

/** POR-1: the one pricing unit the portal sells: per person per month. */
export const PPPM = "PPPM"

/** POR-1: only PPPM products that are active and displayed are offered. */
export const isOffered = (product: Product): boolean =>
  product.pricingUnit === PPPM && product.isActive && product.isDisplayed

export type PortalLicense = Omit<License, "isPurchased">

/** POR-1: `isPurchased` is the server's bookkeeping; the portal drops it on arrival. */
export const withoutPurchaseFlag = ({ isPurchased: _dropped, ...license }: License): PortalLicense => license

/** The distinct products of some licenses, in first-seen order: each is fetched once. */
export const productIdsOf = (licenses: ReadonlyArray<PortalLicense>) => [
  ...new Set(licenses.flatMap((license) => license.products.map((product) => product.productId))),
]

/** A PPPM price for the whole license: seats × price, in cents to avoid float drift. */
export const monthlyCost = (seats: number, price: number): number => Math.round(seats * price * 100) / 100
