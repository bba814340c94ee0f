import { mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { DEMO_PASSWORD, type SandboxServer, startSandboxServer } from "@wellkit/testkit"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { closedPort, startForwardingProxy } from "../../test/forwarding-proxy.js"
import { runCli } from "../../test/run-cli.js"

let api: SandboxServer
const dir = mkdtempSync(join(tmpdir(), "wellkit-proxy-"))

/** Both spellings, as undici reads the lower case one first. */
const proxyEnv = (proxy: string, noProxy = "") => ({
  HTTP_PROXY: proxy,
  http_proxy: proxy,
  HTTPS_PROXY: proxy,
  https_proxy: proxy,
  NO_PROXY: noProxy,
  no_proxy: noProxy,
})

const login = (env: NodeJS.ProcessEnv) =>
  runCli({
    args: [
      "--api-host",
      api.url,
      "--api-key",
      "sandbox-key",
      "login",
      "-u",
      "staff@wellkit.test",
      "--password-stdin",
    ],
    stdin: DEMO_PASSWORD,
    env: { WELLKIT_CONFIG_DIR: join(dir, "config"), ...env },
    cwd: dir,
  })

beforeAll(async () => {
  api = await startSandboxServer()
})
afterAll(() => api.close())

describe("the command line behind a proxy (HTTP_PROXY, HTTPS_PROXY, NO_PROXY)", () => {
  it("goes through the proxy the variables name", async () => {
    const proxy = await startForwardingProxy()
    try {
      const result = await login(proxyEnv(proxy.url))
      expect(result.stderr).toBe("")
      expect(result.code).toBe(0)
      expect(proxy.targets).toContain(new URL(api.url).host)
    } finally {
      await proxy.close()
    }
  })

  it("goes straight to a host NO_PROXY lists", async () => {
    const proxy = await startForwardingProxy()
    try {
      const result = await login(proxyEnv(proxy.url, new URL(api.url).hostname))
      expect(result.code).toBe(0)
      expect(proxy.targets).toEqual([])
    } finally {
      await proxy.close()
    }
  })

  it("CLI-5: a proxy that refuses exits 4 and says which proxy it was", async () => {
    const proxy = await startForwardingProxy({ refuse: true })
    try {
      const result = await login(proxyEnv(proxy.url))
      expect(result.code).toBe(4)
      expect(result.stderr).toContain(`The proxy ${proxy.url} refused the connection (it answered 403).`)
      expect(result.stderr).toContain("NO_PROXY")
    } finally {
      await proxy.close()
    }
  })

  it("CLI-5: a proxy that is down exits 4 and names it; its password is never shown", async () => {
    const down = await closedPort()
    const withPassword = down.replace("http://", "http://ops:hunter2@")
    const result = await login(proxyEnv(withPassword))
    expect(result.code).toBe(4)
    expect(result.stderr).toContain(`The proxy ${down} could not be reached (ECONNREFUSED).`)
    expect(result.stderr).not.toContain("hunter2")
  })
})
