import { type AppError, appError } from "../errors/AppError.js"
import type { ErrorKey } from "../errors/catalogue.js"

/** K3 (ADM-11): an area whose failed reads are also an error toast in its own words. */
export interface ReadFailureRule {
  readonly title: ErrorKey
  readonly message: ErrorKey
}

/**
 * The toast a failed read of the area shows besides the page's message (with
 * Try again), or none. A record that is not there is the page's "not found"
 * and an ended session is the session's own message (SES-6), so neither is
 * said twice.
 */
export const readFailureToast = (rule: ReadFailureRule | undefined, error: AppError): AppError | undefined =>
  rule === undefined ||
  error.status === 404 ||
  error.status === 401 ||
  error.message === "ERRORS.SESSION_EXPIRED"
    ? undefined
    : appError({
        type: "toast",
        level: "error",
        title: rule.title,
        message: rule.message,
        status: error.status,
        originalError: error.originalError ?? error,
      })
