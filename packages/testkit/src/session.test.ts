import { isShown, MessageListCache, SessionStore } from "@wellkit/core"
import { afterEach, expect, it } from "vitest"
import { inProcessSandbox } from "./harness.js"

let env: ReturnType<typeof inProcessSandbox>
afterEach(() => env.close())

it.each([
  ["staff@wellkit.test", "/noap"],
  ["admin@acme.test", "/dashboard"],
  ["manager@acme.test", "/consents"],
])("NAV-2, SES-2: %s is sent to %s after login", async (username, next) => {
  env = inProcessSandbox()
  expect((await env.loginAs(username)).next).toBe(next)
})

it("SES-7: a locked account (481) is a warning toast titled Sorry! with the server's status text", async () => {
  env = inProcessSandbox()
  const error = await env.loginAs("locked@acme.test").catch((e: unknown) => e)
  expect(error).toMatchObject({
    type: "toast",
    level: "warning",
    title: "ERRORS.LOGIN_LOCKED_TITLE",
    messagePassThrough: true,
    status: 481,
  })
  expect((error as Error).message).toMatch(/locked/)
})

it("a wrong password is the invalid-login message, and calls after logout are refused", async () => {
  env = inProcessSandbox()
  const wrong = await env.client.session
    .login({ username: "staff@wellkit.test", password: "nope" })
    .catch((e) => e)
  expect(wrong).toMatchObject({ status: 401, message: "ERRORS.LOGIN_INVALID" })
  await env.loginAs("staff@wellkit.test")
  await env.client.session.logout()
  const after = await env.client.session.userFunctions().catch((e) => e)
  expect(after).toMatchObject({ status: 401, message: "ERRORS.SESSION_EXPIRED" })
})

it("a token the API no longer knows ends the session here too, with a message shown even signed out", async () => {
  env = inProcessSandbox()
  await env.loginAs("staff@wellkit.test")
  await env.client.messages.list(1000 as never)
  env.sandbox.db.state.sessions = {}
  const error = await env.client.messages.get(1000 as never, 1 as never).catch((e) => e)
  expect(error).toMatchObject({ status: 401, message: "ERRORS.SESSION_EXPIRED", type: "login" })
  expect(isShown(error, false)).toBe(true)
  expect(env.client.runtime.runSync(SessionStore).get()).toBeUndefined()
  expect(env.client.runtime.runSync(MessageListCache).get(1000 as never)).toBeUndefined()
})

it("injected faults: a delay still answers, and a status is returned as is", async () => {
  env = inProcessSandbox()
  await env.loginAs("staff@wellkit.test")
  env.sandbox.faults.set({ endpoint: "session.userFunctions", delayMs: 50, times: 1 })
  expect(env.sandbox.faults.list()).toHaveLength(1)
  expect(await env.client.session.userFunctions()).toContain("DIY")
  expect(env.sandbox.faults.list()).toEqual([])
  env.sandbox.faults.set({ endpoint: "session.userFunctions", status: 500, times: 1 })
  expect(await env.client.session.userFunctions().catch((e) => e)).toMatchObject({ status: 500 })
  expect(() => env.sandbox.faults.set({ endpoint: "nope.nothing", status: 500 })).toThrow(/Unknown endpoint/)
})

it("SES-6: a failed login is a login error, shown even while signed out", async () => {
  env = inProcessSandbox()
  const wrong = await env.client.session
    .login({ username: "staff@wellkit.test", password: "nope" })
    .catch((e) => e)
  expect(wrong).toMatchObject({ type: "login", message: "ERRORS.LOGIN_INVALID" })
  expect(isShown(wrong, false)).toBe(true)
})

it("SES-1, SES-5: login keeps account, consents and token in the session store; logout clears it even offline", async () => {
  env = inProcessSandbox()
  await env.loginAs("manager@acme.test")
  const stored = env.client.runtime.runSync(SessionStore).get()
  expect(stored?.account).toMatchObject({
    adminType: 1,
    userId: 3,
    emailAddress: "manager@acme.test",
    firstName: "Marco",
  })
  expect(stored?.account.authToken).toMatch(/[0-9a-f-]{36}/)
  expect(stored?.consents.map((c) => c.consentId)).toEqual([501, 502])
  env.sandbox.faults.set({ endpoint: "session.logout", status: 503 })
  await env.client.session.logout()
  expect(env.client.runtime.runSync(SessionStore).get()).toBeUndefined()
})
