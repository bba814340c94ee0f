import { expect, it } from "vitest"
import { appError } from "../errors/AppError.js"
import { asLoginError, autoLogoutAlert, isShown, lockedLoginError } from "./rules.js"

const sessionExpired = appError({ message: "ERRORS.SESSION_EXPIRED", status: 401 })
const wrongPassword = asLoginError(appError({ message: "ERRORS.LOGIN_INVALID", status: 401 }))

it.each([
  ["an ordinary error while signed in", sessionExpired, true, true],
  ["an ordinary error after logout", sessionExpired, false, false],
  ["a login error after logout", wrongPassword, false, true],
  ["the locked-account warning after logout", lockedLoginError("Locked"), false, true],
  ["the auto-logout alert after logout", autoLogoutAlert(), false, true],
] as const)("SES-6: %s is shown: %s", (_label, error, signedIn, shown) => {
  expect(isShown(error, signedIn)).toBe(shown)
})

it("SES-6: login failures become type login and keep their message", () => {
  expect(wrongPassword).toMatchObject({ type: "login", message: "ERRORS.LOGIN_INVALID", status: 401 })
})

it("SES-7: the locked-account error is a warning toast with the server's text passed through", () => {
  expect(lockedLoginError("Too many attempts")).toMatchObject({
    type: "toast",
    level: "warning",
    title: "ERRORS.LOGIN_LOCKED_TITLE",
    message: "Too many attempts",
    messagePassThrough: true,
  })
})
