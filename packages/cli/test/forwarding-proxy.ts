import { createServer, request } from "node:http"
import type { AddressInfo } from "node:net"
import { connect } from "node:net"

/**
 * A small HTTP proxy on 127.0.0.1, as staff networks have: it tunnels CONNECT
 * and forwards absolute-URI requests, and notes each target it was asked for.
 * `refuse` makes it answer 403 to everything instead.
 */
export const startForwardingProxy = async (options: { readonly refuse?: boolean } = {}) => {
  const targets: Array<string> = []
  const server = createServer((incoming, answer) => {
    targets.push(incoming.url ?? "")
    if (options.refuse) return answer.writeHead(403).end("Forbidden by policy")
    const target = new URL(incoming.url ?? "")
    const upstream = request(
      {
        host: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method: incoming.method,
        headers: incoming.headers,
      },
      (response) => {
        answer.writeHead(response.statusCode ?? 502, response.headers)
        response.pipe(answer)
      },
    )
    upstream.on("error", () => answer.writeHead(502).end())
    incoming.pipe(upstream)
  })
  server.on("connect", (incoming, client, head) => {
    targets.push(incoming.url ?? "")
    if (options.refuse) return client.end("HTTP/1.1 403 Forbidden\r\n\r\n")
    const [host, port] = (incoming.url ?? "").split(":")
    const upstream = connect(Number(port), host, () => {
      client.write("HTTP/1.1 200 Connection Established\r\n\r\n")
      upstream.write(head)
      upstream.pipe(client)
      client.pipe(upstream)
    })
    const drop = () => {
      upstream.destroy()
      client.destroy()
    }
    upstream.on("error", drop)
    client.on("error", drop)
  })
  await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url,
    targets,
    close: () =>
      new Promise<void>((closed) => {
        server.closeAllConnections()
        server.close(() => closed())
      }),
  }
}

/** An address where nothing listens: a proxy that is down. */
export const closedPort = async () => {
  const server = createServer()
  await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening))
  const { port } = server.address() as AddressInfo
  await new Promise<void>((closed) => server.close(() => closed()))
  return `http://127.0.0.1:${port}`
}
