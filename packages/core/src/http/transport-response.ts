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
import { type Deadline, TimedOut } from "./deadline.js"
import type { TransportResponse } from "./transport.js"

/**
 * A transport's answer as Effect's HttpClientResponse. The body is read once,
 * as bytes (what `HttpApiClient` decodes), and kept for a second reader.
 */
class ResponseFromTransport extends Inspectable.Class implements HttpClientResponse.HttpClientResponse {
  readonly [HttpIncomingMessage.TypeId]: HttpIncomingMessage.TypeId = HttpIncomingMessage.TypeId
  readonly [HttpClientResponse.TypeId]: HttpClientResponse.TypeId = HttpClientResponse.TypeId
  readonly status: number
  readonly remoteAddress = Option.none<string>()
  private headersRead?: Headers.Headers
  private bytesRead?: Promise<ArrayBuffer>

  constructor(
    readonly request: HttpClientRequest.HttpClientRequest,
    private readonly source: TransportResponse,
    private readonly deadline: Deadline,
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

  /** The body, read from the transport the first time anyone asks. */
  private bytes() {
    return Effect.tryPromise({
      try: () => {
        this.bytesRead ??= this.source.arrayBuffer().finally(this.deadline.settle)
        return this.bytesRead
      },
      catch: (cause) => this.failure(this.deadline.passed() ? new TimedOut() : cause),
    })
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
    return Effect.map(this.bytes(), (bytes) => new TextDecoder().decode(bytes))
  }

  get arrayBuffer(): Effect.Effect<ArrayBuffer, HttpClientError.ResponseError> {
    return this.bytes()
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
  deadline: Deadline,
): HttpClientResponse.HttpClientResponse => new ResponseFromTransport(request, source, deadline)
