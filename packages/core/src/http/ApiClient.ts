import { HttpApi } from "@effect/platform"
import { Context, Effect, Layer } from "effect"
import { contractGroups } from "../api/groups.js"
import type { WellkitApi } from "../api/WellkitApi.js"
import { ClientConfig, type ClientConfigShape } from "./ClientConfig.js"
import { type ContractClient, lazyContractClient } from "./contract-client.js"
import type { EncodedRequest } from "./endpoint-codec.js"
import { basicAuthorization, callParams, queryString, resolveUrl } from "./params.js"
import { fetchTransport, type Transport } from "./transport.js"

/** Reading the zone costs ~90 µs; it changes only when the device moves, so read it once a minute. */
let zone = { name: "", readAt: Number.NEGATIVE_INFINITY }
const hostZone = () => {
  const now = Date.now()
  if (now - zone.readAt > 60_000)
    zone = { name: Intl.DateTimeFormat().resolvedOptions().timeZone, readAt: now }
  return zone.name
}

/** HTTP-1 to HTTP-4: the host, the params every call carries, and the optional Basic header. */
const address = (config: ClientConfigShape) => {
  const authorization = config.basicAuth ? { authorization: basicAuthorization(config.basicAuth) } : undefined
  return (request: EncodedRequest) => {
    const params = callParams({
      apiKey: config.apiKey,
      authToken: config.authToken(),
      appVersion: config.appVersion,
      now: config.now?.() ?? new Date(),
      timeZone: config.timeZone?.() ?? hostZone(),
    })
    const query = queryString(request.query, params)
    return {
      url: `${resolveUrl(config.apiHost, request.path)}?${query}`,
      headers: authorization ? { ...request.headers, ...authorization } : request.headers,
    }
  }
}

// The contract with no groups: what every group inherits (the API adds no errors of its own).
const contract = HttpApi.make("wellkit")

/** Each group is loaded at its first call (api/groups.ts), not with the client. */
const makeClient = (transport: Transport) =>
  Effect.map(ClientConfig, (config) =>
    lazyContractClient<typeof WellkitApi>(contract, contractGroups, {
      transport,
      address: address(config),
      inFlight: config.inFlight,
    }),
  )

export type ApiClientShape = ContractClient<typeof WellkitApi>

/** The typed client derived from the contract: `client.messages.list({ path })`. */
export class ApiClient extends Context.Tag("wellkit/ApiClient")<ApiClient, ApiClientShape>() {
  /** Over a transport: undici in the command line, say. */
  static readonly layerOver = (transport: Transport) => Layer.effect(ApiClient, makeClient(transport))

  /** Over the given fetch, e.g. one that answers from an in-process sandbox. */
  static readonly layerWith = (fetch: typeof globalThis.fetch) => ApiClient.layerOver(fetchTransport(fetch))

  /** Over the host's fetch (browser, Node, or msw in tests), looked up at each call so msw can patch it. */
  static readonly layer = ApiClient.layerWith((input, init) => globalThis.fetch(input, init))
}
