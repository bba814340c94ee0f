import { Effect } from "effect"
import { afterEach, beforeEach, expect, it, vi } from "vitest"
import * as Messages from "../api/Messages.js"
import * as Session from "../api/Session.js"
import { ClientConfig } from "./ClientConfig.js"
import { call } from "./call.js"
import { contractClient } from "./contract-client.js"
import { CALL_TIMEOUT_MS } from "./deadline.js"
import { InFlight } from "./InFlight.js"
import { TestApi, testAddress } from "./test-contract.js"
import { type Transport, TransportFailure, type TransportResponse } from "./transport.js"

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

/** One call as the SDK makes it, its failure mapped by the given endpoint's keys (a read unless it says otherwise). */
const failureOf = (endpoint: Parameters<typeof call>[0], transport: Transport) =>
  Effect.runPromise(
    Effect.flip(
      call(
        endpoint,
        contractClient(TestApi, { transport, address: testAddress, inFlight: config.inFlight }).items.search({
          urlParams: { q: "x" },
        }),
      ),
    ).pipe(Effect.provideService(ClientConfig, config)),
  )

/** A server that takes the request and never says anything; the transport does not even honour the abort. */
const silent = () => new Promise<TransportResponse>(() => undefined)

/** A server that sends its headers at once, then nothing of the body until the call is aborted. */
const stalledBody: Transport = async (request) => ({
  status: 200,
  bytes: () =>
    new Promise((_, reject) => request.signal.addEventListener("abort", () => reject(new Error("aborted")))),
})

/** The call on a transport that does not answer in time; it counts as running until the very end. */
const unanswered = async (endpoint: Parameters<typeof call>[0], transport: Transport = silent) => {
  const pending = failureOf(endpoint, transport)
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

it("ERR-5: no answer at all reads as no network", async () => {
  const error = await failureOf(Messages.listMessages, () =>
    Promise.reject(new Error("connect ECONNREFUSED 127.0.0.1:443")),
  )
  expect(error).toMatchObject({
    message: "ERRORS.GET_MESSAGES_FAILED",
    additionalMessage: "ERRORS.NETWORK_UNAVAILABLE",
    status: 0,
  })
})

it("ERR-5: a transport that knows better (a proxy refused) says so in its own words", async () => {
  const error = await failureOf(Messages.listMessages, () =>
    Promise.reject(new TransportFailure("The proxy http://proxy.test:3128 refused the connection.")),
  )
  expect(error).toMatchObject({
    message: "ERRORS.GET_MESSAGES_FAILED",
    additionalMessage: "The proxy http://proxy.test:3128 refused the connection.",
    status: 0,
  })
})

it("ERR-5: a write that did not fit the contract was never sent, and says so instead of 'may have been applied'", async () => {
  const sent: Array<unknown> = []
  const transport: Transport = async (request) => {
    sent.push(request)
    return { status: 201, bytes: async () => new Uint8Array(0) }
  }
  const error = await Effect.runPromise(
    Effect.flip(
      call(
        Messages.createMessage,
        contractClient(TestApi, { transport, address: testAddress }).items.create({ payload: { name: "" } }),
      ),
    ).pipe(Effect.provideService(ClientConfig, config)),
  )
  expect(error).toMatchObject({ message: "ERRORS.SAVE_MESSAGE_FAILED", additionalMessage: "ERRORS.NOT_SENT" })
  expect(sent).toEqual([])
})
