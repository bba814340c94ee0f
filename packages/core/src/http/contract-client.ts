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
          settle(reader.read(bytes, response.statusText))
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

type Calls = Record<string, (request?: EndpointRequest) => Effect.Effect<unknown, unknown>>
type AnyGroup = HttpApiGroup.HttpApiGroup.AnyWithProps
type AnyApi = HttpApi.HttpApi<string, AnyGroup>

/**
 * One group's calls. Each endpoint's encoder and readers by status (see `endpointCodec`) are
 * made the first time that endpoint is called and kept: made for every endpoint at once (179
 * then), they were the longest task of the portal's start-up on a phone, though a screen uses
 * a handful. `contract` gives what every group inherits (the API's errors and annotations).
 */
const groupCalls = (contract: AnyApi, group: AnyGroup, options: ContractClientOptions): Calls => {
  /** One endpoint's reflection (its payloads, its successes and errors with the group's and the API's). */
  const codecOf = (endpoint: HttpApiEndpoint.HttpApiEndpoint.AnyWithProps) => {
    let codec: EndpointCodec | undefined
    // The contract seen with this group alone: reflect works out every group's inherited errors
    // and annotations before it looks at any endpoint. `reflect` reads only these three of it.
    const alone = {
      errorSchema: contract.errorSchema,
      annotations: contract.annotations,
      groups: { [group.identifier]: group },
    } as unknown as AnyApi
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
  const calls: Calls = {}
  for (const endpoint of Object.values(group.endpoints)) {
    let codec: EndpointCodec | undefined
    calls[endpoint.name] = (request) => {
      codec ??= codecOf(endpoint)
      return send(codec, request, options)
    }
  }
  return calls
}

/**
 * The typed client of a contract: `client.messages.get({ path })`, as `HttpApiClient`'s client
 * is shaped, without its per-call request building, Effect-based schema steps and response
 * wrapper, which cost more than the network itself on a fast link. A call is one asynchronous
 * step over the transport.
 */
export const contractClient = <Api extends HttpApi.HttpApi.Any>(
  api: Api,
  options: ContractClientOptions,
): ContractClient<Api> => {
  const contract = api as unknown as AnyApi
  const client: Record<string, Calls> = {}
  for (const group of Object.values(contract.groups))
    client[group.identifier] = groupCalls(contract, group, options)
  return client as unknown as ContractClient<Api>
}

/**
 * `contractClient` over groups that are loaded when one of their calls is first made, so that
 * a program evaluates only the groups it calls (the portal's start: the session's, the menu's
 * and the screen's). `contract` is the API with no groups, for what every group inherits.
 * A group that cannot be loaded (a file that did not arrive) fails the call as a transport
 * failure would, and is asked for again at the next call.
 */
export const lazyContractClient = <Api extends HttpApi.HttpApi.Any>(
  contract: HttpApi.HttpApi.Any,
  groups: { readonly [name: string]: () => Promise<HttpApiGroup.HttpApiGroup.Any> },
  options: ContractClientOptions,
): ContractClient<Api> => {
  const loaded = new Map<string, Calls>()
  const load = (name: string, loader: () => Promise<HttpApiGroup.HttpApiGroup.Any>, endpoint: string) =>
    Effect.tryPromise({
      try: loader,
      catch: (cause) =>
        new RequestError({ reason: "Transport", method: "GET", path: `${name}.${endpoint}`, cause }),
    }).pipe(
      Effect.map((group) => {
        const calls =
          loaded.get(name) ?? groupCalls(contract as unknown as AnyApi, group as AnyGroup, options)
        loaded.set(name, calls)
        return calls
      }),
    )
  const call = (name: string, endpoint: string) => (request?: EndpointRequest) => {
    const ready = loaded.get(name)
    if (ready) return callOf(ready, name, endpoint)(request)
    const loader = groups[name]
    if (!loader) return Effect.die(new Error(`${name} is not a group of the contract`))
    return Effect.flatMap(load(name, loader, endpoint), (calls) => callOf(calls, name, endpoint)(request))
  }
  const groupClients = new Map<string, Record<string, unknown>>()
  // Property reads, not a list: a group's endpoints are known only once it is loaded.
  const groupClient = (name: string) => {
    const known = groupClients.get(name)
    if (known) return known
    const made = new Map<string, ReturnType<typeof call>>()
    const client = new Proxy<Record<string, unknown>>(
      {},
      {
        get: (_, endpoint) => {
          if (typeof endpoint !== "string" || endpoint === "then") return undefined
          const existing = made.get(endpoint)
          if (existing) return existing
          const fresh = call(name, endpoint)
          made.set(endpoint, fresh)
          return fresh
        },
      },
    )
    groupClients.set(name, client)
    return client
  }
  return new Proxy<Record<string, unknown>>(
    {},
    {
      get: (_, name) =>
        typeof name === "string" && Object.hasOwn(groups, name) ? groupClient(name) : undefined,
    },
  ) as unknown as ContractClient<Api>
}

const callOf = (calls: Calls, name: string, endpoint: string) => {
  const made = calls[endpoint]
  if (made) return made
  return () => Effect.die(new Error(`${name}.${endpoint} is not in the contract`))
}
