import {
  type AppError,
  consoleMonitoring,
  exceptionReport,
  isShown,
  type MonitoringShape,
  presentError,
  type SuccessToast,
} from "@wellkit/core"
import { i18n, translate } from "../i18n/index.js"
import { type Alert, pushToast, type Toast, useNotify } from "./notify-store.js"

/** Shows an AppError the way its type says: a toast, or a modal alert (ERR-1..3). */
let monitoring: MonitoringShape = consoleMonitoring
/** ERR-4: where handled errors are reported; the console until the app sets one. */
export const setMonitoring = (next: MonitoringShape) => {
  monitoring = next
}

export const showError = (error: AppError): void => {
  monitoring.trackException(exceptionReport(error))
  if (!isShown(error, useNotify.getState().signedIn)) return
  const presented = presentError(error, translate)
  const detail = presented.detail
  if (presented.type === "toast") {
    pushToast({ level: presented.level, title: presented.title, body: presented.body, detail })
  } else {
    useNotify.setState({ alert: { title: presented.title, body: presented.body, detail } })
  }
}

/** ERR-6: a success toast with the spec's text. */
export const showSuccess = (toast: SuccessToast): void => {
  pushToast({ level: "success", title: i18n.t(toast.title), body: i18n.t(toast.message) })
}

/** SES-6: follows the session; a login re-enables every error, a logout leaves only login errors. */
export const followSession = (session: {
  get: () => unknown
  subscribe: (listener: () => void) => () => void
}) => {
  const sync = () => useNotify.setState({ signedIn: session.get() !== undefined })
  sync()
  return session.subscribe(sync)
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
