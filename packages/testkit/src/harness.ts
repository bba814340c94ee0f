import { createClient, type WellkitOptions } from "@wellkit/core"
import { setupServer } from "msw/node"
import { SANDBOX_HOST, sandboxHandlers } from "./msw.js"
import { makeSandbox, type SandboxOptions } from "./sandbox.js"
import { DEMO_PASSWORD, SANDBOX_API_KEY } from "./seed.js"

/**
 * A sandbox answering in process through msw, and an SDK client pointed at it.
 * Call `close` in afterEach.
 */
export const inProcessSandbox = (options: SandboxOptions & Partial<WellkitOptions> = {}) => {
  const sandbox = makeSandbox(options)
  const server = setupServer(...sandboxHandlers(sandbox))
  server.listen({ onUnhandledRequest: "error" })
  const client = createClient({ apiHost: SANDBOX_HOST, apiKey: SANDBOX_API_KEY, ...options })
  const loginAs = (username: string) => client.session.login({ username, password: DEMO_PASSWORD })
  const close = async () => {
    server.close()
    await client.dispose()
    await sandbox.dispose()
  }
  return { sandbox, server, client, loginAs, close }
}
