import { appError } from "@wellkit/core"
import { beforeEach, expect, it, vi } from "vitest"
import { followSession, setMonitoring, showError, showSuccess } from "./notify.js"
import { MAX_TOASTS, pushToast, useNotify } from "./notify-store.js"

const trackException = vi.fn()
beforeEach(() => {
  useNotify.setState({ toasts: [], alert: undefined, signedIn: true })
  trackException.mockClear()
  setMonitoring({ trackException })
})

it("ERR-1, ERR-3: a toast-type error becomes a toast with the generic toast title when it has none", () => {
  showError(appError({ type: "toast", level: "warning", message: "ERRORS.GET_MESSAGES_FAILED" }))
  expect(useNotify.getState().toasts).toMatchObject([
    { level: "warning", title: "Something went wrong", body: "The messages could not be loaded." },
  ])
  expect(useNotify.getState().alert).toBeUndefined()
})

it("ERR-1, ERR-2: an alert-type error opens the alert; an unknown key falls back to the generic message", () => {
  showError(appError({ message: "ERRORS.NO_SUCH_KEY", additionalMessage: "ERRORS.NETWORK_UNAVAILABLE" }))
  expect(useNotify.getState().alert).toEqual({
    title: "Error",
    body: "Something went wrong. Please try again, and contact support if it keeps happening.",
    detail: "The server could not be reached. Check your connection and try again.",
  })
})

it("ERR-6: success toasts carry the spec's words", () => {
  showSuccess({ title: "SUCCESS.COMPLETE_TITLE", message: "SUCCESS.MESSAGE_DELETED" })
  expect(useNotify.getState().toasts).toMatchObject([
    { level: "success", title: "Complete!", body: "The message was Successfully deleted." },
  ])
})

it("SES-6: after logout an ordinary error is not shown, a login error is", () => {
  useNotify.setState({ signedIn: false })
  showError(appError({ message: "ERRORS.SESSION_EXPIRED", status: 401 }))
  expect(useNotify.getState().alert).toBeUndefined()
  showError(appError({ type: "login", message: "ERRORS.LOGIN_INVALID" }))
  expect(useNotify.getState().alert?.body).toBe("The e-mail address or password is not correct.")
})

it("ERR-4: every handled error is reported to monitoring as an error, shown or not", () => {
  useNotify.setState({ signedIn: false })
  showError(appError({ message: "ERRORS.SESSION_EXPIRED", status: 401 }))
  expect(trackException).toHaveBeenCalledWith(
    expect.objectContaining({ message: "ERRORS.SESSION_EXPIRED", severity: "error" }),
  )
})

/** A session store as the shell sees it: observable, signed in or not. */
const sessionStore = () => {
  let current: unknown = { account: {} }
  const listeners = new Set<() => void>()
  return {
    get: () => current,
    subscribe: (listener: () => void) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    end: () => {
      current = undefined
      for (const listener of listeners) listener()
    },
  }
}

it("SES-6: when the session ends the signed-in user's toasts and alert leave the screen; a login error stays", () => {
  const session = sessionStore()
  const stop = followSession(session)
  showError(appError({ type: "toast", level: "warning", message: "ERRORS.HUB_FAILED_NEGOTIATION" }))
  showSuccess({ title: "SUCCESS.COMPLETE_TITLE", message: "SUCCESS.MESSAGE_DELETED" })
  showError(appError({ message: "ERRORS.GET_MESSAGES_FAILED" }))
  expect(useNotify.getState().toasts).toHaveLength(2)
  session.end()
  expect(useNotify.getState()).toMatchObject({ toasts: [], alert: undefined, signedIn: false })
  showError(appError({ type: "toast", level: "warning", message: "ERRORS.HUB_FAILED_NEGOTIATION" }))
  expect(useNotify.getState().toasts).toEqual([])
  stop()
})

it("SES-6: a login-type message shown as the session ends (the auto-logout alert) is kept", () => {
  const session = sessionStore()
  const stop = followSession(session)
  showError(appError({ type: "login", level: "info", message: "ERRORS.AUTO_LOGOUT_BODY" }))
  session.end()
  expect(useNotify.getState().alert?.body).toBe(
    "You were inactive for a while, so we signed you out to keep your account safe.",
  )
  stop()
})

it("ERR-4: an error handled before the app has chosen its monitoring reaches it once chosen", async () => {
  vi.resetModules()
  const fresh = await import("./notify.js")
  fresh.showError(appError({ message: "ERRORS.GET_MESSAGES_FAILED" }))
  const later = vi.fn()
  fresh.setMonitoring({ trackException: later })
  expect(later).toHaveBeenCalledExactlyOnceWith(
    expect.objectContaining({ message: "ERRORS.GET_MESSAGES_FAILED", severity: "error" }),
  )
})

it("issue 39.6: toasts never pile up: a new one pushes out the oldest beyond three", () => {
  for (const n of [1, 2, 3, 4, 5]) pushToast({ level: "success", title: "Saved", body: `Change ${n}` })
  expect(useNotify.getState().toasts.map((toast) => toast.body)).toEqual(["Change 3", "Change 4", "Change 5"])
  expect(MAX_TOASTS).toBe(3)
})
