import { describe, expect, it } from "vitest"
import { numberFormat } from "./number-format.js"

describe("numberFormat: made on first use", () => {
  it.each<[string, Intl.NumberFormatOptions | undefined, number, string]>([
    ["a plain count", undefined, 1500, "1,500"],
    ["dollars", { style: "currency", currency: "USD" }, 25, "$25.00"],
    ["two decimals at most", { maximumFractionDigits: 2 }, 1.234, "1.23"],
  ])("%s", (_, options, value, expected) => {
    expect(numberFormat("en-US", options).format(value)).toBe(expected)
  })

  it("makes nothing until asked, then one formatter for every later use", () => {
    const Real = Intl.NumberFormat
    let made = 0
    class Counted extends Real {
      constructor(...args: ConstructorParameters<typeof Real>) {
        super(...args)
        made += 1
      }
    }
    const intl = Intl as { NumberFormat: unknown }
    intl.NumberFormat = Counted
    try {
      const count = numberFormat("en-US")
      expect(made).toBe(0)
      expect([count.format(1), count.format(2000)]).toEqual(["1", "2,000"])
      expect(made).toBe(1)
    } finally {
      intl.NumberFormat = Real
    }
  })
})
