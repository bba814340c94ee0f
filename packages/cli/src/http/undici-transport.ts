import { type Transport, TransportFailure } from "@wellkit/core"
import { type Dispatcher, EnvHttpProxyAgent, Pool } from "undici"

/** A proxy's address as it may be shown: never the user and password it may carry. */
const shown = (proxy: URL) => proxy.origin

/**
 * The pool that talks to a proxy. Its connect is where a proxy that is down or
 * refuses shows up; the failure is told with the proxy's address, so the person
 * knows it was the proxy and not the API (undici says only "ECONNREFUSED").
 */
const proxyPool = (proxy: URL, options: object) => {
  const pool = new Pool(proxy, options)
  const connect = pool.connect.bind(pool) as (
    options: Dispatcher.ConnectOptions,
  ) => Promise<Dispatcher.ConnectData>
  const explained = async (options: Dispatcher.ConnectOptions) => {
    let answer: Dispatcher.ConnectData
    try {
      answer = await connect(options)
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code
      throw new TransportFailure(
        `The proxy ${shown(proxy)} could not be reached (${code ?? (error as Error).message}). Check HTTPS_PROXY and HTTP_PROXY, or list the API's host in NO_PROXY.`,
      )
    }
    if (answer.statusCode !== 200) {
      answer.socket.destroy()
      throw new TransportFailure(
        `The proxy ${shown(proxy)} refused the connection (it answered ${answer.statusCode}). Check HTTPS_PROXY and HTTP_PROXY, or list the API's host in NO_PROXY.`,
      )
    }
    return answer
  }
  return Object.assign(pool, { connect: explained })
}

/**
 * The command line's way to the API: one pooled, kept-alive agent for the
 * process that honours HTTP_PROXY, HTTPS_PROXY and NO_PROXY (and their lower
 * case twins), as staff networks need.
 */
export const networkAgent = (): Dispatcher => new EnvHttpProxyAgent({ clientFactory: proxyPool })

/** Why the call's signal was aborted, as the Error undici's controller wants. */
const abortReason = (signal: AbortSignal) =>
  signal.reason instanceof Error ? signal.reason : new Error("The call was aborted")

/**
 * The SDK's calls over undici's `dispatch`: the answer's status as soon as its
 * head is in, and its body gathered chunk by chunk into one array of bytes.
 * Cheaper than `undici.request`, which wraps every body in a readable stream
 * the SDK would only read to the end (bench/http.ts).
 */
export const undiciTransport =
  (dispatcher: Dispatcher): Transport =>
  ({ method, url, headers, body, signal }) =>
    new Promise((answered, failed) => {
      const chunks: Array<Uint8Array> = []
      let bodyRead: { resolve: (bytes: Uint8Array) => void; reject: (error: unknown) => void } | undefined
      let outcome: { readonly bytes: Uint8Array } | { readonly error: unknown } | undefined
      const finish = (result: { readonly bytes: Uint8Array } | { readonly error: unknown }) => {
        outcome = result
        if (bodyRead === undefined) return
        if ("bytes" in result) bodyRead.resolve(result.bytes)
        else bodyRead.reject(result.error)
      }
      const bytes = () =>
        new Promise<Uint8Array>((resolve, reject) => {
          bodyRead = { resolve, reject }
          if (outcome !== undefined) finish(outcome)
        })
      let started = false
      const handler: Dispatcher.DispatchHandler = {
        onRequestStart: (controller) => {
          if (signal.aborted) controller.abort(abortReason(signal))
          else signal.addEventListener("abort", () => controller.abort(abortReason(signal)), { once: true })
        },
        onResponseStart: (_controller, statusCode, _headers, statusMessage) => {
          // 1xx answers are steps on the way, not the answer.
          if (statusCode < 200) return
          started = true
          answered({ status: statusCode, statusText: statusMessage, bytes })
        },
        onResponseData: (_controller, chunk) => {
          chunks.push(chunk)
        },
        onResponseEnd: () => {
          finish({ bytes: chunks.length === 1 ? (chunks[0] as Uint8Array) : Buffer.concat(chunks) })
        },
        onResponseError: (_controller, error) => {
          if (started) finish({ error })
          else failed(error)
        },
      }
      const { origin, pathname, search } = new URL(url)
      dispatcher.dispatch(
        { origin, path: `${pathname}${search}`, method: method as Dispatcher.HttpMethod, headers, body },
        handler,
      )
    })
