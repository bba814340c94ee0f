import type { SystemParameter } from "../api/Session.js"
import { type AppError, appError } from "../errors/AppError.js"

export { asLoginError } from "../errors/AppError.js"

/** SES-7: a locked account (481) is a warning toast titled "Sorry!" with the server's status text. */
export const lockedLoginError = (statusText: string, originalError?: unknown): AppError =>
  appError({
    type: "toast",
    level: "warning",
    title: "ERRORS.LOGIN_LOCKED_TITLE",
    message: statusText,
    messagePassThrough: true,
    status: 481,
    originalError,
  })

/** The name of the system parameter that holds the inactivity timeout (IDLE-2). */
export const INACTIVITY_PARAMETER = "INACTIVITY_LOGOUT_MS"

/**
 * SES-6: while signed out only login errors show (and SES-7's locked-account
 * warning, which is the login page's own); the rest, such as 401s from calls
 * still in flight at logout, are not shown.
 */
export const isShown = (error: AppError, signedIn: boolean): boolean =>
  signedIn || error.type === "login" || error.status === 481

/** IDLE-5: the alert after an idle logout; type login, so it shows once signed out. */
export const autoLogoutAlert = (): AppError =>
  appError({
    type: "login",
    level: "info",
    title: "ERRORS.AUTO_LOGOUT_TITLE",
    message: "ERRORS.AUTO_LOGOUT_BODY",
  })

export const findParameter = (
  parameters: ReadonlyArray<SystemParameter>,
  name: string,
): SystemParameter | undefined => parameters.find((parameter) => parameter.name === name)
