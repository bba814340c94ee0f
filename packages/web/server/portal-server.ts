import { createHash } from "node:crypto"
import { createReadStream, existsSync, readFileSync, statSync } from "node:fs"
import { createServer } from "node:http"
import { extname, join, normalize, resolve, sep } from "node:path"
import { listen } from "@wellkit/testkit"
import type { PortalConfig } from "../src/app/config.js"

const types: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".map": "application/json; charset=utf-8",
  ".woff2": "font/woff2",
}

/** What scripts/precompress.ts gives a twin at build time; any other file is sent as it is. */
const COMPRESSIBLE = new Set([".js", ".mjs", ".css", ".html", ".svg", ".json"])

/** The origins a configured URL stands for: its own, and the WebSocket one of the same host (the notification hub). */
const originsOf = (url: string | undefined): Array<string> => {
  if (!url) return []
  try {
    const { protocol, host } = new URL(url)
    if (protocol === "https:") return [`https://${host}`, `wss://${host}`]
    if (protocol === "http:") return [`http://${host}`, `ws://${host}`]
  } catch {
    // A relative API host is the portal's own origin: 'self' already allows it.
  }
  return []
}

/**
 * Application Insights (ERR-4) sends to the connection string's ingestion endpoint
 * and reads its settings from Microsoft's CDN; neither is needed without one.
 */
const monitoringOrigins = (connectionString: string | undefined): Array<string> => {
  if (!connectionString) return []
  const fields = new Map(
    connectionString.split(";").map((part) => {
      const at = part.indexOf("=")
      return [part.slice(0, at).trim().toLowerCase(), part.slice(at + 1).trim()] as const
    }),
  )
  const suffix = fields.get("endpointsuffix")
  const ingestion =
    fields.get("ingestionendpoint") ||
    (suffix ? `https://dc.${suffix}` : "https://dc.services.visualstudio.com")
  return [...originsOf(ingestion).slice(0, 1), "https://js.monitor.azure.com"]
}

/**
 * The Content-Security-Policy of every response. Vite's build has no inline
 * script, and React sets `style` props through the CSSOM (which CSP does not govern),
 * so neither scripts nor styles need 'unsafe-inline'; e2e/csp.e2e.ts checks it in Chromium.
 * A page drawn at build time names its inline stylesheet by hash (`styleHashes`).
 */
export const contentSecurityPolicy = (
  config: Pick<PortalConfig, "apiHost" | "monitoringConnectionString">,
  styleHashes: ReadonlyArray<string> = [],
) => {
  const connect = [
    ...new Set([
      "'self'",
      ...originsOf(config.apiHost),
      ...monitoringOrigins(config.monitoringConnectionString),
    ]),
  ]
  return [
    "default-src 'self'",
    "script-src 'self'",
    ["style-src 'self'", ...styleHashes].join(" "),
    // data: for the inline favicon; https: for pictures in the API's HTML (messages, consents), which cannot run code.
    "img-src 'self' data: https:",
    "font-src 'self'",
    `connect-src ${connect.join(" ")}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ")
}

/** Headers every response carries. Tokens travel in query strings (HTTP-1), so no page may send a Referer. */
export const securityHeaders = (
  config: Pick<PortalConfig, "apiHost" | "monitoringConnectionString">,
  styleHashes: ReadonlyArray<string> = [],
) => ({
  "content-security-policy": contentSecurityPolicy(config, styleHashes),
  "referrer-policy": "no-referrer",
  "x-content-type-options": "nosniff",
  // frame-ancestors' forerunner, for browsers that predate it.
  "x-frame-options": "DENY",
  "cross-origin-opener-policy": "same-origin",
  "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
})

export type Encoding = "br" | "gzip"

/**
 * The best encoding the request's Accept-Encoding allows among those on disk:
 * the highest q-value wins, brotli before gzip on a tie (it is smaller), none when
 * neither is acceptable. `*` stands for any coding the header does not name.
 */
export const chooseEncoding = (
  acceptEncoding: string | undefined,
  available: ReadonlyArray<Encoding>,
): Encoding | undefined => {
  if (!acceptEncoding) return undefined
  const weights = new Map<string, number>()
  for (const part of acceptEncoding.split(",")) {
    const [name = "", ...params] = part.split(";").map((piece) => piece.trim())
    if (name === "") continue
    const q = params.find((param) => /^q=/i.test(param))
    const weight = q === undefined ? 1 : Number(q.slice(2))
    weights.set(name.toLowerCase(), Number.isFinite(weight) ? weight : 0)
  }
  const weightOf = (encoding: Encoding) =>
    weights.get(encoding) ??
    (encoding === "gzip" ? weights.get("x-gzip") : undefined) ??
    weights.get("*") ??
    0
  let best: Encoding | undefined
  for (const encoding of ["br", "gzip"] as const) {
    if (!available.includes(encoding) || weightOf(encoding) <= 0) continue
    if (best === undefined || weightOf(encoding) > weightOf(best)) best = encoding
  }
  return best
}

/** Files under assets/ carry their content's hash in their name: cached for a year. The rest is checked every time. */
export const cacheControl = (relativePath: string) =>
  /^assets\//.test(relativePath) ? "public, max-age=31536000, immutable" : "no-cache"

/** The body to send for a file and the headers that describe it (the security headers aside). */
export const fileResponse = (
  relativePath: string,
  acceptEncoding: string | undefined,
  available: ReadonlyArray<Encoding>,
): { readonly suffix: string; readonly headers: Record<string, string> } => {
  const extension = extname(relativePath)
  const compressible = COMPRESSIBLE.has(extension)
  const encoding = compressible ? chooseEncoding(acceptEncoding, available) : undefined
  return {
    suffix: encoding === "br" ? ".br" : encoding === "gzip" ? ".gz" : "",
    headers: {
      "content-type": types[extension] ?? "application/octet-stream",
      "cache-control": cacheControl(relativePath),
      ...(compressible ? { vary: "Accept-Encoding" } : {}),
      ...(encoding ? { "content-encoding": encoding } : {}),
    },
  }
}

/** Issue 23: app routes with a page drawn at build time (vite.config.ts); the others get index.html. */
export const BUILT_PAGES: Readonly<Record<string, string>> = { "/auth/login": "sign-in.html" }

/**
 * The CSP sources of a page's own `<style>` elements, each by its hash: a page drawn at build time
 * carries its stylesheet inline (issue 23), and only that exact text may style it, no injected one.
 */
export const inlineStyleHashes = (html: string): Array<string> =>
  [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(
    ([, css]) =>
      `'sha256-${createHash("sha256")
        .update(css ?? "")
        .digest("base64")}'`,
  )

const isFile = (path: string) => existsSync(path) && statSync(path).isFile()

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
  const security = securityHeaders(options.config)
  // Read once: the build does not change under a running server.
  const builtPageSecurity = new Map(
    Object.values(BUILT_PAGES)
      .filter((page) => isFile(join(root, page)))
      .map((page) => [
        page,
        securityHeaders(options.config, inlineStyleHashes(readFileSync(join(root, page), "utf8"))),
      ]),
  )
  const server = createServer((req, res) => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { ...security, allow: "GET, HEAD", "content-type": "text/plain" })
      return res.end("Method not allowed")
    }
    const url = new URL(req.url ?? "/", "http://portal")
    if (url.pathname === "/config.json") {
      res.writeHead(200, { ...security, "content-type": types[".json"], "cache-control": "no-store" })
      return res.end(JSON.stringify(options.config))
    }
    let pathname: string
    try {
      pathname = decodeURIComponent(url.pathname)
    } catch {
      res.writeHead(400, { ...security, "content-type": "text/plain" })
      return res.end("Bad request")
    }
    const requested = normalize(join(root, pathname))
    // Inside the build (not a sibling folder that shares its name's start), and no dot folder (.vite/manifest.json).
    const inside = requested.startsWith(`${root}${sep}`) && !/[\\/]\./.test(requested.slice(root.length))
    const found = inside && isFile(requested)
    if (!found && extname(url.pathname) !== "") {
      res.writeHead(404, { ...security, "content-type": "text/plain" })
      return res.end("Not found")
    }
    const built = BUILT_PAGES[url.pathname]
    const page = built !== undefined && isFile(join(root, built)) ? built : "index.html"
    const file = found ? requested : join(root, page)
    const available = (["br", "gzip"] as const).filter((encoding) =>
      isFile(`${file}${encoding === "br" ? ".br" : ".gz"}`),
    )
    const relativePath = file
      .slice(root.length + 1)
      .split(sep)
      .join("/")
    const { suffix, headers } = fileResponse(relativePath, req.headers["accept-encoding"], available)
    res.writeHead(200, {
      ...(builtPageSecurity.get(relativePath) ?? security),
      ...headers,
      "content-length": String(statSync(`${file}${suffix}`).size),
    })
    if (req.method === "HEAD") return res.end()
    createReadStream(`${file}${suffix}`).pipe(res)
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
