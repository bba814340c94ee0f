import { Clock, Deferred, Effect } from "effect"
import { SessionCaches } from "../cache/SessionCaches.js"
import { SessionStore, type StoredSession } from "../ports/SessionStore.js"
import { type LogoutReason, TabChannel } from "../ports/TabChannel.js"

/** SES-8: how long a new tab waits for another to share its session. */
export const SESSION_SHARE_WAIT_MS = 1000

/** Names a session without carrying its token (FNV-1a of the token). */
export const fingerprint = (session: StoredSession): string => {
  let hash = 0x811c9dc5
  for (const char of session.account.authToken) {
    hash ^= char.charCodeAt(0)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash.toString(16)
}

const newTabId = Effect.map(
  Clock.currentTimeMillis,
  (now) => `${now.toString(36)}-${Math.random().toString(36).slice(2)}`,
)

/**
 * SES-8: asks the other tabs for their session and waits up to 1 s. The first
 * offer is kept in this tab's store; none means the user signs in with the form.
 */
export const askOtherTabs = Effect.gen(function* () {
  const channel = yield* TabChannel
  const store = yield* SessionStore
  const from = yield* newTabId
  const offer = yield* Deferred.make<StoredSession>()
  const unsubscribe = channel.subscribe((message) => {
    if (message.type === "session-offer" && message.to === from)
      Deferred.unsafeDone(offer, Effect.succeed(message.session))
  })
  channel.post({ type: "session-request", from })
  const session = yield* Deferred.await(offer).pipe(
    Effect.timeoutOption(SESSION_SHARE_WAIT_MS),
    Effect.ensuring(Effect.sync(unsubscribe)),
  )
  if (session._tag === "Some") store.set(session.value)
  return session._tag === "Some" ? session.value : undefined
})

/**
 * SES-8, SES-9: answers other tabs' requests with the session this tab holds
 * at that moment, and ends this tab's session when another tab logs out of the
 * same one. Returns the unsubscribe function; `onLogout` lets the host react,
 * and learns why the session ended (IDLE-5: an idle logout is explained in every tab).
 */
export const serveOtherTabs = (onLogout: (reason: LogoutReason) => void) =>
  Effect.gen(function* () {
    const channel = yield* TabChannel
    const store = yield* SessionStore
    const caches = yield* SessionCaches
    return channel.subscribe((message) => {
      const current = store.get()
      if (message.type === "session-request" && current) {
        channel.post({ type: "session-offer", to: message.from, session: current })
      }
      if (message.type === "logout" && current && fingerprint(current) === message.fingerprint) {
        store.clear()
        caches.clear()
        onLogout(message.reason ?? "user")
      }
    })
  })

/** SES-9: tells the other tabs this session has ended, and why (IDLE-5). */
export const announceLogout = (session: StoredSession, reason: LogoutReason = "user") =>
  Effect.map(TabChannel, (channel) =>
    channel.post({ type: "logout", fingerprint: fingerprint(session), reason }),
  )
