import { createClient, type WellkitOptions } from "@wellkit/core"
import { DEMO_PASSWORD, SANDBOX_API_KEY } from "./demo.js"
import { SANDBOX_HOST } from "./msw.js"
import { makeSandbox, type SandboxOptions } from "./sandbox.js"

/**
 * A sandbox answering in process, and an SDK client whose fetch reaches it
 * directly (no network, no interception). Call `close` in afterEach.
 */
export const inProcessSandbox = (options: SandboxOptions & Partial<WellkitOptions> = {}) => {
  const sandbox = makeSandbox(options)
  /** Each request line as the client wrote it ("GET /programs?tags=Sleep%2CNutrition&…"), without the API key. */
  const lines: Array<string> = []
  const fetch: typeof globalThis.fetch = (input, init) => {
    const request = new Request(input, init)
    const url = new URL(request.url)
    const query = url.search.replace(/[?&]apiKey=[^&]*/, "").replace(/^&/, "?")
    lines.push(`${request.method} ${url.pathname}${query}`)
    return sandbox.handle(request)
  }
  const client = createClient({ apiHost: SANDBOX_HOST, apiKey: SANDBOX_API_KEY, fetch, ...options })
  const loginAs = (username: string) => client.session.login({ username, password: DEMO_PASSWORD })
  const close = async () => {
    await client.dispose()
    await sandbox.dispose()
  }
  return { sandbox, client, fetch, lines, loginAs, close }
}
