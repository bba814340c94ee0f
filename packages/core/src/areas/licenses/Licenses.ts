import { Effect } from "effect"
import type { EntityId } from "../../api/ids.js"
import * as Api from "../../api/Licenses.js"
import type { SuccessToast } from "../../errors/success.js"
import { ApiClient } from "../../http/ApiClient.js"
import { call } from "../../http/call.js"
import { runtimeCache } from "../../kit/cache.js"
import { write } from "../../kit/write.js"
import { isOffered, type PortalLicense, productIdsOf, withoutPurchaseFlag } from "./rules.js"

export interface LicenseView {
  readonly license: PortalLicense
  /** POR-1: only the products the portal may offer. */
  readonly products: ReadonlyArray<Api.Product>
}

/** POR-19: an organization's licenses with their products, loaded once until a save changes them. */
export const LicenseListCache = runtimeCache<EntityId, ReadonlyArray<LicenseView>>()

/** HTTP-6: every distinct product at once, not one after another. */
const products = (ids: ReadonlyArray<Api.ProductId>) =>
  Effect.flatMap(ApiClient, (client) =>
    Effect.forEach(
      ids,
      (productId) => call(Api.getProduct, client.licenses.product({ path: { productId } })),
      {
        concurrency: "unbounded",
      },
    ),
  )

const fetchViews = (organizationId: EntityId) =>
  Effect.gen(function* () {
    const client = yield* ApiClient
    const raw = yield* call(Api.listLicenses, client.licenses.list({ path: { organizationId } }))
    const licenses = raw.map(withoutPurchaseFlag)
    const catalogue = new Map(
      (yield* products(productIdsOf(licenses))).map((product) => [product.productId, product]),
    )
    return licenses.map((license) => ({
      license,
      products: license.products.flatMap((entry) => {
        const product = catalogue.get(entry.productId)
        return product && isOffered(product) ? [product] : []
      }),
    }))
  })

/** POR-1: the organization's licenses, from the cache when it has them. */
export const list = (organizationId: EntityId) =>
  Effect.flatMap(LicenseListCache, (cache) => cache.ensure(organizationId, fetchViews(organizationId)))

/** NAV-10: fetched again, whatever is cached. */
export const reload = (organizationId: EntityId) =>
  Effect.flatMap(LicenseListCache, (cache) => cache.reload(organizationId, fetchViews(organizationId)))

/** ERR-6: the spec's "changes saved". */
export const saved: SuccessToast = { title: "SUCCESS.SUCCESS_TITLE", message: "SUCCESS.CHANGES_SAVED" }

/**
 * POR-2: sets the activation date, sending only the date, through the one
 * write path: the list is fetched again (POR-19), also when the outcome is
 * unknown (ERR-5); the page stays where it is.
 */
export const setActivationDate = (
  organizationId: EntityId,
  licenseId: Api.LicenseId,
  activationDate: string,
) =>
  write(
    Effect.flatMap(ApiClient, (client) =>
      call(Api.saveLicense, client.licenses.save({ path: { licenseId }, payload: { activationDate } })),
    ).pipe(Effect.map(withoutPurchaseFlag)),
    {
      refresh: Effect.flatMap(LicenseListCache, (cache) =>
        cache.reload(organizationId, fetchViews(organizationId)).pipe(Effect.ignore),
      ),
      toast: saved,
      redirect: () => undefined,
    },
  )
