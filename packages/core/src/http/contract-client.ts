import { HttpApi, type HttpApiEndpoint, type HttpApiGroup } from "@effect/platform"
import { Effect, Either, Exit, type ParseResult, type Types } from "effect"
import { CALL_TIMEOUT_MS, startDeadline, TimedOut } from "./deadline.js"
import {
  type EncodedRequest,
  type EndpointCodec,
  type EndpointRequest,
  endpointCodec,
} from "./endpoint-codec.js"
import { RequestError, ResponseError } from "./failures.js"
import type { Transport, TransportResponse } from "./transport.js"

/** How a call can fail besides the errors its contract declares. */
export type CallFailure = RequestError | ResponseError | ParseResult.ParseError

type EndpointCall<Endpoint, Inherited> =
  Endpoint extends HttpApiEndpoint.HttpApiEndpoint<
    infer _Name,
    infer _Method,
    infer Path,
    infer UrlParams,
    infer Payload,
    infer Headers,
    infer Success,
    infer Error,
    infer _R,
    infer _RE
  >
    ? (
        request: Types.Simplify<
          HttpApiEndpoint.HttpApiEndpoint.ClientRequest<Path, UrlParams, Payload, Headers, false>
        >,
      ) => Effect.Effect<Success, Error | Inherited | CallFailure>
    : never

type GroupClient<Group, ApiError> =
  Group extends HttpApiGroup.HttpApiGroup<
    infer _Name,
    infer Endpoints,
    infer GroupError,
    infer _R,
    infer _TopLevel
  >
    ? {
        readonly [Endpoint in Endpoints as HttpApiEndpoint.HttpApiEndpoint.Name<Endpoint>]: EndpointCall<
          Endpoint,
          GroupError | ApiError
        >
      }
    : never

/** `client.<group>.<endpoint>(request)` for every endpoint of the contract. */
export type ContractClient<Api> =
  Api extends HttpApi.HttpApi<infer _Id, infer Groups, infer ApiError, infer _R>
    ? { readonly [Group in Groups as HttpApiGroup.HttpApiGroup.Name<Group>]: GroupClient<Group, ApiError> }
    : never

export interface ContractClientOptions {
  readonly transport: Transport
  /** Where the request goes and what every call carries besides its own parts (the host, the spec's params). */
  readonly address: (request: EncodedRequest) => {
    readonly url: string
    readonly headers: Readonly<Record<string, string>>
  }
  /** HTTP-5: told when a request goes out and when its answer is decoded (or the call is over). */
  readonly inFlight?: { readonly start: () => void; readonly end: () => void }
  /** @default CALL_TIMEOUT_MS */
  readonly timeoutMs?: number
}

/** An answer nobody reads still has to be taken off the connection, or a kept-alive socket stays busy. */
const discard = (response: TransportResponse) => void response.bytes().catch(() => undefined)

/**
 * One call: encode, send, read the whole body, decode, inside one Effect.async,
 * counted in flight from sending to decoding.
 * The call gives up when the whole answer has not come within its time (the
 * request is aborted), and an interrupted call aborts its request (Ctrl-C, a
 * person leaving the screen).
 */
const send = (codec: EndpointCodec, request: EndpointRequest | undefined, options: ContractClientOptions) =>
  Effect.async<unknown, unknown>((resume) => {
    const encoded = codec.encode(request)
    if (Either.isLeft(encoded)) {
      const { method, template: path } = codec
      resume(Exit.fail(new RequestError({ reason: "Encode", method, path, cause: encoded.left })))
      return
    }
    const { method, path, body } = encoded.right
    const { url, headers } = options.address(encoded.right)
    const controller = new AbortController()
    let settled = false
    const over = () => {
      settled = true
      deadline.settle()
      options.inFlight?.end()
    }
    const settle = (outcome: Exit.Exit<unknown, unknown>) => {
      if (settled) return
      over()
      resume(outcome)
    }
    // A plain timer, not Effect's timeout: that forks two fibers per call.
    const deadline = startDeadline(options.timeoutMs ?? CALL_TIMEOUT_MS, () => {
      controller.abort()
      settle(Exit.fail(new RequestError({ reason: "Timeout", method, path, cause: new TimedOut() })))
    })
    const answered = (response: TransportResponse) => {
      const status = response.status
      const reader = codec.reader(status)
      if (reader === undefined || reader.kind === "empty") {
        discard(response)
        if (reader === undefined || reader.fails)
          settle(Exit.fail(new ResponseError({ reason: "StatusCode", method, path, status })))
        else settle(Exit.void)
        return
      }
      const unreadable = (cause: unknown) =>
        settle(Exit.fail(new ResponseError({ reason: "Decode", method, path, status, cause })))
      response.bytes().then((bytes) => {
        // A schema's own transformation may throw; the call must still end, not hang until its deadline.
        try {
          settle(reader.read(bytes))
        } catch (cause) {
          unreadable(cause)
        }
      }, unreadable)
    }
    const unanswered = (cause: unknown) =>
      settle(Exit.fail(new RequestError({ reason: "Transport", method, path, cause })))
    options.inFlight?.start()
    try {
      options.transport({ method, url, headers, body, signal: controller.signal }).then(answered, unanswered)
    } catch (cause) {
      // A transport of the SDK user's own that throws instead of rejecting.
      unanswered(cause)
    }
    return Effect.sync(() => {
      if (settled) return
      over()
      controller.abort()
    })
  })

/**
 * The typed client of a contract. Each endpoint's encoder and readers by status
 * (see `endpointCodec`) are made the first time that endpoint is called and kept:
 * made for every endpoint at once (179 then), they were the longest task of the portal's
 * start-up on a phone (issue 23), though a screen uses a handful. A call is one
 * asynchronous step over the transport. Shaped like `HttpApiClient`'s client
 * (`client.messages.get({ path })`), without its per-call request building,
 * Effect-based schema steps and response wrapper, which cost more than the
 * network itself on a fast link.
 */
export const contractClient = <Api extends HttpApi.HttpApi.Any>(
  api: Api,
  options: ContractClientOptions,
): ContractClient<Api> => {
  const contract = api as unknown as HttpApi.HttpApi<string, HttpApiGroup.HttpApiGroup.AnyWithProps>
  /** One endpoint's reflection (its payloads, its successes and errors with the group's and the API's). */
  const codecOf = (
    group: HttpApiGroup.HttpApiGroup.AnyWithProps,
    endpoint: HttpApiEndpoint.HttpApiEndpoint.AnyWithProps,
  ) => {
    let codec: EndpointCodec | undefined
    // The contract seen with this group alone: reflect works out every group's inherited errors
    // and annotations before it looks at any endpoint, 40 groups for each endpoint's first call.
    // `reflect` reads only these three of the contract.
    const alone = {
      errorSchema: contract.errorSchema,
      annotations: contract.annotations,
      groups: { [group.identifier]: group },
    } as unknown as typeof contract
    HttpApi.reflect(alone, {
      predicate: (candidate) => candidate.group === group && candidate.endpoint === endpoint,
      onGroup: () => undefined,
      onEndpoint: (reflected) => {
        codec = endpointCodec(reflected)
      },
    })
    if (!codec) throw new Error(`${group.identifier}.${endpoint.name} is not in the contract`)
    return codec
  }
  const client: Record<
    string,
    Record<string, (request?: EndpointRequest) => Effect.Effect<unknown, unknown>>
  > = {}
  for (const group of Object.values(contract.groups)) {
    const calls: (typeof client)[string] = {}
    for (const endpoint of Object.values(group.endpoints)) {
      let codec: EndpointCodec | undefined
      calls[endpoint.name] = (request) => {
        codec ??= codecOf(group, endpoint)
        return send(codec, request, options)
      }
    }
    client[group.identifier] = calls
  }
  return client as unknown as ContractClient<Api>
}
