import { HttpApiClient, HttpClient, HttpClientRequest } from "@effect/platform"
import { Context, Effect, Layer } from "effect"
import { WellkitApi } from "../api/WellkitApi.js"
import { ClientConfig, type ClientConfigShape } from "./ClientConfig.js"
import { basicAuthorization, callParams, resolveUrl } from "./params.js"
import { fetchTransport, type Transport, transportClient } from "./transport.js"

/** Reading the zone costs ~90 µs; it changes only when the device moves, so read it once a minute. */
let zone = { name: "", readAt: Number.NEGATIVE_INFINITY }
const hostZone = () => {
  const now = Date.now()
  if (now - zone.readAt > 60_000)
    zone = { name: Intl.DateTimeFormat().resolvedOptions().timeZone, readAt: now }
  return zone.name
}

const decorate = (config: ClientConfigShape) => (request: HttpClientRequest.HttpClientRequest) => {
  const withHost = HttpClientRequest.setUrl(request, resolveUrl(config.apiHost, request.url))
  const withParams = HttpClientRequest.appendUrlParams(
    withHost,
    callParams({
      apiKey: config.apiKey,
      authToken: config.authToken(),
      appVersion: config.appVersion,
      now: config.now?.() ?? new Date(),
      timeZone: config.timeZone?.() ?? hostZone(),
    }),
  )
  return config.basicAuth
    ? HttpClientRequest.setHeader(withParams, "authorization", basicAuthorization(config.basicAuth))
    : withParams
}

const makeClient = Effect.gen(function* () {
  const config = yield* ClientConfig
  return yield* HttpApiClient.make(WellkitApi, {
    // The transport client sends no traceparent header: a real API's CORS rules need not allow it.
    transformClient: (client) => HttpClient.mapRequest(client, decorate(config)),
  })
})

export type ApiClientShape = Effect.Effect.Success<typeof makeClient>

/** The typed client derived from the contract: `client.messages.list({ path })`. */
export class ApiClient extends Context.Tag("wellkit/ApiClient")<ApiClient, ApiClientShape>() {
  /** Over a transport: undici in the command line, say. */
  static readonly layerOver = (transport: Transport) =>
    Layer.effect(ApiClient, makeClient).pipe(
      Layer.provide(Layer.succeed(HttpClient.HttpClient, transportClient(transport))),
    )

  /** Over the given fetch, e.g. one that answers from an in-process sandbox. */
  static readonly layerWith = (fetch: typeof globalThis.fetch) => ApiClient.layerOver(fetchTransport(fetch))

  /** Over the host's fetch (browser, Node, or msw in tests), looked up at each call so msw can patch it. */
  static readonly layer = ApiClient.layerWith((input, init) => globalThis.fetch(input, init))
}
