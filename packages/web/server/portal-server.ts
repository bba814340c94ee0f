import { createReadStream, existsSync, statSync } from "node:fs"
import { createServer } from "node:http"
import { extname, join, normalize, resolve } from "node:path"
import { listen } from "@wellkit/testkit"
import type { PortalConfig } from "../src/app/config.js"

const types: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".map": "application/json; charset=utf-8",
  ".woff2": "font/woff2",
}

/** Tokens travel in query strings (HTTP-1), so no page may send a Referer. */
const securityHeaders = {
  "referrer-policy": "no-referrer",
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
}

export interface PortalServer {
  readonly url: string
  readonly close: () => Promise<void>
}

/** Serves the built portal, its /config.json, and index.html for every app route. */
export const startPortalServer = async (options: {
  readonly distDir: string
  readonly config: PortalConfig
  readonly port?: number
  readonly host?: string
}): Promise<PortalServer> => {
  const root = resolve(options.distDir)
  if (!existsSync(join(root, "index.html"))) {
    throw new Error(`No built portal in ${root}. Run "pnpm --filter @wellkit/web build" first.`)
  }
  const host = options.host ?? "127.0.0.1"
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://portal")
    if (url.pathname === "/config.json") {
      res.writeHead(200, { ...securityHeaders, "content-type": types[".json"], "cache-control": "no-store" })
      return res.end(JSON.stringify(options.config))
    }
    const requested = normalize(join(root, decodeURIComponent(url.pathname)))
    const inside = requested.startsWith(root)
    const isFile = inside && existsSync(requested) && statSync(requested).isFile()
    const file = isFile ? requested : join(root, "index.html")
    if (!isFile && extname(url.pathname) !== "") {
      res.writeHead(404, { ...securityHeaders, "content-type": "text/plain" })
      return res.end("Not found")
    }
    const cache = file.includes(`${join(root, "assets")}`)
      ? "public, max-age=31536000, immutable"
      : "no-cache"
    res.writeHead(200, {
      ...securityHeaders,
      "content-type": types[extname(file)] ?? "application/octet-stream",
      "cache-control": cache,
    })
    createReadStream(file).pipe(res)
  })
  const port = await listen(server, options.port ?? 0, host)
  return {
    url: `http://${host}:${port}`,
    close: async () => {
      server.closeAllConnections()
      await new Promise<void>((done) => server.close(() => done()))
    },
  }
}
