import type { TabChannelShape, TabMessage } from "@wellkit/core"
import { Either, Schema } from "effect"
import { StoredSessionSchema } from "./session-storage.js"

const Message = Schema.Union(
  Schema.Struct({ type: Schema.Literal("session-request"), from: Schema.String }),
  Schema.Struct({ type: Schema.Literal("session-offer"), to: Schema.String, session: StoredSessionSchema }),
  Schema.Struct({
    type: Schema.Literal("logout"),
    fingerprint: Schema.String,
    // IDLE-5: why the session ended; missing from an older portal's tab.
    reason: Schema.optional(Schema.Literal("user", "idle")),
  }),
)

/** Another tab's message is input like any other: anything malformed is dropped. */
const decode = (data: unknown): TabMessage | undefined => {
  const decoded = Schema.decodeUnknownEither(Message)(data)
  return Either.isRight(decoded) ? (decoded.right as TabMessage) : undefined
}

const NAME = "wellkit.session"

/**
 * SES-8, SES-9 between tabs: BroadcastChannel where the browser has it, else
 * storage events (a key written and removed at once, so nothing stays behind).
 */
export const browserTabChannel = (): TabChannelShape => {
  if (typeof BroadcastChannel !== "undefined") {
    const channel = new BroadcastChannel(NAME)
    return {
      post: (message) => channel.postMessage(message),
      subscribe: (handler) => {
        const listener = (event: MessageEvent) => {
          const message = decode(event.data)
          if (message) handler(message)
        }
        channel.addEventListener("message", listener)
        return () => channel.removeEventListener("message", listener)
      },
    }
  }
  return {
    post: (message) => {
      window.localStorage.setItem(NAME, JSON.stringify({ message, nonce: Math.random() }))
      window.localStorage.removeItem(NAME)
    },
    subscribe: (handler) => {
      const listener = (event: StorageEvent) => {
        if (event.key !== NAME || !event.newValue) return
        try {
          const message = decode((JSON.parse(event.newValue) as { message?: unknown }).message)
          if (message) handler(message)
        } catch {
          // Not our message: ignore it.
        }
      }
      window.addEventListener("storage", listener)
      return () => window.removeEventListener("storage", listener)
    },
  }
}
