import { Context } from "effect"
import type { Account, Consent, SystemParameter } from "../api/Session.js"

export interface StoredSession {
  readonly account: Account
  readonly consents: ReadonlyArray<Consent>
  /** The user's function codes, for the route guards (NAV-3..5). */
  readonly functions?: ReadonlyArray<string>
  /** From the login answer; holds the inactivity timeout (IDLE-2). */
  readonly systemParameters?: ReadonlyArray<SystemParameter>
}

/**
 * Where the signed-in session lives: session storage in the browser (SES-1),
 * a 0600 file for the CLI, memory in tests.
 */
export interface SessionStoreShape {
  readonly get: () => StoredSession | undefined
  readonly set: (session: StoredSession) => void
  readonly clear: () => void
}

export class SessionStore extends Context.Tag("wellkit/SessionStore")<SessionStore, SessionStoreShape>() {}

export const memorySessionStore = (initial?: StoredSession): SessionStoreShape => {
  let current = initial
  return {
    get: () => current,
    set: (session) => {
      current = session
    },
    clear: () => {
      current = undefined
    },
  }
}
