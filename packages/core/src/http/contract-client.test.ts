import { HttpApi, type HttpApiGroup } from "@effect/platform"
import { it } from "@effect/vitest"
import { Effect, Fiber } from "effect"
import { describe, expect, it as plainIt, vi } from "vitest"
import { contractClient, lazyContractClient } from "./contract-client.js"
import { InFlight } from "./InFlight.js"
import { answer, recording, TestApi, testAddress } from "./test-contract.js"
import type { Transport } from "./transport.js"

const clientOver = (transport: Transport) => contractClient(TestApi, { transport, address: testAddress })

it.effect("the request reaches the transport whole: URL with its params, headers, JSON body and type", () =>
  Effect.gen(function* () {
    const { sent, transport } = recording(async () => answer(201, '{"id":3,"name":"Swim"}'))
    const client = contractClient(TestApi, {
      transport,
      address: (request) => ({
        url: `https://api.test${request.path}?apiKey=k`,
        headers: { ...request.headers, authorization: "Basic x" },
      }),
    })
    expect(yield* client.items.create({ payload: { name: "Swim" } })).toEqual({ id: 3, name: "Swim" })
    expect(sent[0]).toMatchObject({
      method: "POST",
      url: "https://api.test/items?apiKey=k",
      headers: { authorization: "Basic x", "content-type": "application/json" },
      body: '{"name":"Swim"}',
    })
  }),
)

it.effect("a payload that does not fit the contract is refused before anything is sent", () =>
  Effect.gen(function* () {
    const { sent, transport } = recording(async () => answer(201, ""))
    const error = yield* Effect.flip(clientOver(transport).items.create({ payload: { name: "" } }))
    expect(error).toMatchObject({ _tag: "RequestError", reason: "Encode", method: "POST", path: "/items" })
    expect(error.message).not.toContain("name")
    expect(sent).toEqual([])
  }),
)

it.effect(
  "a status the contract does not declare fails with that status, and its body is still read off the connection",
  () =>
    Effect.gen(function* () {
      let read = false
      const { transport } = recording(async () => answer(503, "<html>busy</html>", () => (read = true)))
      const error = yield* Effect.flip(clientOver(transport).items.get({ path: { ownerId: 1, itemId: "a" } }))
      expect(error).toMatchObject({ _tag: "ResponseError", reason: "StatusCode", status: 503 })
      expect(error.message).toBe("GET /owners/1/items/a answered 503 (StatusCode)")
      expect(read).toBe(true)
    }),
)

it.effect("a body that breaks off is its own failure, with the status it came with", () =>
  Effect.gen(function* () {
    const transport: Transport = async () => ({
      status: 200,
      bytes: () => Promise.reject(new Error("socket hang up")),
    })
    const error = yield* Effect.flip(clientOver(transport).items.search({ urlParams: { q: "x" } }))
    expect(error).toMatchObject({ _tag: "ResponseError", reason: "Decode", status: 200 })
  }),
)

it.effect("no answer at all fails as a transport failure that keeps its cause", () =>
  Effect.gen(function* () {
    const cause = new Error("connect ECONNREFUSED 127.0.0.1:443")
    const error = yield* Effect.flip(
      clientOver(() => Promise.reject(cause)).items.remove({ path: { itemId: "a" } }),
    )
    expect(error).toMatchObject({ _tag: "RequestError", reason: "Transport", cause })
    expect(error.message).toBe("DELETE /items/a failed (Transport): connect ECONNREFUSED 127.0.0.1:443")
  }),
)

it.effect("an interrupted call aborts its request (Ctrl-C, a person leaving)", () =>
  Effect.gen(function* () {
    let signal: AbortSignal | undefined
    const client = clientOver(
      (request) =>
        new Promise((_, reject) => {
          signal = request.signal
          request.signal.addEventListener("abort", () => reject(new Error("aborted")))
        }),
    )
    const fiber = yield* Effect.fork(client.items.search({ urlParams: { q: "slow" } }))
    yield* Effect.yieldNow()
    expect(signal?.aborted).toBe(false)
    yield* Fiber.interrupt(fiber)
    expect(signal?.aborted).toBe(true)
  }),
)

plainIt("an answer read in full leaves no timer behind (a command line exits at once)", async () => {
  vi.useFakeTimers()
  try {
    const { transport } = recording(async () => answer(200, "[]"))
    await Effect.runPromise(clientOver(transport).items.search({ urlParams: { q: "x" } }))
    expect(vi.getTimerCount()).toBe(0)
  } finally {
    vi.useRealTimers()
  }
})

it.effect("a transport may add to the headers it is given (undici's proxy agent adds the host)", () =>
  Effect.gen(function* () {
    const { transport } = recording(async (request) => {
      ;(request.headers as Record<string, string>).host = "api.test"
      return answer(200, "[]")
    })
    const client = clientOver(transport)
    expect(yield* client.items.search({ urlParams: { q: "a" } })).toEqual([])
    expect(yield* client.items.search({ urlParams: { q: "b" } })).toEqual([])
  }),
)

it.effect(
  "a transport that throws instead of rejecting fails the call like no answer, and the call is no longer counted",
  () =>
    Effect.gen(function* () {
      const inFlight = new InFlight()
      const client = contractClient(TestApi, {
        transport: () => {
          throw new TypeError("not a function")
        },
        address: testAddress,
        inFlight,
      })
      const error = yield* Effect.flip(client.items.search({ urlParams: { q: "x" } }))
      expect(error).toMatchObject({ _tag: "RequestError", reason: "Transport" })
      expect(inFlight.getSnapshot()).toBe(0)
    }),
)

describe("lazyContractClient: each group loaded at its first call", () => {
  const items = TestApi.groups.items as unknown as HttpApiGroup.HttpApiGroup.AnyWithProps
  const lazyOver = (transport: Transport, load: () => Promise<HttpApiGroup.HttpApiGroup.AnyWithProps>) =>
    lazyContractClient<typeof TestApi>(
      HttpApi.make("test"),
      { items: load },
      { transport, address: testAddress },
    )

  it.effect("nothing is loaded until a call is made; then the group once, for every call after", () =>
    Effect.gen(function* () {
      const load = vi.fn(async () => items)
      const { sent, transport } = recording(async () => answer(200, '[{"id":1,"name":"Run"}]'))
      const client = lazyOver(transport, load)
      const search = client.items.search
      expect(load).not.toHaveBeenCalled()
      expect(yield* search({ urlParams: { q: "r" } })).toEqual([{ id: 1, name: "Run" }])
      expect(yield* client.items.search({ urlParams: { q: "s" } })).toEqual([{ id: 1, name: "Run" }])
      expect(load).toHaveBeenCalledTimes(1)
      expect(sent.map((request) => request.url)).toEqual([
        "https://api.test/items?q=r",
        "https://api.test/items?q=s",
      ])
    }),
  )

  it.effect(
    "a group that does not arrive fails the call as a transport failure, and is asked for again",
    () =>
      Effect.gen(function* () {
        const load = vi
          .fn<() => Promise<HttpApiGroup.HttpApiGroup.AnyWithProps>>()
          .mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module"))
          .mockResolvedValue(items)
        const { transport } = recording(async () => answer(204))
        const client = lazyOver(transport, load)
        const error = yield* Effect.flip(client.items.remove({ path: { itemId: "4" } }))
        expect(error).toMatchObject({ _tag: "RequestError", reason: "Transport" })
        yield* client.items.remove({ path: { itemId: "4" } })
        expect(load).toHaveBeenCalledTimes(2)
      }),
  )

  plainIt("a name the contract does not have is no group, and no endpoint", async () => {
    const client = lazyOver(
      recording(async () => answer(200)).transport,
      async () => items,
    ) as unknown as Record<
      string,
      Record<string, (request?: unknown) => Effect.Effect<unknown, unknown>> | undefined
    >
    expect(client.nothing).toBeUndefined()
    const exit = await Effect.runPromiseExit(client.items?.nothing?.() ?? Effect.void)
    expect(exit._tag).toBe("Failure")
  })
})
