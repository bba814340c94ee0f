import {
  AbortError,
  HttpClient,
  HttpError,
  type HttpRequest,
  HttpResponse,
  TimeoutError,
} from "@microsoft/signalr"
import type { Transport } from "../http/transport.js"

/**
 * The hub's own HTTP calls (negotiate; long polling if it falls back to it) over
 * the SDK's transport instead of signalr's default client. In Node that default
 * is the built-in fetch, whose first use costs a command about 40 MB at its peak
 * and 20 MB for good (it compiles Node's bundled undici), on top of the undici
 * the command line already talks through (bench/command.ts, "upload + wait").
 * Behaves as signalr's fetch client does: a status outside 2xx is an HttpError
 * with the body as its message, an abort an AbortError, a timeout a TimeoutError.
 */
export class TransportHttpClient extends HttpClient {
  constructor(private readonly transport: Transport) {
    super()
  }

  override async send(request: HttpRequest): Promise<HttpResponse> {
    if (request.abortSignal?.aborted) throw new AbortError()
    if (!request.method) throw new Error("No method defined.")
    if (!request.url) throw new Error("No url defined.")
    const controller = new AbortController()
    let failure: Error | undefined
    if (request.abortSignal)
      request.abortSignal.onabort = () => {
        failure = new AbortError()
        controller.abort()
      }
    const timer = request.timeout
      ? setTimeout(() => {
          failure = new TimeoutError()
          controller.abort()
        }, request.timeout)
      : undefined
    const { content } = request
    const binary = content instanceof ArrayBuffer
    try {
      const response = await this.transport({
        method: request.method,
        url: request.url,
        headers: {
          "X-Requested-With": "XMLHttpRequest",
          ...(content
            ? { "Content-Type": binary ? "application/octet-stream" : "text/plain;charset=UTF-8" }
            : {}),
          ...request.headers,
        },
        body: binary ? new Uint8Array(content) : content || undefined,
        signal: controller.signal,
      })
      const bytes = await response.bytes()
      const text = () => new TextDecoder().decode(bytes)
      if (response.status < 200 || response.status > 299) throw new HttpError(text(), response.status)
      const body =
        request.responseType === "arraybuffer"
          ? (bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer)
          : text()
      return new HttpResponse(response.status, "", body)
    } catch (error) {
      throw failure ?? error
    } finally {
      if (timer) clearTimeout(timer)
      if (request.abortSignal) request.abortSignal.onabort = null
    }
  }
}
