import { describe, expect, it } from "vitest"
import { appError } from "./AppError.js"
import { presentError } from "./present.js"

const texts: Record<string, string> = {
  "ERRORS.GENERIC_ERROR_MESSAGE": "Something went wrong.",
  "ERRORS.GENERIC_TOAST_ERROR_TITLE": "Oops!",
  "ERRORS.GENERIC_ERROR": "Error",
  "ERRORS.GET_MESSAGES_FAILED": "Messages could not be loaded.",
  "ERRORS.MESSAGE_NOT_FOUND_TITLE": "Not Found!",
}
const translate = (key: string) => texts[key]

it("ERR-1: type alert, level error and no pass-through by default", () => {
  const error = appError({ message: "ERRORS.GET_MESSAGES_FAILED" })
  expect(error).toMatchObject({ type: "alert", level: "error", messagePassThrough: false })
})

describe("ERR-2 and ERR-3: message and title fall back", () => {
  it.each([
    [{ message: "ERRORS.GET_MESSAGES_FAILED" }, "Error", "Messages could not be loaded."],
    [{ message: "ERRORS.NOT_IN_FILE" }, "Error", "Something went wrong."],
    [{ message: "ERRORS.NOT_IN_FILE", type: "toast" as const }, "Oops!", "Something went wrong."],
    [{ message: "Server says no", messagePassThrough: true }, "Error", "Server says no"],
    [
      { message: "ERRORS.GET_MESSAGES_FAILED", title: "ERRORS.MESSAGE_NOT_FOUND_TITLE" },
      "Not Found!",
      "Messages could not be loaded.",
    ],
    [
      { message: "ERRORS.GET_MESSAGES_FAILED", type: "login" as const },
      "Error",
      "Messages could not be loaded.",
    ],
  ])("ERR-2, ERR-3: %o → %s / %s", (init, title, body) => {
    expect(presentError(appError(init), translate)).toMatchObject({ title, body })
  })
})

it("ERR-2: an additional message is translated, and dropped when it only repeats the body", () => {
  const withDetail = appError({
    message: "ERRORS.GET_MESSAGES_FAILED",
    additionalMessage: "ERRORS.GENERIC_ERROR",
  })
  expect(presentError(withDetail, translate).detail).toBe("Error")
  const repeated = appError({
    message: "ERRORS.GET_MESSAGES_FAILED",
    additionalMessage: "Messages could not be loaded.",
  })
  expect(presentError(repeated, translate).detail).toBeUndefined()
})
