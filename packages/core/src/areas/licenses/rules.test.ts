import { describe, expect, it } from "vitest"
import type { License, Product } from "../../api/Licenses.js"
import { isOffered, monthlyCost, productIdsOf, withoutPurchaseFlag } from "./rules.js"

const product = {
  id: 1,
  productId: 1,
  type: "program",
  name: "Steps",
  description: "",
  pricingUnit: "PPPM",
  price: 1.5,
  isActive: true,
  isSelfServe: true,
  isDisplayed: true,
} as Product

const license = (productIds: Array<number>) =>
  ({
    licenseId: 7,
    organizationId: 1000,
    name: "L",
    seats: 3,
    activationDate: null,
    isPurchased: true,
    products: productIds.map((productId) => ({ productId, pricingUnit: "PPPM" })),
  }) as unknown as License

describe("POR-1: what the portal offers", () => {
  it.each([
    ["an active, displayed PPPM product", {}, true],
    ["a one-time product", { pricingUnit: "ONE_TIME" }, false],
    ["an inactive product", { isActive: false }, false],
    ["a hidden product", { isDisplayed: false }, false],
  ])("%s is offered: %s", (_label, change, offered) => {
    expect(isOffered({ ...product, ...change })).toBe(offered)
  })

  it("drops isPurchased and keeps everything else", () => {
    const kept = withoutPurchaseFlag(license([1]))
    expect("isPurchased" in kept).toBe(false)
    expect(kept.products).toHaveLength(1)
  })

  it("HTTP-6: asks for each distinct product once, whichever license lists it", () => {
    expect(productIdsOf([license([1, 2]), license([2, 3])].map(withoutPurchaseFlag))).toEqual([1, 2, 3])
  })

  it.each([
    [180, 1.5, 270],
    [3, 2.75, 8.25],
    [7, 0.1, 0.7],
  ])("%i seats at $%d cost $%d a month", (seats, price, cost) => {
    expect(monthlyCost(seats, price)).toBe(cost)
  })
})
