import { afterEach, expect, it } from "vitest"
import { inProcessSandbox } from "./harness.js"

let env: ReturnType<typeof inProcessSandbox>
afterEach(() => env.close())

it("logs in and lists messages", async () => {
  env = inProcessSandbox()
  const session = await env.loginAs("staff@wellkit.test")
  expect(session.next).toBe("/noap")
  const list = await env.client.messages.list(1000 as never)
  expect(list.map((m) => m.messageId)).toContain("WELCOME_EMAIL")
})
