import { it } from "@effect/vitest"
import { AbortError, HttpError, TimeoutError } from "@microsoft/signalr"
import { Effect, Fiber, TestClock } from "effect"
import { describe, expect, vi } from "vitest"
import type { AppError } from "../errors/AppError.js"
import type { Transport, TransportRequest } from "../http/transport.js"
import type { HubPort } from "./Hub.js"
import { connectNotifications, notificationsWhileSignedIn } from "./notifications.js"
import { type HubState, hubError, hubErrorKey, hubUrl, shouldConnect } from "./rules.js"
import { buildHubConnection, signalRHub } from "./signalr.js"

/** A hub whose start fails `failures` times, then connects; tests fire its events by hand. */
const fakeHub = (failures: number) => {
  let attempts = 0
  let state: HubState = "Disconnected"
  const handlers: Record<string, (...args: Array<unknown>) => void> = {}
  const hub: HubPort = {
    start: async () => {
      attempts += 1
      if (attempts <= failures) throw new HttpError("Service Unavailable", 503)
      state = "Connected"
    },
    stop: async () => {
      state = "Disconnected"
    },
    state: () => state,
    on: (method, handler) => {
      handlers[method] = handler
    },
    onReconnecting: (handler) => {
      handlers.reconnecting = handler as never
    },
    onReconnected: (handler) => {
      handlers.reconnected = handler
    },
    onClose: (handler) => {
      handlers.close = handler as never
    },
  }
  return { hub, handlers, attempts: () => attempts }
}

const recorder = () => {
  const log = {
    states: [] as Array<HubState>,
    errors: [] as Array<AppError>,
    notifications: [] as Array<unknown>,
    resyncs: 0,
  }
  return {
    log,
    handlers: {
      onState: (state: HubState) => log.states.push(state),
      onError: (error: AppError) => log.errors.push(error),
      onNotification: (notification: unknown) => log.notifications.push(notification),
      onResync: () => {
        log.resyncs += 1
      },
    },
  }
}

it("RT-1: the hub URL carries apiKey and authToken", () => {
  expect(hubUrl("https://api.example.com/", "key 1", "tok")).toBe(
    "https://api.example.com/hubs/notifications?apiKey=key+1&authToken=tok",
  )
})

it.each([
  [8, true],
  [5, false],
  [1, false],
  [undefined, false],
])("RT-2: adminType %s connects: %s", (adminType, expected) => {
  expect(shouldConnect(adminType)).toBe(expected)
})

describe("RT-2: start is tried 3 more times, 3 s apart", () => {
  it.effect("RT-2: connects on the third attempt after two 3-second waits", () =>
    Effect.gen(function* () {
      const { hub, attempts } = fakeHub(2)
      const { log, handlers } = recorder()
      const fiber = yield* Effect.fork(connectNotifications(hub, handlers))
      yield* TestClock.adjust("2999 millis")
      expect(attempts()).toBe(1)
      yield* TestClock.adjust("1 millis")
      expect(attempts()).toBe(2)
      yield* TestClock.adjust("3 seconds")
      yield* Fiber.join(fiber)
      expect(attempts()).toBe(3)
      expect(log.states).toEqual(["Connecting", "Connected"])
      expect(log.errors).toEqual([])
    }),
  )

  it.effect("RT-2, RT-4: gives up after 4 attempts and shows the status-code error", () =>
    Effect.gen(function* () {
      const { hub, attempts } = fakeHub(10)
      const { log, handlers } = recorder()
      const fiber = yield* Effect.fork(connectNotifications(hub, handlers))
      yield* TestClock.adjust("9 seconds")
      yield* Fiber.join(fiber)
      expect(attempts()).toBe(4)
      expect(log.states).toEqual(["Connecting", "Disconnected"])
      expect(log.errors.map((error) => [error.message, error.status])).toEqual([
        ["ERRORS.HUB_STATUS_CODE", 503],
      ])
    }),
  )
})

it.effect(
  "RT-1, RT-3: notifications arrive as JSON text; reconnects and closes report their state and ask for a resync",
  () =>
    Effect.gen(function* () {
      const { hub, handlers: fire } = fakeHub(0)
      const { log, handlers } = recorder()
      yield* connectNotifications(hub, handlers)
      const notification = {
        batchId: "b-1",
        organizationId: 1000,
        fileName: "staff.csv",
        status: "completed",
        created: 3,
        updated: 1,
        failed: 0,
      }
      fire.receiveBatchUploadNotification?.(JSON.stringify(notification))
      fire.receiveBatchUploadNotification?.("{not json")
      fire.reconnecting?.(new Error("WebSocket closed with status code: 1006"))
      fire.reconnected?.()
      fire.close?.()
      expect(log.notifications).toEqual([notification])
      expect(log.errors.map((error) => error.message)).toEqual([
        "ERRORS.MALFORMED_RESPONSE",
        "ERRORS.HUB_FAILED_NEGOTIATION",
      ])
      expect(log.states).toEqual(["Connecting", "Connected", "Reconnecting", "Connected", "Disconnected"])
      expect(log.resyncs).toBe(2)
    }),
)

describe("SES-6: the hub ends with the session", () => {
  it.effect(
    "SES-6: signing out while the start is being retried stops the hub; no retry or error follows",
    () =>
      Effect.gen(function* () {
        const { hub, attempts } = fakeHub(10)
        const stop = vi.spyOn(hub, "stop")
        const { log, handlers } = recorder()
        const fiber = yield* Effect.fork(notificationsWhileSignedIn(hub, handlers))
        yield* TestClock.adjust("3 seconds")
        expect(attempts()).toBe(2)
        yield* Fiber.interrupt(fiber)
        yield* TestClock.adjust("1 minute")
        expect(attempts()).toBe(2)
        expect(stop).toHaveBeenCalledOnce()
        expect(log.errors).toEqual([])
        expect(log.states).toEqual(["Connecting"])
      }),
  )

  it.effect(
    "SES-6: what a connected hub reports after sign-out (a close with an error, a push) is dropped",
    () =>
      Effect.gen(function* () {
        const { hub, handlers: fire } = fakeHub(0)
        const { log, handlers } = recorder()
        const fiber = yield* Effect.fork(notificationsWhileSignedIn(hub, handlers))
        yield* TestClock.adjust("1 millis")
        fire.reconnecting?.(new Error("WebSocket closed with status code: 1006"))
        yield* Fiber.interrupt(fiber)
        fire.close?.(new Error("Server returned an error on close"))
        fire.receiveBatchUploadNotification?.("{}")
        expect(log.states).toEqual(["Connecting", "Connected", "Reconnecting"])
        expect(log.errors.map((error) => error.message)).toEqual(["ERRORS.HUB_FAILED_NEGOTIATION"])
        expect(log.resyncs).toBe(0)
      }),
  )
})

describe("RT-4: every kind of client error is shown with its own message", () => {
  const named = (errorType: string) => Object.assign(new Error(errorType), { errorType })
  it.each([
    [new HttpError("Unauthorized", 401), "ERRORS.HUB_STATUS_CODE"],
    [new TimeoutError("Server timeout elapsed"), "ERRORS.HUB_TIMEOUT"],
    [new AbortError("The connection was stopped"), "ERRORS.HUB_ABORTED"],
    [named("UnsupportedTransportError"), "ERRORS.HUB_UNSUPPORTED_TRANSPORT"],
    [named("DisabledTransportError"), "ERRORS.HUB_DISABLED_TRANSPORT"],
    [named("FailedToStartTransportError"), "ERRORS.HUB_FAILED_TO_START_TRANSPORT"],
    [named("FailedToNegotiateWithServerError"), "ERRORS.HUB_FAILED_NEGOTIATION"],
    [
      Object.assign(new Error("all failed"), { innerErrors: [named("DisabledTransportError")] }),
      "ERRORS.HUB_DISABLED_TRANSPORT",
    ],
  ])("RT-4: %s → %s", (error, key) => {
    expect(hubErrorKey(error)).toBe(key)
  })

  it("RT-4: the message a person sees never carries the URL's tokens", () => {
    const error = hubError(
      new Error("Failed to connect to wss://api/hubs/notifications?apiKey=k-9&authToken=t-9"),
    )
    expect(JSON.stringify(error.originalError)).not.toMatch(/k-9|t-9/)
  })
})

it("RT-3, RT-5: the real connection has the spec's reconnect delays, server timeout and keep-alive", () => {
  const connection = buildHubConnection("http://127.0.0.1:1/hubs/notifications")
  expect(connection.serverTimeoutInMilliseconds).toBe(30_000)
  expect(connection.keepAliveIntervalInMilliseconds).toBe(15_000)
  const policy = (
    connection as unknown as {
      _reconnectPolicy: { nextRetryDelayInMilliseconds: (c: { previousRetryCount: number }) => number | null }
    }
  )._reconnectPolicy
  const delays = [0, 1, 2, 3, 4, 5, 6].map((previousRetryCount) =>
    policy.nextRetryDelayInMilliseconds({ previousRetryCount }),
  )
  expect(delays).toEqual([0, 1000, 2000, 5000, 10000, 30000, null])
})

describe("HTTP-3: the hub's negotiate carries the Basic header when one is configured", () => {
  const negotiated = async (options: Parameters<typeof signalRHub>[1]) => {
    const seen: Array<TransportRequest> = []
    const transport: Transport = async (request) => {
      seen.push(request)
      return { status: 503, statusText: "Restarting", bytes: async () => new Uint8Array() }
    }
    const hub = signalRHub("http://api.test/hubs/notifications?apiKey=k", { ...options, transport })
    await hub.start().catch(() => undefined)
    return seen.find((request) => request.url.includes("/negotiate"))?.headers ?? {}
  }

  it("with WELLKIT_BASIC_AUTH's credential", async () => {
    expect(await negotiated({ basicAuth: "gate:keeper" })).toMatchObject({
      authorization: `Basic ${btoa("gate:keeper")}`,
    })
  })

  it("and none without it", async () => {
    expect(Object.keys(await negotiated({})).map((name) => name.toLowerCase())).not.toContain("authorization")
  })
})
