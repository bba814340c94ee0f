import { Account, Consent, type SessionStoreShape, type StoredSession, SystemParameter } from "@wellkit/core"
import { Either, Schema } from "effect"
import { SESSION_KEY } from "./startup.js"

export const StoredSessionSchema = Schema.Struct({
  account: Account,
  consents: Schema.Array(Consent),
  functions: Schema.optional(Schema.Array(Schema.String)),
  systemParameters: Schema.optional(Schema.Array(SystemParameter)),
})
const Stored = Schema.parseJson(StoredSessionSchema)

type Listener = () => void

/**
 * SES-1: the session, token included, lives in session storage: it survives a
 * reload but not the tab. A damaged entry is dropped rather than trusted.
 * Observable so the shell re-renders on login and logout.
 */
export const browserSessionStore = (storage: Storage = window.sessionStorage) => {
  const listeners = new Set<Listener>()
  const read = (): StoredSession | undefined => {
    const raw = storage.getItem(SESSION_KEY)
    if (raw === null) return undefined
    const decoded = Schema.decodeUnknownEither(Stored)(raw)
    if (Either.isLeft(decoded)) {
      storage.removeItem(SESSION_KEY)
      return undefined
    }
    return decoded.right
  }
  let current = read()
  const emit = () => {
    for (const listener of listeners) listener()
  }
  const store: SessionStoreShape & { subscribe: (l: Listener) => () => void } = {
    get: () => current,
    set: (session) => {
      current = session
      storage.setItem(SESSION_KEY, JSON.stringify(session))
      emit()
    },
    clear: () => {
      current = undefined
      storage.removeItem(SESSION_KEY)
      emit()
    },
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
  return store
}
export type BrowserSessionStore = ReturnType<typeof browserSessionStore>
