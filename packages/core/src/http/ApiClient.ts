import { FetchHttpClient, HttpApiClient, HttpClient, HttpClientRequest } from "@effect/platform"
import { Context, Effect, Layer } from "effect"
import { WellkitApi } from "../api/WellkitApi.js"
import { ClientConfig, type ClientConfigShape } from "./ClientConfig.js"
import { basicAuthorization, callParams, resolveUrl } from "./params.js"

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
    // No traceparent header: a real API's CORS rules need not allow it.
    transformClient: (client) =>
      client.pipe(HttpClient.mapRequest(decorate(config)), HttpClient.withTracerPropagation(false)),
  })
})

export type ApiClientShape = Effect.Effect.Success<typeof makeClient>

/** The typed client derived from the contract: `client.messages.list({ path })`. */
export class ApiClient extends Context.Tag("wellkit/ApiClient")<ApiClient, ApiClientShape>() {
  /** Uses the host's fetch (browser, Node 20, or msw in tests). */
  static readonly layer = Layer.effect(ApiClient, makeClient).pipe(Layer.provide(FetchHttpClient.layer))

  /** Uses the given fetch, e.g. one that answers from an in-process sandbox. */
  static readonly layerWith = (fetch: typeof globalThis.fetch) =>
    Layer.effect(ApiClient, makeClient).pipe(
      Layer.provide(FetchHttpClient.layer),
      Layer.provide(Layer.succeed(FetchHttpClient.Fetch, fetch)),
    )
}
