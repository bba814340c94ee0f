import type { AppError } from "../errors/AppError.js"
import { redactDeep, redactTokens } from "../http/redact.js"

/** ERR-4: where every handled error is reported, as an error-severity exception. */
export interface MonitoringShape {
  readonly trackException: (exception: ExceptionReport) => void
}

export interface ExceptionReport {
  /** The catalogue key (or pass-through text) and what else is known, all tokens redacted. */
  readonly message: string
  readonly severity: "error"
  readonly properties: Readonly<Record<string, string>>
}

/** What monitoring learns of an AppError: enough to diagnose, never a token. */
export const exceptionReport = (
  error: AppError,
  secrets: ReadonlyArray<string | undefined> = [],
): ExceptionReport => {
  const properties: Record<string, string> = { type: error.type, level: error.level }
  if (error.title) properties.title = error.title
  if (error.additionalMessage) properties.additionalMessage = error.additionalMessage
  if (error.status !== undefined) properties.status = String(error.status)
  if (error.originalError !== undefined) properties.originalError = JSON.stringify(error.originalError)
  return {
    message: redactTokens(error.message, secrets),
    severity: "error",
    properties: redactDeep(properties, secrets),
  }
}

/** For development builds: a handled error is also written to the console, where a developer looks. */
export const consoleMonitoring: MonitoringShape = {
  trackException: (exception) => console.error("[wellkit]", exception.message, exception.properties),
}

/** A production build without a monitoring service: a handled error has been shown, and the console stays quiet. */
export const noMonitoring: MonitoringShape = { trackException: () => {} }

/** Reports to every given monitoring, e.g. a service and, in development, the console. */
export const allMonitoring = (...targets: ReadonlyArray<MonitoringShape>): MonitoringShape => ({
  trackException: (exception) => {
    for (const target of targets) target.trackException(exception)
  },
})
