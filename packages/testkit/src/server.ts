import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"
import { Readable } from "node:stream"
import { addEmployees, Db } from "./db.js"
import { SANDBOX_API_KEY } from "./demo.js"
import type { Fault } from "./faults.js"
import { addOrganizations } from "./handlers/organizations.js"
import { NotificationHub } from "./hub.js"
import { notJson } from "./refusals.js"
import { makeSandbox, type Sandbox } from "./sandbox.js"
import { morePrograms } from "./seed-programs.js"

/** The sandbox's own control plane; it exists only on the sandbox server, never in the contract. */
export const CONTROL_PREFIX = "/__sandbox"

export interface SandboxServer {
  readonly url: string
  readonly sandbox: Sandbox
  /** The SignalR-compatible notification hub on the same port. */
  readonly hub: NotificationHub
  readonly close: () => Promise<void>
}

export interface SandboxServerOptions {
  /** @default 0, a free port */
  readonly port?: number
  /** @default "127.0.0.1" */
  readonly host?: string
  /** Keep state in this JSON file across restarts. */
  readonly dataFile?: string
  /** @default 1500 */
  readonly batchProcessingMs?: number
}

const corsHeaders = {
  "access-control-allow-origin": "*",
  "access-control-allow-methods": "GET,POST,PUT,DELETE,OPTIONS",
  "access-control-allow-headers": "authorization,content-type",
  "access-control-max-age": "600",
}

const readBody = async (req: IncomingMessage): Promise<string> => {
  const chunks: Array<Buffer> = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString("utf8")
}

const sendJson = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { ...corsHeaders, "content-type": "application/json" })
  res.end(JSON.stringify(body))
}

/** A control call that could not be done, said in a short sentence that never quotes the body. */
const refuse = (res: ServerResponse, error: unknown) =>
  sendJson(res, 400, {
    message: error instanceof SyntaxError ? notJson(error) : cutMessage((error as Error).message),
  })

const cutMessage = (message: string) => (message.length > 300 ? `${message.slice(0, 300)}…` : message)

const hubControl = async (hub: NotificationHub, req: IncomingMessage, res: ServerResponse, path: string) => {
  if (req.method !== "POST") return false
  if (path === `${CONTROL_PREFIX}/hub/push`) {
    try {
      const delivered = hub.push(JSON.parse(await readBody(req)))
      sendJson(res, 200, { delivered })
    } catch (error) {
      refuse(res, error)
    }
    return true
  }
  const actions: Record<string, () => void> = {
    [`${CONTROL_PREFIX}/hub/drop`]: () => hub.drop(),
    [`${CONTROL_PREFIX}/hub/stop`]: () => hub.stop(),
    [`${CONTROL_PREFIX}/hub/start`]: () => hub.start(),
  }
  const action = actions[path]
  if (!action) return false
  action()
  sendJson(res, 200, { connections: hub.connections })
  return true
}

const control = async (sandbox: Sandbox, req: IncomingMessage, res: ServerResponse, path: string) => {
  if (path === `${CONTROL_PREFIX}/health`) return sendJson(res, 200, { ok: true })
  if (path === `${CONTROL_PREFIX}/outbox` && req.method === "GET")
    return sendJson(res, 200, sandbox.db.state.outbox)
  if (path === `${CONTROL_PREFIX}/faults` && req.method === "GET")
    return sendJson(res, 200, sandbox.faults.list())
  if (path === `${CONTROL_PREFIX}/faults` && req.method === "POST") {
    try {
      const fault = JSON.parse(await readBody(req)) as Fault
      sandbox.faults.set(fault)
      return sendJson(res, 200, sandbox.faults.list())
    } catch (error) {
      return refuse(res, error)
    }
  }
  if (path === `${CONTROL_PREFIX}/faults` && req.method === "DELETE") {
    sandbox.faults.clear()
    return sendJson(res, 200, [])
  }
  if (path === `${CONTROL_PREFIX}/employees` && req.method === "POST") {
    try {
      const { entityId, count } = JSON.parse(await readBody(req)) as { entityId: number; count: number }
      const added = addEmployees(sandbox.db, entityId, count)
      return sendJson(res, 200, { added, total: sandbox.db.state.employees.length })
    } catch (error) {
      return refuse(res, error)
    }
  }
  if (path === `${CONTROL_PREFIX}/organizations` && req.method === "POST") {
    try {
      const { parentId, count } = JSON.parse(await readBody(req)) as { parentId: number; count: number }
      const added = addOrganizations(sandbox.db, parentId, count)
      return sendJson(res, 200, { added, total: sandbox.db.state.entities.length })
    } catch (error) {
      return refuse(res, error)
    }
  }
  if (path === `${CONTROL_PREFIX}/programs` && req.method === "POST") {
    try {
      const { entityId, count } = JSON.parse(await readBody(req)) as { entityId: number; count: number }
      const { state } = sandbox.db
      state.programs = [...state.programs, ...morePrograms(state.programs, entityId, count)]
      sandbox.db.persist()
      return sendJson(res, 200, { added: count, total: state.programs.length })
    } catch (error) {
      return refuse(res, error)
    }
  }
  if (path === `${CONTROL_PREFIX}/reset` && req.method === "POST") {
    try {
      const body = await readBody(req)
      const keep: unknown = body === "" ? [] : JSON.parse(body)?.keepSessions
      if (keep !== undefined && !(Array.isArray(keep) && keep.every((token) => typeof token === "string")))
        throw new Error("keepSessions must be a list of session tokens.")
      const kept = sandbox.db.reset({ keepSessions: (keep ?? []) as ReadonlyArray<string> })
      sandbox.faults.clear()
      return sendJson(res, 200, { ok: true, keptSessions: kept })
    } catch (error) {
      return refuse(res, error)
    }
  }
  return sendJson(res, 404, { message: `No sandbox control at ${req.method} ${path}` })
}

/** Listens on `port`, or on a free one when it is taken; resolves to the port in use. */
export const listen = (server: Server, port: number, host: string): Promise<number> =>
  new Promise((resolvePort, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      if (error.code === "EADDRINUSE" && port !== 0) server.listen(0, host)
      else reject(error)
    }
    server.on("error", onError)
    server.once("listening", () => {
      server.off("error", onError)
      resolvePort((server.address() as AddressInfo).port)
    })
    server.listen(port, host)
  })

/** Serves the sandbox over real HTTP on loopback, for the web app, the CLI and end-to-end tests. */
export const startSandboxServer = async (options: SandboxServerOptions = {}): Promise<SandboxServer> => {
  const db = options.dataFile ? Db.fromFile(options.dataFile) : Db.seeded()
  const hub = new NotificationHub(db, SANDBOX_API_KEY)
  const sandbox = makeSandbox({
    db,
    batches: { processingMs: options.batchProcessingMs, notify: (notification) => hub.push(notification) },
  })
  const host = options.host ?? "127.0.0.1"
  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? "/", `http://${req.headers.host ?? host}`)
      if (req.method === "OPTIONS") {
        const asked = req.headers["access-control-request-headers"]
        res.writeHead(204, { ...corsHeaders, ...(asked ? { "access-control-allow-headers": asked } : {}) })
        return res.end()
      }
      if (
        url.pathname.startsWith(`${CONTROL_PREFIX}/hub/`) &&
        (await hubControl(hub, req, res, url.pathname))
      )
        return
      if (url.pathname.startsWith(CONTROL_PREFIX)) return await control(sandbox, req, res, url.pathname)
      if (hub.negotiate(req, res, url, corsHeaders)) return
      const hasBody = req.method !== "GET" && req.method !== "HEAD"
      const request = new Request(url, {
        method: req.method,
        headers: req.headers as Record<string, string>,
        body: hasBody ? (Readable.toWeb(req) as ReadableStream) : undefined,
        duplex: hasBody ? "half" : undefined,
      } as RequestInit)
      const response = await sandbox.handle(request)
      const headers: Record<string, string> = { ...corsHeaders }
      response.headers.forEach((value, key) => {
        headers[key] = value
      })
      const body = Buffer.from(await response.arrayBuffer())
      // 481's body is its status text (contract); the web handler does not set the status line itself.
      const statusText = response.statusText || (response.status === 481 ? body.toString("utf8") : undefined)
      res.writeHead(response.status, statusText?.replace(/[^\t\x20-\x7e]/g, " "), headers)
      res.end(body)
    } catch (error) {
      if (!res.headersSent) sendJson(res, 500, { message: `Sandbox error: ${(error as Error).message}` })
      else res.end()
    }
  })
  server.on("upgrade", (req, socket, head) => {
    if (!hub.upgrade(req, socket, head)) socket.destroy()
  })
  const port = await listen(server, options.port ?? 0, host)
  return {
    url: `http://${host}:${port}`,
    sandbox,
    hub,
    close: async () => {
      hub.close()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await sandbox.dispose()
    },
  }
}
