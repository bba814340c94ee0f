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
  const fetch: typeof globalThis.fetch = (input, init) => sandbox.handle(new Request(input, init))
  const client = createClient({ apiHost: SANDBOX_HOST, apiKey: SANDBOX_API_KEY, fetch, ...options })
  const loginAs = (username: string) => client.session.login({ username, password: DEMO_PASSWORD })
  const close = async () => {
    await client.dispose()
    await sandbox.dispose()
  }
  return { sandbox, client, fetch, loginAs, close }
}
