import { describe, expect, it } from "vitest"
import { addTexts, i18n, paragraphs, t, textOf, translate } from "./index.js"

describe("UI-1: texts come from en.json", () => {
  it.each([
    ["a plain text", "shell.startup", undefined, "Starting wellkit"],
    ["{{name}} interpolated", "shell.version", { version: "0.1.0" }, "Version 0.1.0"],
    ["singular by count", "licenses.seats", { count: 1 }, "1 seat"],
    ["plural by count", "licenses.seats", { count: 3 }, "3 seats"],
    ["zero is plural in English", "licenses.seats", { count: 0 }, "0 seats"],
    [
      "{{n, number}} with thousands separators",
      "reports.exporting",
      { done: 1000, total: 10080 },
      "Preparing 1,000 of 10,080 rows…",
    ],
    ["a missing value left as it is", "shell.version", {}, "Version {{version}}"],
    ["a missing key shows the key", "shell.noSuchText", undefined, "shell.noSuchText"],
    ["a key that names a group shows the key", "shell", undefined, "shell"],
  ])("%s", (_case, key, values, expected) => {
    expect(textOf(key, values)).toBe(expected)
  })

  it("UI-1: keys are typed from en.json: one with no text does not compile", () => {
    expect(t("shell.startup")).toBe("Starting wellkit")
    // @ts-expect-error a key en.json does not have is a compile error (tsc runs in the test command)
    expect(t("shell.noSuchText")).toBe("shell.noSuchText")
  })

  it("the legal pages' paragraphs come as a list, and a text key is no list", () => {
    expect(paragraphs("auth.privacy.body").length).toBeGreaterThan(1)
    expect(paragraphs("auth.privacy.title")).toEqual([])
  })

  it("translate says when there is no text, so core's fallback applies (ERR-2)", () => {
    expect(translate("shell.startup")).toBe("Starting wellkit")
    expect(translate("ERRORS.NO_SUCH_KEY")).toBeUndefined()
    expect(i18n.exists("shell")).toBe(false)
  })
})

describe("issue 39: a value in a text is formatted by core's format layer", () => {
  const sample = {
    formatSample: {
      number: "{{n, number}} employees enrolled",
      money: "{{amount, money}} earned",
      percent: "{{ratio, percent}} done",
      day: "Starts {{date, day}}",
      month: "For {{month, month}}",
      duration: "after {{ms, duration}}",
      moment: "Sent {{at, moment}}",
    },
  }
  it.each([
    ["number", { n: 25712 }, "25,712 employees enrolled"],
    ["number", { n: "many" }, "many employees enrolled"],
    ["money", { amount: 4148 }, "$4,148 earned"],
    ["money", { amount: 12480.5 }, "$12,480.50 earned"],
    ["percent", { ratio: 0.42 }, "42% done"],
    ["day", { date: "2026-06-01" }, "Starts Jun 1, 2026"],
    ["month", { month: "2025-12" }, "For Dec 2025"],
    ["duration", { ms: 900_000 }, "after 15 minutes"],
  ])("%s: %o", async (format, values, expected) => {
    await addTexts([async () => ({ default: sample })])
    expect(textOf(`formatSample.${format}`, values)).toBe(expected)
  })

  it("moment: in the browser's zone, as the code shows it", async () => {
    await addTexts([async () => ({ default: sample })])
    const hostZone = new Intl.DateTimeFormat().resolvedOptions().timeZone
    const expected = new Intl.DateTimeFormat("en-US", {
      dateStyle: "medium",
      timeStyle: "short",
      timeZone: hostZone,
    })
    expect(textOf("formatSample.moment", { at: "2026-11-02T19:30:00Z" })).toBe(
      `Sent ${expected.format(new Date("2026-11-02T19:30:00Z"))}`,
    )
  })
})
