import { describe, expect, it } from "vitest"
import { appError } from "../errors/AppError.js"
import { readFailureToast } from "./read-failure.js"

const rule = {
  title: "ERRORS.VOYAGE_TEMPLATE_LOAD_TITLE",
  message: "ERRORS.VOYAGE_TEMPLATE_LOAD_FAILED",
} as const

describe("K3 readFailureToast (ADM-11)", () => {
  it.each([
    ["a server error", 500, "ERRORS.GET_VOYAGE_TEMPLATE_FAILED", true],
    ["a malformed body (no status)", undefined, "ERRORS.GET_VOYAGE_TEMPLATE_FAILED", true],
    ["a refused read", 403, "ERRORS.GET_VOYAGE_TEMPLATE_FAILED", true],
    ["a record that is not there: the page says not found", 404, "ERRORS.GET_VOYAGE_TEMPLATE_FAILED", false],
    ["an ended session: the session's own message", 401, "ERRORS.SESSION_EXPIRED", false],
  ])("%s", (_, status, message, toasts) => {
    const failure = appError({ message, status })
    const toast = readFailureToast(rule, failure)
    if (!toasts) return expect(toast).toBeUndefined()
    expect(toast).toMatchObject({ type: "toast", level: "error", title: rule.title, message: rule.message })
    expect(toast?.originalError).toBe(failure.originalError ?? failure)
  })

  it("an area without the rule shows no toast", () => {
    expect(readFailureToast(undefined, appError({ message: "ERRORS.X", status: 500 }))).toBeUndefined()
  })
})
