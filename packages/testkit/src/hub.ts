import { randomUUID } from "node:crypto"
import type { IncomingMessage, ServerResponse } from "node:http"
import type { Duplex } from "node:stream"
import { BATCH_UPLOAD_NOTIFICATION, type BatchUploadNotification, HUB_PATH } from "@wellkit/core"
import { type WebSocket, WebSocketServer } from "ws"
import type { Db } from "./db.js"

const SEPARATOR = "\u001e"
/** Clients drop a connection after 30 s of silence (RT-5), so the hub pings well inside that. */
const PING_EVERY_MS = 10_000

const frame = (message: unknown) => `${JSON.stringify(message)}${SEPARATOR}`

/**
 * A hub that speaks enough of SignalR for @microsoft/signalr: negotiate, then a
 * WebSocket with the JSON protocol. Tests push through it, drop it and restart it.
 */
export class NotificationHub {
  private readonly sockets = new Set<WebSocket>()
  private readonly tokens = new Set<string>()
  private readonly wss = new WebSocketServer({ noServer: true })
  private running = true

  constructor(
    private readonly db: Db,
    private readonly apiKey: string,
  ) {}

  private authorised(url: URL): boolean {
    return (
      url.searchParams.get("apiKey") === this.apiKey &&
      this.db.userByToken(url.searchParams.get("authToken")) !== undefined
    )
  }

  /** POST <hub>/negotiate; answers true when it handled the request. */
  negotiate(req: IncomingMessage, res: ServerResponse, url: URL, headers: Record<string, string>): boolean {
    if (url.pathname !== `${HUB_PATH}/negotiate` || req.method !== "POST") return false
    if (!this.running) {
      res.writeHead(503, headers)
      res.end("The notification hub is restarting")
      return true
    }
    if (!this.authorised(url)) {
      res.writeHead(401, { ...headers, "content-type": "application/json" })
      res.end(JSON.stringify({ _tag: "Unauthorized", message: "Unknown apiKey or authToken." }))
      return true
    }
    const connectionToken = randomUUID()
    this.tokens.add(connectionToken)
    res.writeHead(200, { ...headers, "content-type": "application/json" })
    res.end(
      JSON.stringify({
        negotiateVersion: 1,
        connectionId: randomUUID(),
        connectionToken,
        availableTransports: [{ transport: "WebSockets", transferFormats: ["Text"] }],
      }),
    )
    return true
  }

  /** The WebSocket upgrade of <hub>?id=<connectionToken>; answers true when it took the socket. */
  upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean {
    const url = new URL(req.url ?? "/", "http://sandbox")
    if (url.pathname !== HUB_PATH) return false
    const token = url.searchParams.get("id") ?? ""
    if (!this.running || !this.tokens.delete(token) || !this.authorised(url)) {
      socket.end("HTTP/1.1 401 Unauthorized\r\n\r\n")
      return true
    }
    this.wss.handleUpgrade(req, socket, head, (ws) => this.accept(ws))
    return true
  }

  private accept(ws: WebSocket): void {
    let handshaken = false
    const ping = setInterval(() => ws.send(frame({ type: 6 })), PING_EVERY_MS)
    ping.unref()
    ws.on("message", (data) => {
      for (const text of data.toString().split(SEPARATOR).filter(Boolean)) {
        if (!handshaken) {
          handshaken = true
          ws.send(frame({}))
          this.sockets.add(ws)
          continue
        }
        if ((JSON.parse(text) as { type?: number }).type === 7) ws.close()
      }
    })
    ws.on("close", () => {
      clearInterval(ping)
      this.sockets.delete(ws)
    })
  }

  get connections(): number {
    return this.sockets.size
  }

  /** RT-1: the notification goes out as JSON text, to every connected client. */
  push(notification: BatchUploadNotification): number {
    const message = frame({
      type: 1,
      target: BATCH_UPLOAD_NOTIFICATION,
      arguments: [JSON.stringify(notification)],
    })
    for (const ws of this.sockets) ws.send(message)
    return this.sockets.size
  }

  /** Cuts every connection without a close message, as a network drop would. */
  drop(): void {
    for (const ws of this.sockets) ws.terminate()
  }

  /** Refuses connections until started again; clients see negotiation fail. */
  stop(): void {
    this.running = false
    this.drop()
  }

  start(): void {
    this.running = true
  }

  close(): void {
    this.drop()
    this.wss.close()
  }
}
