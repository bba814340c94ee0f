import { it } from "@effect/vitest"
import { Effect, Fiber, Layer, TestClock } from "effect"
import { describe, expect, vi } from "vitest"
import type { Account } from "../api/Session.js"
import { SessionCaches } from "../cache/SessionCaches.js"
import { memorySessionStore, SessionStore, type StoredSession } from "../ports/SessionStore.js"
import { memoryTabHub, TabChannel } from "../ports/TabChannel.js"
import { announceLogout, askOtherTabs, fingerprint, serveOtherTabs } from "./tabs.js"

const session = (authToken: string): StoredSession => ({
  account: {
    adminType: 5,
    userId: 1,
    userGuid: "g",
    authToken,
    emailAddress: "a@b.test",
    firstName: "Ada",
  } as Account,
  consents: [],
  functions: ["DIY"],
})

/** One browser tab: its own session store, caches and end of the shared channel. */
const tab = (hub: ReturnType<typeof memoryTabHub>, initial?: StoredSession) => {
  const store = memorySessionStore(initial)
  const clearCaches = vi.fn()
  const layer = Layer.mergeAll(
    Layer.succeed(SessionStore, store),
    Layer.succeed(TabChannel, hub.connect()),
    Layer.succeed(SessionCaches, { clear: clearCaches }),
  )
  return { store, clearCaches, layer }
}

describe("SES-8: a new tab asks the others for the session", () => {
  it.effect("SES-8: receives the session of a signed-in tab without waiting the full second", () =>
    Effect.gen(function* () {
      const hub = memoryTabHub()
      const first = tab(hub, session("token-1"))
      const second = tab(hub)
      yield* serveOtherTabs(() => {}).pipe(Effect.provide(first.layer))
      const received = yield* askOtherTabs.pipe(Effect.provide(second.layer))
      expect(received?.account.authToken).toBe("token-1")
      expect(second.store.get()).toEqual(first.store.get())
    }),
  )

  it.effect("SES-8: with no signed-in tab it gives up after 1 s", () =>
    Effect.gen(function* () {
      const hub = memoryTabHub()
      const signedOut = tab(hub)
      const fresh = tab(hub)
      yield* serveOtherTabs(() => {}).pipe(Effect.provide(signedOut.layer))
      const fiber = yield* Effect.fork(askOtherTabs.pipe(Effect.provide(fresh.layer)))
      yield* TestClock.adjust("999 millis")
      expect(fiber.unsafePoll()).toBeNull()
      yield* TestClock.adjust("1 millis")
      expect(yield* Fiber.join(fiber)).toBeUndefined()
      expect(fresh.store.get()).toBeUndefined()
    }),
  )
})

describe("SES-9: logging out in one tab logs out the others", () => {
  it.effect("SES-9: every tab holding that session drops it and its caches", () =>
    Effect.gen(function* () {
      const hub = memoryTabHub()
      const current = session("token-1")
      const a = tab(hub, current)
      const b = tab(hub, current)
      const onLogout = vi.fn()
      yield* serveOtherTabs(onLogout).pipe(Effect.provide(b.layer))
      yield* announceLogout(current).pipe(Effect.provide(a.layer))
      expect(b.store.get()).toBeUndefined()
      expect(b.clearCaches).toHaveBeenCalledOnce()
      expect(onLogout).toHaveBeenCalledOnce()
    }),
  )

  it.effect("SES-9: a stale tab's logout of an older session leaves a newer session alone", () =>
    Effect.gen(function* () {
      const hub = memoryTabHub()
      const newer = tab(hub, session("token-2"))
      const onLogout = vi.fn()
      yield* serveOtherTabs(onLogout).pipe(Effect.provide(newer.layer))
      yield* announceLogout(session("token-1")).pipe(Effect.provide(tab(hub).layer))
      expect(newer.store.get()?.account.authToken).toBe("token-2")
      expect(onLogout).not.toHaveBeenCalled()
    }),
  )

  it.effect(
    "IDLE-5, SES-9: the other tabs learn the session ended by the idle timeout; a plain logout says so too",
    () =>
      Effect.gen(function* () {
        const hub = memoryTabHub()
        const reasons: Array<string> = []
        for (const token of ["token-1", "token-2"]) {
          const current = session(token)
          yield* serveOtherTabs((reason) => reasons.push(reason)).pipe(
            Effect.provide(tab(hub, current).layer),
          )
          yield* announceLogout(current, token === "token-1" ? "idle" : "user").pipe(
            Effect.provide(tab(hub, current).layer),
          )
        }
        expect(reasons).toEqual(["idle", "user"])
      }),
  )

  it.effect(
    "IDLE-5: a logout from a tab of an older portal, without a reason, counts as a plain logout",
    () =>
      Effect.gen(function* () {
        const hub = memoryTabHub()
        const current = session("token-1")
        const onLogout = vi.fn()
        yield* serveOtherTabs(onLogout).pipe(Effect.provide(tab(hub, current).layer))
        hub.connect().post({ type: "logout", fingerprint: fingerprint(current) })
        expect(onLogout).toHaveBeenCalledExactlyOnceWith("user")
      }),
  )

  it("SES-9: the message names the session without carrying its token", () => {
    const print = fingerprint(session("a-very-secret-token"))
    expect(print).toMatch(/^[0-9a-f]+$/)
    expect(print).not.toContain("secret")
    expect(fingerprint(session("another-token"))).not.toBe(print)
  })
})
