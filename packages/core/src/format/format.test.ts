import { describe, expect, it, vi } from "vitest"
import {
  formatDay,
  formatDuration,
  formatMoment,
  formatMoney,
  formatMonth,
  formatNumber,
  formatPercent,
} from "./index.js"

describe("issue 39: one format for each kind of value", () => {
  it.each<[string, () => string, string]>([
    ["a whole number, grouped", () => formatNumber(25712), "25,712"],
    ["a decimal, at most 2 places", () => formatNumber(6.1234), "6.12"],
    ["no trailing zeros on a number", () => formatNumber(9), "9"],
    ["money without cents", () => formatMoney(4148), "$4,148"],
    ["money with cents", () => formatMoney(12480.5), "$12,480.50"],
    ["money of 9 dollars is not 9.00", () => formatMoney(9), "$9"],
    ["money rounds to the cent", () => formatMoney(0.125), "$0.13"],
    ["a percentage", () => formatPercent(0.42), "42%"],
    ["a percentage, whole", () => formatPercent(0.666), "67%"],
    ["a day", () => formatDay("2026-06-01"), "Jun 1, 2026"],
    ["the day part of a timestamp", () => formatDay("2026-01-05T23:30:00-08:00"), "Jan 5, 2026"],
    ["text that is no day, as it is", () => formatDay("soon"), "soon"],
    ["a month", () => formatMonth("2025-12"), "Dec 2025"],
    ["a month from a day", () => formatMonth("2025-12-31"), "Dec 2025"],
    [
      "a moment in a zone",
      () => formatMoment("2026-11-02T19:30:00Z", "America/Chicago"),
      "Nov 2, 2026, 1:30 PM",
    ],
    [
      "a moment from epoch ms",
      () => formatMoment(Date.UTC(2026, 9, 11, 9, 15), "UTC"),
      "Oct 11, 2026, 9:15 AM",
    ],
    ["a moment that is none, as it is", () => formatMoment("never", "UTC"), "never"],
    ["a duration in minutes", () => formatDuration(900_000), "15 minutes"],
    ["one minute, singular", () => formatDuration(60_000), "1 minute"],
    ["mixed units", () => formatDuration(90, "minute"), "1 hour, 30 minutes"],
    ["seconds", () => formatDuration(5, "second"), "5 seconds"],
    ["under a second", () => formatDuration(400), "400 milliseconds"],
    ["whole days", () => formatDuration(2 * 86_400_000), "2 days"],
  ])("%s", (_case, format, expected) => {
    expect(format()).toBe(expected)
  })

  it("a day is the same calendar day in every zone (no shift to the day before)", () => {
    // formatDay reads the day in UTC; a host zone west of UTC must not move it.
    expect(formatDay("2026-01-01")).toBe("Jan 1, 2026")
  })

  it("a moment without a zone is in the browser's zone, the zone the API is told", () => {
    const hostZone = new Intl.DateTimeFormat().resolvedOptions().timeZone
    const at = "2026-11-02T19:30:00Z"
    expect(formatMoment(at)).toBe(formatMoment(at, hostZone))
  })
})

describe("issue 23: formatters are made on first use, once", () => {
  it("loading the module makes none; each kind is made once however often it is used", async () => {
    const made: Array<string> = []
    const intl = Intl as unknown as Record<"NumberFormat" | "DateTimeFormat", unknown>
    const real = { NumberFormat: Intl.NumberFormat, DateTimeFormat: Intl.DateTimeFormat }
    intl.NumberFormat = class extends real.NumberFormat {
      constructor(...args: ConstructorParameters<typeof Intl.NumberFormat>) {
        super(...args)
        made.push("number")
      }
    }
    intl.DateTimeFormat = class extends real.DateTimeFormat {
      constructor(...args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
        super(...args)
        made.push("date")
      }
    }
    try {
      vi.resetModules()
      const format = await import("./index.js")
      expect(made).toEqual([])
      for (const value of [1, 2, 3]) {
        format.formatMoney(value)
        format.formatDay("2026-06-01")
      }
      expect(made).toEqual(["number", "date"])
    } finally {
      Object.assign(intl, real)
    }
  })
})
