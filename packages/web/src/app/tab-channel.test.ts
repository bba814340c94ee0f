import type { TabMessage } from "@wellkit/core"
import { afterEach, expect, it, vi } from "vitest"
import { browserTabChannel } from "./tab-channel.js"

afterEach(() => {
  vi.unstubAllGlobals()
})

/** Two tabs over storage events, as in a browser without BroadcastChannel: one writes, the other hears. */
const storageTabs = () => {
  vi.stubGlobal("BroadcastChannel", undefined)
  const heard: Array<TabMessage> = []
  const stop = browserTabChannel().subscribe((message) => heard.push(message))
  const deliver = (newValue: string) =>
    window.dispatchEvent(new StorageEvent("storage", { key: "wellkit.session", newValue }))
  return { heard, stop, deliver }
}

it("IDLE-5, SES-9: a logout's reason travels to the other tabs; one without a reason is still a logout", () => {
  const { heard, stop, deliver } = storageTabs()
  deliver(JSON.stringify({ message: { type: "logout", fingerprint: "ab12", reason: "idle" } }))
  deliver(JSON.stringify({ message: { type: "logout", fingerprint: "ab12" } }))
  stop()
  expect(heard).toEqual([
    { type: "logout", fingerprint: "ab12", reason: "idle" },
    { type: "logout", fingerprint: "ab12" },
  ])
})

it("IDLE-5: another tab's message with an unknown reason, or that is not JSON, is dropped", () => {
  const { heard, stop, deliver } = storageTabs()
  deliver(JSON.stringify({ message: { type: "logout", fingerprint: "ab12", reason: "hacked" } }))
  deliver("{not json")
  stop()
  expect(heard).toEqual([])
})

it("IDLE-5: over BroadcastChannel the reason arrives as sent", async () => {
  const first = browserTabChannel()
  const second = browserTabChannel()
  const heard = new Promise<TabMessage>((resolve) => {
    const stop = second.subscribe((message) => {
      stop()
      resolve(message)
    })
  })
  first.post({ type: "logout", fingerprint: "ab12", reason: "idle" })
  expect(await heard).toEqual({ type: "logout", fingerprint: "ab12", reason: "idle" })
})
