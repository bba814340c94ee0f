import { createClient, type EntityId } from "@wellkit/core"
import { setupServer } from "msw/node"
import { afterAll, beforeAll, expect, it } from "vitest"
import { DEMO_PASSWORD, SANDBOX_API_KEY } from "./demo.js"
import { SANDBOX_HOST, sandboxHandlers } from "./msw.js"
import { makeSandbox } from "./sandbox.js"

const sandbox = makeSandbox()
const server = setupServer(...sandboxHandlers(sandbox))
beforeAll(() => server.listen({ onUnhandledRequest: "error" }))
afterAll(() => server.close())

it("answers the global fetch through msw interception", async () => {
  const client = createClient({ apiHost: SANDBOX_HOST, apiKey: SANDBOX_API_KEY })
  await client.session.login({ username: "admin@acme.test", password: DEMO_PASSWORD })
  const list = await client.messages.list(1002 as EntityId)
  expect(list.map((m) => m.messageId)).toEqual(["WELCOME_EMAIL", "FLU_SHOT_REMINDER"])
  expect(sandbox.requests).toEqual([
    "POST /session/login",
    "GET /session/functions",
    "GET /entities/1002/messages",
  ])
})
