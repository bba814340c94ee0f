// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { request } from "node:http"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { brotliDecompressSync, gunzipSync } from "node:zlib"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { precompress } from "../scripts/precompress.js"
import {
  chooseEncoding,
  contentSecurityPolicy,
  type Encoding,
  fileResponse,
  inlineStyleHashes,
  type PortalServer,
  startPortalServer,
} from "./portal-server.js"

const both: ReadonlyArray<Encoding> = ["br", "gzip"]

describe("the encoding the server picks", () => {
  it.each([
    [undefined, both, undefined],
    ["", both, undefined],
    ["identity", both, undefined],
    ["gzip, deflate, br, zstd", both, "br"],
    ["gzip, deflate", both, "gzip"],
    ["BR", both, "br"],
    ["br;q=0.5, gzip", both, "gzip"],
    ["gzip;q=0.8, br;q=0.8", both, "br"],
    ["br;q=0, gzip;q=0", both, undefined],
    ["br;q=0, *", both, "gzip"],
    ["*", both, "br"],
    ["*;q=0.1, gzip", both, "gzip"],
    ["x-gzip", both, "gzip"],
    ["br, gzip", ["gzip"], "gzip"],
    ["br", ["gzip"], undefined],
    ["gzip, br", [], undefined],
    ["br;q=abc, gzip", both, "gzip"],
  ] as const)("Accept-Encoding %j with %j on disk: %j", (header, available, expected) => {
    expect(chooseEncoding(header, available)).toBe(expected)
  })

  it("a hashed asset: its own type, the encoding, Vary, and a year in caches", () => {
    expect(fileResponse("assets/index-Ab12.js", "gzip, br", both)).toEqual({
      suffix: ".br",
      headers: {
        "content-type": "text/javascript; charset=utf-8",
        "cache-control": "public, max-age=31536000, immutable",
        vary: "Accept-Encoding",
        "content-encoding": "br",
      },
    })
    expect(fileResponse("assets/index-Ab12.css", "gzip", both).headers).toMatchObject({
      "content-type": "text/css; charset=utf-8",
      "content-encoding": "gzip",
    })
  })

  it("index.html is checked on every visit; without an accepted encoding it goes as it is, still with Vary", () => {
    expect(fileResponse("index.html", undefined, both)).toEqual({
      suffix: "",
      headers: {
        "content-type": "text/html; charset=utf-8",
        "cache-control": "no-cache",
        vary: "Accept-Encoding",
      },
    })
  })

  it("a file that is not compressible never gets an encoding (nor Vary), whatever is on disk", () => {
    expect(fileResponse("assets/logo-Ab12.png", "br", both)).toEqual({
      suffix: "",
      headers: { "content-type": "image/png", "cache-control": "public, max-age=31536000, immutable" },
    })
  })
})

describe("the Content-Security-Policy", () => {
  const directives = (policy: string) =>
    new Map(
      policy.split("; ").map((directive) => {
        const [name = "", ...values] = directive.split(" ")
        return [name, values] as const
      }),
    )

  it("allows the API and its hub's WebSocket origin, and no inline script or style", () => {
    const policy = directives(contentSecurityPolicy({ apiHost: "http://127.0.0.1:4010" }))
    expect(policy.get("connect-src")).toEqual(["'self'", "http://127.0.0.1:4010", "ws://127.0.0.1:4010"])
    expect(policy.get("script-src")).toEqual(["'self'"])
    expect(policy.get("style-src")).toEqual(["'self'"])
    expect(policy.get("default-src")).toEqual(["'self'"])
    expect(policy.get("object-src")).toEqual(["'none'"])
    expect(policy.get("base-uri")).toEqual(["'none'"])
    expect(policy.get("frame-ancestors")).toEqual(["'none'"])
  })

  it.each<[string, string, Array<string>]>([
    ["a page without inline styles: none", "<head><link rel=stylesheet href=/a.css></head>", []],
    [
      "one, by its text's sha256 hash",
      "<style>body{margin:0}</style>",
      ["'sha256-IAdwN3biDCQ3brrgp1m8kBEsPQYyqfREKOEfeoREopc='"],
    ],
    [
      "each of two, an empty one too",
      "<style>body{margin:0}</style><style></style>",
      [
        "'sha256-IAdwN3biDCQ3brrgp1m8kBEsPQYyqfREKOEfeoREopc='",
        "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='",
      ],
    ],
    ["a style attribute is not a stylesheet", '<p style="color:red">', []],
  ])("issue 23: inline styles a page may carry, %s", (_, html, expected) => {
    expect(inlineStyleHashes(html)).toEqual(expected)
  })

  it("an https API with a path: its origin only, with wss for the hub", () => {
    const policy = directives(contentSecurityPolicy({ apiHost: "https://api.example.com:8443/v2/" }))
    expect(policy.get("connect-src")).toEqual([
      "'self'",
      "https://api.example.com:8443",
      "wss://api.example.com:8443",
    ])
  })

  it("a relative API host is the portal's own origin: 'self' covers it", () => {
    expect(directives(contentSecurityPolicy({ apiHost: "/api" })).get("connect-src")).toEqual(["'self'"])
  })

  it("Application Insights, when configured: its ingestion endpoint and its settings CDN", () => {
    const policy = directives(
      contentSecurityPolicy({
        apiHost: "https://api.example.com",
        monitoringConnectionString:
          "InstrumentationKey=00000000-0000-0000-0000-000000000000;IngestionEndpoint=https://westeurope-5.in.applicationinsights.azure.com/;LiveEndpoint=https://westeurope.livediagnostics.monitor.azure.com/",
      }),
    )
    expect(policy.get("connect-src")).toEqual([
      "'self'",
      "https://api.example.com",
      "wss://api.example.com",
      "https://westeurope-5.in.applicationinsights.azure.com",
      "https://js.monitor.azure.com",
    ])
    const classic = contentSecurityPolicy({
      apiHost: "/api",
      monitoringConnectionString: "InstrumentationKey=abc",
    })
    expect(directives(classic).get("connect-src")).toContain("https://dc.services.visualstudio.com")
  })
})

describe("the server, over HTTP", () => {
  let base: string
  let server: PortalServer
  const script = `export const greeting = ${JSON.stringify("hello ".repeat(400))}\n`
  const html = `<!doctype html><html><head><title>wellkit</title></head><body>${"<div></div>".repeat(40)}</body></html>`
  const signInHtml = html
    .replace("</head>", "<style>body{margin:0}</style></head>")
    .replace("<body>", '<body><div id="prerendered"></div>')

  beforeAll(async () => {
    base = mkdtempSync(join(tmpdir(), "portal-server-"))
    const dist = join(base, "dist")
    mkdirSync(join(dist, "assets"), { recursive: true })
    mkdirSync(join(dist, ".vite"))
    mkdirSync(join(base, "dist-private"))
    writeFileSync(join(dist, "index.html"), html)
    writeFileSync(join(dist, "sign-in.html"), signInHtml)
    writeFileSync(join(dist, "assets/index-Ab12.js"), script)
    writeFileSync(join(dist, "assets/tiny-Cd34.js"), "export {}\n")
    writeFileSync(join(dist, ".vite/manifest.json"), "{}")
    writeFileSync(join(base, "dist-private/secret.js"), "secret")
    await precompress(dist)
    server = await startPortalServer({
      distDir: dist,
      config: { apiHost: "http://127.0.0.1:4010", apiKey: "k" },
    })
  })
  afterAll(async () => {
    await server.close()
    rmSync(base, { recursive: true, force: true })
  })

  /** node:http rather than fetch: fetch would undo the encoding the test is about. */
  const get = (path: string, headers: Record<string, string> = {}, method = "GET") =>
    new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
      (done, fail) => {
        const req = request(`${server.url}${path}`, { method, headers }, (res) => {
          const chunks: Array<Buffer> = []
          res.on("data", (chunk: Buffer) => chunks.push(chunk))
          res.on("end", () =>
            done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
          )
        })
        req.on("error", fail)
        req.end()
      },
    )

  it("sends brotli to a browser that takes it, gzip to one that takes only gzip, and the file to the rest", async () => {
    const br = await get("/assets/index-Ab12.js", { "accept-encoding": "gzip, deflate, br" })
    expect(br.headers["content-encoding"]).toBe("br")
    expect(brotliDecompressSync(br.body).toString()).toBe(script)
    expect(Number(br.headers["content-length"])).toBe(br.body.length)

    const gzip = await get("/assets/index-Ab12.js", { "accept-encoding": "gzip" })
    expect(gzip.headers["content-encoding"]).toBe("gzip")
    expect(gunzipSync(gzip.body).toString()).toBe(script)

    const raw = await get("/assets/index-Ab12.js")
    expect(raw.headers["content-encoding"]).toBeUndefined()
    expect(raw.body.toString()).toBe(script)

    for (const response of [br, gzip, raw]) {
      expect(response.headers).toMatchObject({
        "content-type": "text/javascript; charset=utf-8",
        vary: "Accept-Encoding",
        "cache-control": "public, max-age=31536000, immutable",
        "x-content-type-options": "nosniff",
        "referrer-policy": "no-referrer",
      })
      expect(response.headers["content-security-policy"]).toContain(
        "connect-src 'self' http://127.0.0.1:4010",
      )
    }
    expect(br.body.length).toBeLessThan(gzip.body.length)
    expect(gzip.body.length).toBeLessThan(raw.body.length)
  })

  it("an app route gets index.html, compressed, never cached without a check", async () => {
    const page = await get("/noap/admin/healthtrackers", { "accept-encoding": "br" })
    expect(page.headers).toMatchObject({
      "content-type": "text/html; charset=utf-8",
      "content-encoding": "br",
      "cache-control": "no-cache",
    })
    expect(brotliDecompressSync(page.body).toString()).toBe(html)
    expect(page.headers["content-security-policy"]).toContain("frame-ancestors 'none'")
  })

  it("issue 23: the sign-in address gets its build-time page; its neighbors and the file's own name are ordinary", async () => {
    const signIn = await get("/auth/login")
    expect(signIn.body.toString()).toBe(signInHtml)
    expect(signIn.headers["cache-control"]).toBe("no-cache")
    expect((await get("/auth/forgot")).body.toString()).toBe(html)
    expect((await get("/auth/login/extra")).body.toString()).toBe(html)
    expect((await get("/sign-in.html")).body.toString()).toBe(signInHtml)
  })

  it("issue 23: the build-time page's inline stylesheet is allowed by its hash there, and nowhere else", async () => {
    const hashed = "style-src 'self' 'sha256-IAdwN3biDCQ3brrgp1m8kBEsPQYyqfREKOEfeoREopc=';"
    expect((await get("/auth/login")).headers["content-security-policy"]).toContain(hashed)
    expect((await get("/sign-in.html")).headers["content-security-policy"]).toContain(hashed)
    expect((await get("/auth/forgot")).headers["content-security-policy"]).toContain("style-src 'self';")
    expect((await get("/assets/index-Ab12.js")).headers["content-security-policy"]).toContain(
      "style-src 'self';",
    )
  })

  it("a file too small to gain from compression is sent as it is", async () => {
    const tiny = await get("/assets/tiny-Cd34.js", { "accept-encoding": "br, gzip" })
    expect(tiny.headers["content-encoding"]).toBeUndefined()
    expect(tiny.body.toString()).toBe("export {}\n")
  })

  it("HEAD: the headers of GET, no body", async () => {
    const head = await get("/assets/index-Ab12.js", { "accept-encoding": "br" }, "HEAD")
    expect(head.headers["content-encoding"]).toBe("br")
    expect(Number(head.headers["content-length"])).toBeGreaterThan(0)
    expect(head.body.length).toBe(0)
  })

  it("refuses what is not the build: dot folders, a sibling folder, bad escapes, other methods", async () => {
    expect((await get("/.vite/manifest.json")).status).toBe(404)
    expect((await get("/..%2fdist-private/secret.js")).status).toBe(404)
    expect((await get("/assets/missing.js")).status).toBe(404)
    expect((await get("/%E0%A4%A")).status).toBe(400)
    const post = await get("/", {}, "POST")
    expect(post.status).toBe(405)
    expect(post.headers.allow).toBe("GET, HEAD")
    // A refusal carries the same policy as a page: no response goes out without it.
    expect(post.headers["content-security-policy"]).toBe(
      contentSecurityPolicy({ apiHost: "http://127.0.0.1:4010" }),
    )
  })
})
