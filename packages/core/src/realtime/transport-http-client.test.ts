import { AbortError, HttpError, TimeoutError } from "@microsoft/signalr"
import { describe, expect, it } from "vitest"
import type { Transport, TransportRequest } from "../http/transport.js"
import { TransportHttpClient } from "./transport-http-client.js"

const encode = (text: string) => new TextEncoder().encode(text)

/** A transport that answers `status` and `body`, keeping the requests it saw. */
const answering = (status: number, body: string) => {
  const seen: Array<TransportRequest> = []
  const transport: Transport = async (request) => {
    seen.push(request)
    return { status, bytes: async () => encode(body) }
  }
  return { transport, seen }
}

/** A transport that never answers until its request is aborted. */
const hanging: Transport = (request) =>
  new Promise((_, reject) => request.signal.addEventListener("abort", () => reject(new Error("aborted"))))

describe("the hub's HTTP calls over the SDK's transport", () => {
  it("sends the negotiate as signalr's own client does and returns its text", async () => {
    const { transport, seen } = answering(200, '{"negotiateVersion":1}')
    const response = await new TransportHttpClient(transport).post("http://api.test/hubs/n/negotiate", {
      content: "",
      headers: { "X-Custom": "1" },
    })
    expect(response).toMatchObject({ statusCode: 200, content: '{"negotiateVersion":1}' })
    expect(seen[0]).toMatchObject({
      method: "POST",
      url: "http://api.test/hubs/n/negotiate",
      body: undefined,
      headers: { "X-Requested-With": "XMLHttpRequest", "X-Custom": "1" },
    })
  })

  it.each([
    ["text", "ping", "text/plain;charset=UTF-8", "ping"],
    ["binary", new Uint8Array([1, 2]).buffer, "application/octet-stream", new Uint8Array([1, 2])],
  ])("labels a %s body as signalr does", async (_, content, type, body) => {
    const { transport, seen } = answering(200, "")
    await new TransportHttpClient(transport).post("http://api.test/x", { content })
    expect(seen[0]?.headers["Content-Type"]).toBe(type)
    expect(seen[0]?.body).toEqual(body)
  })

  it("reads an array buffer when asked for one", async () => {
    const { transport } = answering(200, "ab")
    const response = await new TransportHttpClient(transport).get("http://api.test/x", {
      responseType: "arraybuffer",
    })
    expect(new Uint8Array(response.content as ArrayBuffer)).toEqual(encode("ab"))
  })

  it.each([401, 404, 500])(
    "refuses a %i with an HttpError that carries the status and body",
    async (status) => {
      const { transport } = answering(status, "Unauthorized token")
      const sent = new TransportHttpClient(transport).get("http://api.test/x")
      await expect(sent).rejects.toBeInstanceOf(HttpError)
      await expect(sent).rejects.toMatchObject({ statusCode: status })
      await expect(sent).rejects.toThrow("Unauthorized token")
    },
  )

  it("ends in an AbortError when signalr aborts, and refuses to start once aborted", async () => {
    const signal = { aborted: false, onabort: null as null | (() => void) }
    const sent = new TransportHttpClient(hanging).get("http://api.test/x", { abortSignal: signal })
    signal.aborted = true
    signal.onabort?.()
    await expect(sent).rejects.toBeInstanceOf(AbortError)
    await expect(
      new TransportHttpClient(hanging).get("http://api.test/x", { abortSignal: signal }),
    ).rejects.toBeInstanceOf(AbortError)
  })

  it("ends in a TimeoutError when the request's time is up", async () => {
    await expect(
      new TransportHttpClient(hanging).get("http://api.test/x", { timeout: 5 }),
    ).rejects.toBeInstanceOf(TimeoutError)
  })

  it("passes on the transport's own failure (no network)", async () => {
    const down: Transport = async () => {
      throw new TypeError("fetch failed")
    }
    await expect(new TransportHttpClient(down).get("http://api.test/x")).rejects.toThrow("fetch failed")
  })
})
