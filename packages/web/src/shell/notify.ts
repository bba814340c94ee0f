import {
  type AppError,
  type ExceptionReport,
  exceptionReport,
  isShown,
  type MonitoringShape,
  presentError,
  type SuccessToast,
} from "@wellkit/core"
import { i18n, translate } from "../i18n/index.js"
import { type Alert, dropSignedInMessages, pushToast, type Toast, useNotify } from "./notify-store.js"

/** Errors handled before the app has chosen its monitoring (the sign-in page renders first); sent once it has. */
const early: Array<ExceptionReport> = []
const EARLY_LIMIT = 50
let monitoring: MonitoringShape = {
  trackException: (report) => {
    if (early.length < EARLY_LIMIT) early.push(report)
  },
}
/** ERR-4: where handled errors are reported (see app/monitoring.ts: the console only in development). */
export const setMonitoring = (next: MonitoringShape) => {
  monitoring = next
  for (const report of early.splice(0)) next.trackException(report)
}

/** Shows an AppError the way its type says: a toast, or a modal alert (ERR-1..3). */
export const showError = (error: AppError): void => {
  monitoring.trackException(exceptionReport(error))
  if (!isShown(error, useNotify.getState().signedIn)) return
  const presented = presentError(error, translate)
  const shown = {
    title: presented.title,
    body: presented.body,
    detail: presented.detail,
    ...(isShown(error, false) ? { afterSignOut: true } : {}),
  }
  if (presented.type === "toast") pushToast({ level: presented.level, ...shown })
  else useNotify.setState({ alert: shown })
}

/** ERR-6: a success toast with the spec's text. */
export const showSuccess = (toast: SuccessToast): void => {
  pushToast({ level: "success", title: i18n.t(toast.title), body: i18n.t(toast.message) })
}

/**
 * SES-6: follows the session; a login re-enables every error, a logout leaves
 * only login errors, and takes the signed-in user's messages off the screen
 * (a hub or a call that failed as the session ended must not greet the login page).
 */
export const followSession = (session: {
  get: () => unknown
  subscribe: (listener: () => void) => () => void
}) => {
  let signedIn = session.get() !== undefined
  useNotify.setState({ signedIn })
  return session.subscribe(() => {
    const now = session.get() !== undefined
    if (signedIn && !now) dropSignedInMessages()
    signedIn = now
    useNotify.setState({ signedIn: now })
  })
}

/** A message that is neither an error nor one of the spec's success texts, e.g. a pushed notification. */
export const showMessage = (toast: Omit<Toast, "id">): void => {
  pushToast(toast)
}

/** A modal the user must acknowledge that is not an error, e.g. POR-9's 'Funds added'. */
export const showAlert = (alert: Alert): void => {
  useNotify.setState({ alert })
}

/**
 * For a failure that a screen shows in its own words (e.g. POR-9's failure
 * alert): reports it to monitoring like any handled error and returns the
 * catalogue's sentence about it, to show as the detail.
 */
export const presentFailure = (error: AppError): string => {
  monitoring.trackException(exceptionReport(error))
  const presented = presentError(error, translate)
  return presented.detail ?? presented.body
}
