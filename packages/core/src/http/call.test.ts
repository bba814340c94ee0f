import { HttpClient, HttpClientRequest } from "@effect/platform"
import { Effect } from "effect"
import { afterEach, beforeEach, expect, it, vi } from "vitest"
import * as Messages from "../api/Messages.js"
import * as Session from "../api/Session.js"
import { ClientConfig } from "./ClientConfig.js"
import { call } from "./call.js"
import { CALL_TIMEOUT_MS } from "./deadline.js"
import { InFlight } from "./InFlight.js"
import { type TransportRequest, type TransportResponse, transportClient } from "./transport.js"

const config = {
  apiHost: "https://api.test",
  apiKey: "k",
  appVersion: "1",
  authToken: () => "t",
  inFlight: new InFlight(),
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

/** A server that takes the request and never says anything; the transport does not even honour the abort. */
const silent = () => new Promise<TransportResponse>(() => undefined)

/** A server that sends its headers at once, then nothing of the body until the call is aborted. */
const stalledBody = async (request: TransportRequest): Promise<TransportResponse> => ({
  status: 200,
  headers: { "content-type": "application/json" },
  arrayBuffer: () =>
    new Promise((_, reject) => request.signal.addEventListener("abort", () => reject(new Error("aborted")))),
})

/** The call as the SDK makes it, on a transport that does not answer in time. */
const unanswered = async (
  endpoint: Parameters<typeof call>[0],
  transport: (request: TransportRequest) => Promise<TransportResponse> = silent,
) => {
  const client = transportClient(transport)
  const send = Effect.flatMap(
    client.execute(HttpClientRequest.get("https://api.test/x")),
    (response) => response.json,
  )
  const pending = Effect.runPromise(
    Effect.flip(call(endpoint, send)).pipe(
      Effect.provideService(ClientConfig, config),
      Effect.provideService(HttpClient.HttpClient, client),
    ),
  )
  await vi.advanceTimersByTimeAsync(CALL_TIMEOUT_MS - 1)
  expect(config.inFlight.getSnapshot()).toBe(1)
  await vi.advanceTimersByTimeAsync(1)
  return pending
}

it("ERR-5: a read with no answer is given up and says it timed out", async () => {
  const error = await unanswered(Messages.listMessages)
  expect(error).toMatchObject({
    message: "ERRORS.GET_MESSAGES_FAILED",
    additionalMessage: "ERRORS.TIMED_OUT",
  })
  expect(config.inFlight.getSnapshot()).toBe(0)
})

it("ERR-5: a read whose body stops coming is given up the same way", async () => {
  const error = await unanswered(Messages.listMessages, stalledBody)
  expect(error).toMatchObject({ additionalMessage: "ERRORS.TIMED_OUT" })
  expect(config.inFlight.getSnapshot()).toBe(0)
})

it("ERR-5: a write with no answer may or may not have been applied", async () => {
  const error = await unanswered(Messages.createMessage)
  expect(error).toMatchObject({ additionalMessage: "ERRORS.OUTCOME_UNKNOWN" })
})

it("ERR-5: a POST that changes nothing (checking a link) is never 'may or may not have been applied'", async () => {
  const error = await unanswered(Session.validateRegistrationToken)
  expect(error).toMatchObject({ additionalMessage: "ERRORS.TIMED_OUT" })
})
