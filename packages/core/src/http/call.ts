import { HttpApiSchema } from "@effect/platform"
import { Context, Effect, Option } from "effect"
import { type CallErrors, ErrorKeys, Public, Safe } from "../api/annotations.js"
import {
  AccountLockedText,
  BadRequest,
  Duplicate,
  Forbidden,
  InUse,
  NotFound,
  PaymentRefusedText,
  RefusedText,
  Unauthorized,
} from "../api/errors.js"
import { InvalidLink } from "../api/Session.js"
import { SessionCaches } from "../cache/SessionCaches.js"
import { AppError, appError, asLoginError } from "../errors/AppError.js"
import type { ErrorKey } from "../errors/catalogue.js"
import { SessionStore } from "../ports/SessionStore.js"
import { ClientConfig } from "./ClientConfig.js"
import { RequestError, ResponseError } from "./failures.js"
import { redactTokens } from "./redact.js"
import { TransportFailure } from "./transport.js"

const statusByTag: Readonly<Record<string, number>> = {
  // The contract's own 400 for a request it could not decode; its message is the server's sentence.
  HttpApiDecodeError: 400,
  Duplicate: HttpApiSchema.getStatusError(Duplicate),
  NotFound: HttpApiSchema.getStatusError(NotFound),
  InUse: HttpApiSchema.getStatusError(InUse),
  Forbidden: HttpApiSchema.getStatusError(Forbidden),
  Unauthorized: HttpApiSchema.getStatusError(Unauthorized),
  AccountLocked: HttpApiSchema.getStatusError(AccountLockedText),
  InvalidLink: HttpApiSchema.getStatusError(InvalidLink),
  BadRequest: HttpApiSchema.getStatusError(BadRequest),
  Refused: HttpApiSchema.getStatusError(RefusedText),
  PaymentRefused: HttpApiSchema.getStatusError(PaymentRefusedText),
}

type Tagged = { readonly _tag: string; readonly [key: string]: unknown }
const isTagged = (u: unknown): u is Tagged =>
  typeof u === "object" && u !== null && typeof (u as { _tag?: unknown })._tag === "string"

/** What an AppError keeps of the raw failure: enough to diagnose, never a token. */
export interface FailureSummary {
  readonly tag: string
  readonly reason?: string | undefined
  readonly status?: number | undefined
  readonly detail: string
}

const summarise = (raw: unknown, secrets: ReadonlyArray<string | undefined>): FailureSummary => {
  const tag = isTagged(raw) ? raw._tag : "Unknown"
  const reason = isTagged(raw) && typeof raw.reason === "string" ? raw.reason : undefined
  const text = raw instanceof Error ? raw.message : isTagged(raw) ? String(raw.message ?? tag) : String(raw)
  return { tag, reason, detail: redactTokens(text, secrets) }
}

/**
 * What went wrong, in the words the person reads under the call's own message.
 * A write whose outcome is unknown (5xx, timeout, an unreadable success) says
 * so instead of claiming that nothing changed.
 */
export const causeKey = (
  cause: "network" | "timeout" | "status" | "unreadable",
  status: number | undefined,
  isWrite: boolean,
): ErrorKey => {
  if (cause === "network") return "ERRORS.NETWORK_UNAVAILABLE"
  if (cause === "timeout") return isWrite ? "ERRORS.OUTCOME_UNKNOWN" : "ERRORS.TIMED_OUT"
  if (cause === "unreadable") return isWrite ? "ERRORS.OUTCOME_UNKNOWN" : "ERRORS.MALFORMED_RESPONSE"
  if (status !== undefined && status >= 500)
    return isWrite ? "ERRORS.OUTCOME_UNKNOWN" : "ERRORS.SERVER_FAILED"
  if (status === 404) return "ERRORS.NOT_FOUND"
  return "ERRORS.REQUEST_REFUSED"
}

/**
 * Turns any failure of a declared call into an AppError (ERR-1, ERR-5, HTTP-9):
 * declared statuses get their own key; anything else keeps the call's key, with
 * what happened (server failure, unreadable answer, no network, timeout, not
 * found) as the additional message.
 */
export const toAppError =
  (
    errors: CallErrors,
    options: {
      readonly isPublic: boolean
      readonly isWrite?: boolean
      readonly secrets: ReadonlyArray<string | undefined>
    },
  ) =>
  (raw: unknown): AppError => {
    if (raw instanceof AppError) return raw
    const isWrite = options.isWrite ?? false
    const originalError = summarise(raw, options.secrets)
    if (!isTagged(raw)) return appError({ message: errors.key, originalError })
    const keyFor = (status: number | undefined) =>
      (status !== undefined ? errors.byStatus?.[status] : undefined) ?? errors.key
    const serverText = typeof raw.message === "string" ? raw.message : undefined

    if (raw._tag in statusByTag) {
      const status = statusByTag[raw._tag]
      if (status === 401 && !options.isPublic) {
        // Type login: the session is dropped with it (see `call`), and it must still show (SES-6).
        return appError({ type: "login", message: "ERRORS.SESSION_EXPIRED", status, originalError })
      }
      return appError({ message: keyFor(status), status, additionalMessage: serverText, originalError })
    }
    if (raw instanceof RequestError) {
      if (raw.reason === "Encode")
        return appError({ message: errors.key, additionalMessage: "ERRORS.NOT_SENT", originalError })
      if (raw.reason === "Timeout")
        return appError({
          message: errors.key,
          additionalMessage: causeKey("timeout", undefined, isWrite),
          originalError,
        })
      return appError({
        message: errors.key,
        additionalMessage:
          raw.cause instanceof TransportFailure ? raw.cause.message : causeKey("network", undefined, isWrite),
        status: 0,
        originalError,
      })
    }
    const status = raw instanceof ResponseError ? raw.status : undefined
    if (raw instanceof ResponseError && raw.reason === "StatusCode") {
      // A status the contract does not declare for this call: its body is not ours to read.
      const key = keyFor(status)
      return appError({
        message: key,
        status,
        additionalMessage: key === errors.key ? causeKey("status", status, isWrite) : undefined,
        originalError,
      })
    }
    // A success whose body does not decode (ParseError or an unreadable body): HTTP-9.
    return appError({
      message: errors.key,
      additionalMessage: causeKey("unreadable", status, isWrite),
      status,
      originalError,
    })
  }

/** The API no longer knows the token: drop the session and every cached list, so nothing stale stays on screen. */
const endSession = Effect.gen(function* () {
  const store = yield* Effect.serviceOption(SessionStore)
  const caches = yield* Effect.serviceOption(SessionCaches)
  if (Option.isSome(store)) store.value.clear()
  if (Option.isSome(caches)) caches.value.clear()
})

interface CallFacts {
  readonly errors: CallErrors
  readonly isPublic: boolean
  readonly isWrite: boolean
}

type Endpoint = { readonly annotations: Context.Context<never>; readonly method?: string }

/** What `call` needs of an endpoint, read from its annotations once rather than at every call. */
const factsByEndpoint = new WeakMap<Endpoint, CallFacts>()
const factsOf = (endpoint: Endpoint): CallFacts => {
  let facts = factsByEndpoint.get(endpoint)
  if (facts === undefined) {
    const annotations = endpoint.annotations as Context.Context<ErrorKeys | Public | Safe>
    const isSafe = Option.isSome(Context.getOption(annotations, Safe))
    facts = {
      errors: Context.get(annotations, ErrorKeys),
      isPublic: Option.isSome(Context.getOption(annotations, Public)),
      isWrite: endpoint.method !== undefined && endpoint.method !== "GET" && !isSafe,
    }
    factsByEndpoint.set(endpoint, facts)
  }
  return facts
}

/**
 * Runs one call of the contract and maps its failures by the endpoint's own
 * error keys. The client counts it in flight (HTTP-5) from request to decode.
 */
export const call = <A, E, R>(
  endpoint: Endpoint,
  effect: Effect.Effect<A, E, R>,
): Effect.Effect<A, AppError, R | ClientConfig> =>
  Effect.catchAll(effect, (raw) =>
    Effect.flatMap(ClientConfig, (config) => {
      const { errors, isPublic, isWrite } = factsOf(endpoint)
      const mapped = toAppError(errors, { isPublic, isWrite, secrets: [config.apiKey, config.authToken()] })(
        raw,
      )
      const error = isPublic ? asLoginError(mapped) : mapped
      return error.message === "ERRORS.SESSION_EXPIRED"
        ? Effect.zipRight(endSession, Effect.fail(error))
        : Effect.fail(error)
    }),
  )
