import { LAST_ACTION_KEY } from "@wellkit/core"

/** Where the session lives (SES-1); read here without the SDK to know whether anyone can be signed in. */
export const SESSION_KEY = "wellkit.session"

/**
 * SES-8 costs a new tab a second's wait, so it is paid only when some tab was
 * active within the last day; no session outlives that without activity.
 */
export const othersMayBeSignedIn = (storage: Storage = window.localStorage) => {
  const last = Number(storage.getItem(LAST_ACTION_KEY))
  return Number.isFinite(last) && Date.now() - last < 24 * 60 * 60 * 1000
}

/** Whether the first screen depends on the SDK: a stored session, or another tab that may share one. */
export const mayBeSignedIn = () =>
  window.sessionStorage.getItem(SESSION_KEY) !== null || othersMayBeSignedIn()
