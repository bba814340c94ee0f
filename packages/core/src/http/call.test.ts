import { it } from "@effect/vitest"
import { Effect, Fiber, TestClock } from "effect"
import { expect } from "vitest"
import * as Messages from "../api/Messages.js"
import * as Session from "../api/Session.js"
import { ClientConfig } from "./ClientConfig.js"
import { CALL_TIMEOUT_MS, call } from "./call.js"
import { InFlight } from "./InFlight.js"

const config = {
  apiHost: "https://api.test",
  apiKey: "k",
  appVersion: "1",
  authToken: () => "t",
  inFlight: new InFlight(),
}

const unanswered = (endpoint: Parameters<typeof call>[0]) =>
  Effect.gen(function* () {
    const fiber = yield* Effect.fork(Effect.flip(call(endpoint, Effect.never)))
    yield* TestClock.adjust(CALL_TIMEOUT_MS)
    return yield* Fiber.join(fiber)
  }).pipe(Effect.provideService(ClientConfig, config))

it.effect("ERR-5: a read with no answer is given up and says it timed out", () =>
  Effect.gen(function* () {
    const error = yield* unanswered(Messages.listMessages)
    expect(error).toMatchObject({
      message: "ERRORS.GET_MESSAGES_FAILED",
      additionalMessage: "ERRORS.TIMED_OUT",
    })
    expect(config.inFlight.getSnapshot()).toBe(0)
  }),
)

it.effect("ERR-5: a write with no answer may or may not have been applied", () =>
  Effect.gen(function* () {
    const error = yield* unanswered(Messages.createMessage)
    expect(error).toMatchObject({ additionalMessage: "ERRORS.OUTCOME_UNKNOWN" })
  }),
)

it.effect(
  "ERR-5: a POST that changes nothing (checking a link) is never 'may or may not have been applied'",
  () =>
    Effect.gen(function* () {
      const error = yield* unanswered(Session.validateRegistrationToken)
      expect(error).toMatchObject({ additionalMessage: "ERRORS.TIMED_OUT" })
    }),
)
