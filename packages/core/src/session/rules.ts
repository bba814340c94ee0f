import type { SystemParameter } from "../api/Session.js"
import { type AppError, appError } from "../errors/AppError.js"

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

/** Login failures are shown even while the rest of error display is off (SES-6). */
export const asLoginError = (error: AppError): AppError =>
  error.type === "login" || error.status === 481 ? error : ({ ...error, type: "login" } as AppError)

export const findParameter = (
  parameters: ReadonlyArray<SystemParameter>,
  name: string,
): SystemParameter | undefined => parameters.find((parameter) => parameter.name === name)
