import { HttpClient, HttpClientRequest } from "@effect/platform"
import { it } from "@effect/vitest"
import { Effect, Fiber } from "effect"
import { expect, it as plainIt, vi } from "vitest"
import * as Messages from "../api/Messages.js"
import { ClientConfig } from "./ClientConfig.js"
import { call } from "./call.js"
import { InFlight } from "./InFlight.js"
import {
  TransportFailure,
  type TransportRequest,
  type TransportResponse,
  transportClient,
} from "./transport.js"

const answer = (status: number, body: string, headers: Record<string, string> = {}): TransportResponse => ({
  status,
  headers,
  arrayBuffer: async () => new TextEncoder().encode(body).buffer as ArrayBuffer,
})

/** A transport that notes what it was asked and answers as told. */
const recording = (reply: (request: TransportRequest) => Promise<TransportResponse>) => {
  const sent: Array<TransportRequest> = []
  const client = transportClient(async (request) => {
    sent.push(request)
    return reply(request)
  })
  return { sent, client }
}

it.effect("the request reaches the transport whole: URL with its params, headers, JSON body and type", () =>
  Effect.gen(function* () {
    const { sent, client } = recording(async () => answer(200, '{"ok":true}'))
    const request = HttpClientRequest.post("https://api.test/entities/1000/messages?a=1").pipe(
      HttpClientRequest.appendUrlParams({ apiKey: "k", tz: "Europe/Paris" }),
      HttpClientRequest.setHeader("authorization", "Basic x"),
      HttpClientRequest.bodyUnsafeJson({ subject: "Hello" }),
    )
    const response = yield* client.execute(request)
    expect(yield* response.json).toEqual({ ok: true })
    expect(sent[0]).toMatchObject({
      method: "POST",
      url: "https://api.test/entities/1000/messages?a=1&apiKey=k&tz=Europe%2FParis",
      headers: { authorization: "Basic x", "content-type": "application/json" },
    })
    expect(new TextDecoder().decode(sent[0]?.body as Uint8Array)).toBe('{"subject":"Hello"}')
  }),
)

it.effect("an answer's body is read once, though asked for as text and as JSON", () =>
  Effect.gen(function* () {
    let reads = 0
    const { client } = recording(async () => ({
      ...answer(200, '{"n":1}', { "Content-Type": "application/json" }),
      arrayBuffer: async () => {
        reads += 1
        return new TextEncoder().encode('{"n":1}').buffer as ArrayBuffer
      },
    }))
    const response = yield* client.get("https://api.test/x")
    expect(yield* response.text).toBe('{"n":1}')
    expect(yield* response.json).toEqual({ n: 1 })
    expect(reads).toBe(1)
    expect(response.headers["content-type"]).toBe("application/json")
  }),
)

it.effect("a body the contract never sends (a stream) is refused before anything is sent", () =>
  Effect.gen(function* () {
    const { sent, client } = recording(async () => answer(200, ""))
    const request = HttpClientRequest.post("https://api.test/x").pipe(
      HttpClientRequest.bodyFormData(new FormData()),
    )
    const error = yield* Effect.flip(client.execute(request))
    expect(error).toMatchObject({ _tag: "RequestError", reason: "Encode" })
    expect(sent).toEqual([])
  }),
)

it.effect("HTTP-9: a body that is not JSON fails as undecodable, not as a crash", () =>
  Effect.gen(function* () {
    const { client } = recording(async () => answer(200, "<html>gateway</html>"))
    const response = yield* client.get("https://api.test/x")
    expect(yield* Effect.flip(response.json)).toMatchObject({ _tag: "ResponseError", reason: "Decode" })
  }),
)

it.effect("an interrupted call aborts its request (Ctrl-C, a person leaving)", () =>
  Effect.gen(function* () {
    let signal: AbortSignal | undefined
    const client = transportClient(
      (request) =>
        new Promise((_, reject) => {
          signal = request.signal
          request.signal.addEventListener("abort", () => reject(new Error("aborted")))
        }),
    )
    const fiber = yield* Effect.fork(client.get("https://api.test/slow"))
    yield* Effect.yieldNow()
    expect(signal?.aborted).toBe(false)
    yield* Fiber.interrupt(fiber)
    expect(signal?.aborted).toBe(true)
  }),
)

const config = {
  apiHost: "https://api.test",
  apiKey: "k",
  appVersion: "1",
  authToken: () => "t",
  inFlight: new InFlight(),
}

const failedCall = (failure: unknown) =>
  Effect.flip(
    call(
      Messages.listMessages,
      Effect.flatMap(HttpClient.HttpClient, (client) => client.get("https://api.test/x")).pipe(
        Effect.provideService(
          HttpClient.HttpClient,
          transportClient(async () => Promise.reject(failure)),
        ),
      ),
    ),
  ).pipe(Effect.provideService(ClientConfig, config))

it.effect("ERR-5: no answer at all reads as no network", () =>
  Effect.gen(function* () {
    const error = yield* failedCall(new Error("connect ECONNREFUSED 127.0.0.1:443"))
    expect(error).toMatchObject({
      message: "ERRORS.GET_MESSAGES_FAILED",
      additionalMessage: "ERRORS.NETWORK_UNAVAILABLE",
      status: 0,
    })
  }),
)

it.effect("ERR-5: a transport that knows better (a proxy refused) says so in its own words", () =>
  Effect.gen(function* () {
    const error = yield* failedCall(
      new TransportFailure("The proxy http://proxy.test:3128 refused the connection."),
    )
    expect(error).toMatchObject({
      message: "ERRORS.GET_MESSAGES_FAILED",
      additionalMessage: "The proxy http://proxy.test:3128 refused the connection.",
      status: 0,
    })
  }),
)

plainIt("an answer read in full leaves no timer behind (a command line exits at once)", async () => {
  vi.useFakeTimers()
  try {
    const { client } = recording(async () => answer(200, '{"ok":true}'))
    await Effect.runPromise(Effect.flatMap(client.get("https://api.test/x"), (response) => response.json))
    expect(vi.getTimerCount()).toBe(0)
  } finally {
    vi.useRealTimers()
  }
})
