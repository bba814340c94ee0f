import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Schema } from "effect"
import { isCalendarDate, notACalendarDate } from "../forms/dates.js"
import { ErrorKeys } from "./annotations.js"
import { BadRequest, NotFound, Unauthorized } from "./errors.js"
import { EntityId, EntityIdParam } from "./ids.js"

/** Ids of the licensing world; numbers on the wire, branded here. */
export const LicenseId = Schema.Int.pipe(Schema.positive(), Schema.brand("LicenseId"))
export type LicenseId = typeof LicenseId.Type
export const ProductId = Schema.Int.pipe(Schema.positive(), Schema.brand("ProductId"))
export type ProductId = typeof ProductId.Type
const LicenseIdParam = Schema.NumberFromString.pipe(Schema.compose(LicenseId))
const ProductIdParam = Schema.NumberFromString.pipe(Schema.compose(ProductId))

/** A real calendar day, YYYY-MM-DD: 2026-02-30 is refused, not rolled over into March. */
export const IsoDate = Schema.String.pipe(
  Schema.filter((value) => isCalendarDate(value) || notACalendarDate(value), {
    jsonSchema: { format: "date", pattern: "^\\d{4}-\\d{2}-\\d{2}$" },
  }),
)

export const LicenseProduct = Schema.Struct({ productId: ProductId, pricingUnit: Schema.String })
export type LicenseProduct = typeof LicenseProduct.Type

/** A license as the API sends it; `isPurchased` is removed client-side (POR-1). */
export const License = Schema.Struct({
  licenseId: LicenseId,
  organizationId: EntityId,
  name: Schema.String,
  seats: Schema.Int,
  activationDate: Schema.NullOr(IsoDate),
  isPurchased: Schema.optional(Schema.Boolean),
  products: Schema.Array(LicenseProduct),
})
export type License = typeof License.Type

export const Product = Schema.Struct({
  id: ProductId,
  productId: ProductId,
  type: Schema.String,
  name: Schema.String,
  description: Schema.String,
  pricingUnit: Schema.String,
  /** US dollars per person per month for PPPM products. */
  price: Schema.Number,
  isActive: Schema.Boolean,
  isSelfServe: Schema.Boolean,
  isDisplayed: Schema.Boolean,
})
export type Product = typeof Product.Type

/** POR-2: a license PUT carries the whole license, or only its activation date. */
export const ActivationDateUpdate = Schema.Struct({ activationDate: IsoDate })
export const LicenseUpdate = Schema.Union(License.pipe(Schema.omit("isPurchased")), ActivationDateUpdate)
export type LicenseUpdate = typeof LicenseUpdate.Type

export const listLicenses = HttpApiEndpoint.get("list", "/organizations/:organizationId/licenses")
  .setPath(Schema.Struct({ organizationId: EntityIdParam }))
  .addSuccess(Schema.Array(License))
  .annotate(ErrorKeys, { key: "ERRORS.GET_LICENSES_FAILED" })

export const getLicense = HttpApiEndpoint.get("get", "/licenses/:licenseId")
  .setPath(Schema.Struct({ licenseId: LicenseIdParam }))
  .addSuccess(License)
  .addError(NotFound)
  .annotate(ErrorKeys, { key: "ERRORS.GET_LICENSE_FAILED" })

export const saveLicense = HttpApiEndpoint.put("save", "/licenses/:licenseId")
  .setPath(Schema.Struct({ licenseId: LicenseIdParam }))
  .setPayload(LicenseUpdate)
  .addSuccess(License)
  .addError(BadRequest)
  .addError(NotFound)
  .annotate(ErrorKeys, { key: "ERRORS.SAVE_LICENSE_FAILED" })

export const getProduct = HttpApiEndpoint.get("product", "/products/:productId")
  .setPath(Schema.Struct({ productId: ProductIdParam }))
  .addSuccess(Product)
  .addError(NotFound)
  .annotate(ErrorKeys, { key: "ERRORS.GET_PRODUCT_FAILED" })

export class LicensesApi extends HttpApiGroup.make("licenses")
  .add(listLicenses)
  .add(getLicense)
  .add(saveLicense)
  .add(getProduct)
  .addError(Unauthorized) {}
