import type { License, Product } from "@wellkit/core"

const product = (
  productId: number,
  name: string,
  price: number,
  extra: Partial<Pick<Product, "pricingUnit" | "isActive" | "isDisplayed" | "isSelfServe" | "type">> = {},
): Product =>
  ({
    id: productId,
    productId,
    type: extra.type ?? "program",
    name,
    description: `${name} for every enrolled employee.`,
    pricingUnit: extra.pricingUnit ?? "PPPM",
    price,
    isActive: extra.isActive ?? true,
    isSelfServe: extra.isSelfServe ?? true,
    isDisplayed: extra.isDisplayed ?? true,
  }) as Product

/** The catalogue, with the kinds of products POR-1 must leave out. */
export const products: ReadonlyArray<Product> = [
  product(301, "Step challenges", 1.5),
  product(302, "Wellness rewards", 2.75),
  product(303, "Health coaching", 6, { isSelfServe: false }),
  product(304, "Onboarding workshop", 1200, { pricingUnit: "ONE_TIME", type: "service" }),
  product(305, "Sleep program (retired)", 1.25, { isActive: false }),
  product(306, "Internal pilot", 0.5, { isDisplayed: false }),
]

const entries = (ids: ReadonlyArray<number>) =>
  ids.map((productId) => ({
    productId,
    pricingUnit: products.find((p) => p.productId === productId)?.pricingUnit ?? "PPPM",
  }))

export const seedLicenses = (): Array<License> =>
  [
    {
      licenseId: 7001,
      organizationId: 1000,
      name: "Acme Holdings — Wellness 2026",
      seats: 180,
      activationDate: "2026-01-01",
      isPurchased: true,
      products: entries([301, 302, 304, 305, 306]),
    },
    {
      licenseId: 7002,
      organizationId: 1000,
      name: "Acme Holdings — Coaching pilot",
      seats: 25,
      activationDate: null,
      isPurchased: false,
      products: entries([303, 301]),
    },
    {
      licenseId: 7003,
      organizationId: 1001,
      name: "Acme West — Wellness 2026",
      seats: 60,
      activationDate: "2026-03-01",
      isPurchased: true,
      products: entries([301, 302]),
    },
  ] as unknown as Array<License>
