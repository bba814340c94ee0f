import { Data } from "effect"

export type ErrorType = "alert" | "toast" | "login"
export type ErrorLevel = "error" | "warning" | "info"

/**
 * ERR-1: what every failure becomes before it reaches a screen or the CLI.
 * `message` and `title` are catalogue keys unless `messagePassThrough` is set,
 * in which case `message` is server text shown as is.
 */
export class AppError extends Data.TaggedError("AppError")<{
  readonly type: ErrorType
  readonly level: ErrorLevel
  readonly message: string
  readonly title?: string | undefined
  readonly additionalMessage?: string | undefined
  readonly messagePassThrough: boolean
  /** HTTP status when the failure came from the API; 0 for network failures. */
  readonly status?: number | undefined
  readonly originalError?: unknown
}> {}

export interface AppErrorInit {
  readonly type?: ErrorType
  readonly level?: ErrorLevel
  readonly message: string
  readonly title?: string | undefined
  readonly additionalMessage?: string | undefined
  readonly messagePassThrough?: boolean
  readonly status?: number | undefined
  readonly originalError?: unknown
}

/** ERR-1 defaults: type alert, level error, no pass-through. */
export const appError = (init: AppErrorInit): AppError =>
  new AppError({
    type: init.type ?? "alert",
    level: init.level ?? "error",
    message: init.message,
    title: init.title,
    additionalMessage: init.additionalMessage,
    messagePassThrough: init.messagePassThrough ?? false,
    status: init.status,
    originalError: init.originalError,
  })

/**
 * SES-6: a failure of a call made without a session (login, the registration
 * and reset links) belongs to the signed-out state, so it is always shown.
 * Toasts keep their type: SES-7's locked-account warning is one.
 */
export const asLoginError = (error: AppError): AppError =>
  error.type !== "alert"
    ? error
    : appError({
        type: "login",
        level: error.level,
        message: error.message,
        title: error.title,
        additionalMessage: error.additionalMessage,
        messagePassThrough: error.messagePassThrough,
        status: error.status,
        originalError: error.originalError,
      })

/**
 * A write that failed after the server may have acted on it (5xx, timeout, an
 * unreadable success): its screen fetches the current state before a retry.
 */
export const isOutcomeUnknown = (error: AppError): boolean =>
  error.additionalMessage === "ERRORS.OUTCOME_UNKNOWN"
