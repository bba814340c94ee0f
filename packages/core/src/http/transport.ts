import {
  type Headers,
  HttpClient,
  HttpClientError,
  type HttpClientRequest,
  type HttpClientResponse,
  UrlParams,
} from "@effect/platform"
import { Effect } from "effect"
import { CALL_TIMEOUT_MS, startDeadline, TimedOut } from "./deadline.js"
import { transportResponse } from "./transport-response.js"

/** One request as a transport sends it: the URL is complete, the body already encoded. */
export interface TransportRequest {
  readonly method: string
  readonly url: string
  readonly headers: Readonly<Record<string, string>>
  readonly body: string | Uint8Array | undefined
  /** Aborted when the call is interrupted (the person left, Ctrl-C) or its time is up. */
  readonly signal: AbortSignal
}

/** What a transport answers; its body is read at most once. */
export interface TransportResponse {
  readonly status: number
  readonly headers: Headers.Input
  readonly arrayBuffer: () => Promise<ArrayBuffer>
}

/**
 * How the SDK's calls reach the network: the host's fetch by default, undici in
 * the command line. A transport rejects when no answer came; an answer with any
 * status resolves. A rejection that is a `TransportFailure` says in its own words
 * what failed (a proxy that refused, say); any other reads as "no network".
 */
export type Transport = (request: TransportRequest) => Promise<TransportResponse>

/** A network failure the transport can explain better than "the server could not be reached". */
export class TransportFailure extends Error {
  override readonly name = "TransportFailure"
}

/** Over a fetch function: the browser's, Node's, or one that answers from an in-process sandbox. */
export const fetchTransport =
  (fetch: typeof globalThis.fetch): Transport =>
  async (request) => {
    const response = await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      // A Uint8Array over a plain ArrayBuffer, as the contract's JSON encoder makes it.
      body: request.body as BodyInit | undefined,
      signal: request.signal,
    })
    return {
      status: response.status,
      headers: response.headers,
      arrayBuffer: () => response.arrayBuffer(),
    }
  }

const encodeBody = (body: HttpClientRequest.HttpClientRequest["body"]) => {
  switch (body._tag) {
    case "Empty":
      return { ok: true, body: undefined } as const
    case "Uint8Array":
      return { ok: true, body: body.body, contentType: body.contentType } as const
    case "Raw":
      return typeof body.body === "string" || body.body instanceof Uint8Array
        ? ({ ok: true, body: body.body, contentType: body.contentType } as const)
        : ({ ok: false } as const)
    default:
      // The contract sends JSON and text only; a form or stream body is a mistake in it.
      return { ok: false } as const
  }
}

/**
 * An Effect HttpClient over a transport, without what the SDK does not use per
 * call: no tracing span and its attributes, no finalisation registry, no
 * wrapper around each response. A call gives up when the whole answer has not
 * come within its time (the request is aborted), and an interrupted call
 * aborts its request (Ctrl-C, a person leaving).
 */
export const transportClient = (
  transport: Transport,
  options: { readonly timeoutMs?: number } = {},
): HttpClient.HttpClient =>
  HttpClient.makeWith<never, never, HttpClientError.HttpClientError, never>(
    (prepared) =>
      Effect.flatMap(prepared, (request) => {
        const encoded = encodeBody(request.body)
        if (!encoded.ok)
          return Effect.fail(
            new HttpClientError.RequestError({
              request,
              reason: "Encode",
              description: `a ${request.body._tag} body`,
            }),
          )
        const query = UrlParams.toString(request.urlParams)
        const url =
          query === "" ? request.url : `${request.url}${request.url.includes("?") ? "&" : "?"}${query}`
        const headers =
          encoded.contentType === undefined
            ? request.headers
            : { ...request.headers, "content-type": encoded.contentType }
        // A plain timer, not Effect's timeout: that forks two fibers per call, a third of the SDK's cost.
        return Effect.async<HttpClientResponse.HttpClientResponse, HttpClientError.HttpClientError>(
          (resume) => {
            const controller = new AbortController()
            let answered = false
            const fail = (cause: unknown) => {
              if (answered) return
              answered = true
              resume(
                Effect.fail(
                  new HttpClientError.RequestError({
                    request,
                    reason: "Transport",
                    cause,
                    description: cause instanceof TransportFailure ? cause.message : undefined,
                  }),
                ),
              )
            }
            // Given up on time even if the transport ignores the abort.
            const deadline = startDeadline(options.timeoutMs ?? CALL_TIMEOUT_MS, () => {
              controller.abort()
              fail(new TimedOut())
            })
            transport({
              method: request.method,
              url,
              headers,
              body: encoded.body,
              signal: controller.signal,
            }).then(
              (response) => {
                if (answered) return
                answered = true
                resume(Effect.succeed(transportResponse(request, response, deadline)))
              },
              (cause: unknown) => {
                deadline.settle()
                fail(cause)
              },
            )
            return Effect.sync(() => {
              deadline.settle()
              controller.abort()
            })
          },
        )
      }),
    Effect.succeed,
  )
