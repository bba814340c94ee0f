/** One request as a transport sends it: the URL is complete, the body already encoded. */
export interface TransportRequest {
  readonly method: string
  readonly url: string
  readonly headers: Readonly<Record<string, string>>
  readonly body: string | Uint8Array | undefined
  /** Aborted when the call is interrupted (the person left, Ctrl-C) or its time is up. */
  readonly signal: AbortSignal
}

/** What a transport answers; its body is read at most once (and always, so a kept-alive connection is freed). */
export interface TransportResponse {
  readonly status: number
  /** The status line's words, where the transport has them: a refusal's sentence when its body has none. */
  readonly statusText?: string
  readonly bytes: () => Promise<Uint8Array>
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
      body: request.body as BodyInit | undefined,
      signal: request.signal,
    })
    return {
      status: response.status,
      statusText: response.statusText,
      bytes: async () => new Uint8Array(await response.arrayBuffer()),
    }
  }
