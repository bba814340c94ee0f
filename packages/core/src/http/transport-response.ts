import {
  Cookies,
  Headers,
  HttpClientError,
  type HttpClientRequest,
  HttpClientResponse,
  HttpIncomingMessage,
  UrlParams,
} from "@effect/platform"
import { Effect, Inspectable, Option, Stream } from "effect"
import type { TransportResponse } from "./transport.js"

/**
 * A transport's answer as Effect's HttpClientResponse. The body is read once
 * and kept, as `HttpApiClient` may ask for it as text and as JSON.
 */
class ResponseFromTransport extends Inspectable.Class implements HttpClientResponse.HttpClientResponse {
  readonly [HttpIncomingMessage.TypeId]: HttpIncomingMessage.TypeId = HttpIncomingMessage.TypeId
  readonly [HttpClientResponse.TypeId]: HttpClientResponse.TypeId = HttpClientResponse.TypeId
  readonly status: number
  readonly remoteAddress = Option.none<string>()
  private headersRead?: Headers.Headers
  private textRead?: Effect.Effect<string, HttpClientError.ResponseError>
  private bytesRead?: Effect.Effect<ArrayBuffer, HttpClientError.ResponseError>

  constructor(
    readonly request: HttpClientRequest.HttpClientRequest,
    private readonly source: TransportResponse,
  ) {
    super()
    this.status = source.status
  }

  private failure(cause: unknown, description?: string) {
    return new HttpClientError.ResponseError({
      request: this.request,
      response: this,
      reason: "Decode",
      cause,
      description,
    })
  }

  private read<A>(read: () => Promise<A>) {
    return Effect.tryPromise({ try: read, catch: (cause) => this.failure(cause) }).pipe(
      Effect.cached,
      Effect.runSync,
    )
  }

  get headers(): Headers.Headers {
    this.headersRead ??= Headers.fromInput(this.source.headers)
    return this.headersRead
  }

  get cookies(): Cookies.Cookies {
    const setCookie = this.headers["set-cookie"]
    return Cookies.fromSetCookie(setCookie === undefined ? [] : [setCookie])
  }

  get text(): Effect.Effect<string, HttpClientError.ResponseError> {
    this.textRead ??= this.read(() => this.source.text())
    return this.textRead
  }

  get arrayBuffer(): Effect.Effect<ArrayBuffer, HttpClientError.ResponseError> {
    this.bytesRead ??= this.read(() => this.source.arrayBuffer())
    return this.bytesRead
  }

  get json(): Effect.Effect<unknown, HttpClientError.ResponseError> {
    return Effect.flatMap(this.text, (text) =>
      Effect.try({
        try: () => (text === "" ? null : (JSON.parse(text) as unknown)),
        catch: (cause) => this.failure(cause),
      }),
    )
  }

  get urlParamsBody(): Effect.Effect<UrlParams.UrlParams, HttpClientError.ResponseError> {
    return Effect.map(this.text, (text) => UrlParams.fromInput(new URLSearchParams(text)))
  }

  get formData(): Effect.Effect<FormData, HttpClientError.ResponseError> {
    return Effect.fail(this.failure(undefined, "the API answers JSON or text, not forms"))
  }

  get stream(): Stream.Stream<Uint8Array, HttpClientError.ResponseError> {
    return Stream.fromEffect(Effect.map(this.arrayBuffer, (bytes) => new Uint8Array(bytes)))
  }

  toJSON(): unknown {
    return HttpIncomingMessage.inspect(this, {
      _id: "@effect/platform/HttpClientResponse",
      request: this.request.toJSON(),
      status: this.status,
    })
  }
}

export const transportResponse = (
  request: HttpClientRequest.HttpClientRequest,
  source: TransportResponse,
): HttpClientResponse.HttpClientResponse => new ResponseFromTransport(request, source)
