import { Context } from "effect"
import type { StoredSession } from "./SessionStore.js"

/** Why a session ended: the user signed out, or the idle timeout did it (IDLE-5), which every tab explains. */
export type LogoutReason = "user" | "idle"

export type TabMessage =
  | { readonly type: "session-request"; readonly from: string }
  | { readonly type: "session-offer"; readonly to: string; readonly session: StoredSession }
  /**
   * `fingerprint` names the session that ended, so a tab with a newer one keeps it.
   * `reason` is missing in messages from a tab of an older portal: a plain logout.
   */
  | { readonly type: "logout"; readonly fingerprint: string; readonly reason?: LogoutReason }

/** The browser's other tabs (BroadcastChannel, or storage events where that is missing). */
export interface TabChannelShape {
  readonly post: (message: TabMessage) => void
  readonly subscribe: (handler: (message: TabMessage) => void) => () => void
}

export class TabChannel extends Context.Tag("wellkit/TabChannel")<TabChannel, TabChannelShape>() {}

/** No other tabs: the CLI, tests, and hosts without a browser. */
export const noTabs: TabChannelShape = { post: () => {}, subscribe: () => () => {} }

/** Tabs in one process, for tests: each `connect()` is a tab. Like BroadcastChannel, a tab does not hear itself. */
export const memoryTabHub = () => {
  const handlers = new Set<{ handler: (message: TabMessage) => void }>()
  return {
    connect: (): TabChannelShape => {
      const own = new Set<{ handler: (message: TabMessage) => void }>()
      return {
        post: (message) => {
          for (const entry of handlers) if (!own.has(entry)) entry.handler(structuredClone(message))
        },
        subscribe: (handler) => {
          const entry = { handler }
          handlers.add(entry)
          own.add(entry)
          return () => {
            handlers.delete(entry)
            own.delete(entry)
          }
        },
      }
    },
  }
}
