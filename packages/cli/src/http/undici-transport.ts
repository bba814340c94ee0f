import { type Transport, TransportFailure } from "@wellkit/core"
import { type Dispatcher, EnvHttpProxyAgent, Pool, request } from "undici"

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

/** The SDK's calls over `undici.request`: about half of global fetch's client cost per call (bench/http.ts). */
export const undiciTransport =
  (dispatcher: Dispatcher): Transport =>
  async ({ method, url, headers, body, signal }) => {
    const response = await request(url, {
      method: method as Dispatcher.HttpMethod,
      headers,
      body,
      signal,
      dispatcher,
    })
    return {
      status: response.statusCode,
      arrayBuffer: () => response.body.arrayBuffer(),
    }
  }
