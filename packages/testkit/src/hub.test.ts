import { connectNotifications, type HubState, hubError, hubUrl, signalRHub } from "@wellkit/core"
import { Effect } from "effect"
import { afterAll, beforeAll, expect, it } from "vitest"
import { DEMO_PASSWORD, SANDBOX_API_KEY } from "./demo.js"
import { type SandboxServer, startSandboxServer } from "./server.js"

let api: SandboxServer
beforeAll(async () => {
  api = await startSandboxServer()
})
afterAll(() => api.close())

const signIn = async () => {
  const response = await fetch(`${api.url}/session/login?apiKey=${SANDBOX_API_KEY}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "admin@acme.test", password: DEMO_PASSWORD }),
  })
  return ((await response.json()) as { response: { authToken: string } }).response.authToken
}

const until = async (check: () => boolean, what: string) => {
  for (let waited = 0; waited < 8000; waited += 50) {
    if (check()) return
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`timed out waiting for ${what}`)
}

it("RT-1, RT-3: the real client receives a push, survives a drop, and resyncs after reconnecting", async () => {
  const hub = signalRHub(hubUrl(api.url, SANDBOX_API_KEY, await signIn()))
  const states: Array<HubState> = []
  const notifications: Array<unknown> = []
  let resyncs = 0
  await Effect.runPromise(
    connectNotifications(hub, {
      onState: (state) => states.push(state),
      onError: () => {},
      onNotification: (notification) => notifications.push(notification),
      onResync: () => {
        resyncs += 1
      },
    }),
  )
  expect(hub.state()).toBe("Connected")
  await until(() => api.hub.connections === 1, "the hub to register the client")
  const notification = {
    batchId: "b-7",
    organizationId: 1000,
    fileName: "march.csv",
    status: "completedWithErrors",
    created: 40,
    updated: 2,
    failed: 3,
  }
  expect(api.hub.push(notification as never)).toBe(1)
  await until(() => notifications.length === 1, "the notification")
  expect(notifications).toEqual([notification])

  api.hub.drop()
  await until(() => states.includes("Reconnecting") && hub.state() === "Connected", "the reconnect")
  expect(resyncs).toBe(1)
  await hub.stop()
  expect(states.at(-1)).toBe("Disconnected")
})

it("RT-4: the real client's refused negotiation is the failed-negotiation error, with its status", async () => {
  const hub = signalRHub(hubUrl(api.url, SANDBOX_API_KEY, "not-a-session"))
  const failure = await hub.start().catch((error: unknown) => error)
  expect(hubError(failure)).toMatchObject({
    message: "ERRORS.HUB_FAILED_NEGOTIATION",
    status: 401,
    type: "toast",
  })
  api.hub.stop()
  const stopped = signalRHub(hubUrl(api.url, SANDBOX_API_KEY, await signIn()))
  expect(hubError(await stopped.start().catch((error: unknown) => error))).toMatchObject({ status: 503 })
  api.hub.start()
})
