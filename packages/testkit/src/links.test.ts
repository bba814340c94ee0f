import { linkFrom, type UserId } from "@wellkit/core"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { INVITATION_TOKEN } from "./demo.js"
import { inProcessSandbox } from "./harness.js"

let env: ReturnType<typeof inProcessSandbox>
beforeEach(() => {
  env = inProcessSandbox()
})
afterEach(() => env.close())

const lastLink = () => {
  const url = new URL(env.sandbox.db.state.outbox.at(-1)?.link ?? "/", "https://portal.test")
  const link = linkFrom(url.searchParams.get("token"), url.searchParams.get("userId"))
  if (!link) throw new Error(`the last e-mail has no link: ${url}`)
  return { path: url.pathname, link }
}

describe("SES-10: registration", () => {
  it("SES-10: a valid invitation continues to /auth/complete; completing signs in with the e-mail address", async () => {
    const invitation = lastLink()
    expect(invitation.path).toBe("/register")
    const redirect = await env.client.session.validateRegistrationLink(invitation.link)
    expect(redirect).toEqual({
      path: "/auth/complete",
      params: { token: INVITATION_TOKEN, userId: "5" },
      replace: true,
    })
    const session = await env.client.session.completeRegistration({
      ...invitation.link,
      password: "Sunrise2026",
    })
    expect(session.account.emailAddress).toBe("new@acme.test")
    expect(session.next).toBe("/dashboard")
    const reused = await env.client.session.validateRegistrationLink(invitation.link).catch((e) => e)
    expect(reused).toMatchObject({ status: 400, message: "ERRORS.LINK_INVALID" })
  })

  it("SES-10: the contract refuses a weak password before the API is asked", async () => {
    const weak = await env.client.session
      .completeRegistration({ token: INVITATION_TOKEN, userId: 5 as UserId, password: "short" })
      .catch((e) => e)
    expect(weak).toMatchObject({ message: "ERRORS.COMPLETE_REGISTRATION_FAILED" })
    expect(env.sandbox.requests).toEqual([])
  })

  it("SES-12: resending the invitation replaces the old link", async () => {
    const old = lastLink()
    await env.client.session.resendRegistrationEmail(5 as UserId)
    const fresh = lastLink()
    expect(fresh.link?.token).not.toBe(old.link?.token)
    await expect(env.client.session.validateRegistrationLink(old.link)).rejects.toMatchObject({
      status: 400,
    })
    await expect(env.client.session.validateRegistrationLink(fresh.link)).resolves.toMatchObject({
      path: "/auth/complete",
    })
  })

  it("an invited user cannot sign in before finishing registration", async () => {
    const error = await env.client.session
      .login({ username: "new@acme.test", password: "" + "x" })
      .catch((e) => e)
    expect(error).toMatchObject({ status: 401, type: "login" })
  })
})

describe("SES-11: password reset", () => {
  it("SES-11: forgot sends a link; it continues to /auth/reset; resetting goes to /auth/login with a toast", async () => {
    await env.client.session.forgotPassword("admin@acme.test")
    const reset = lastLink()
    expect(reset.path).toBe("/passwordreset")
    expect(await env.client.session.validateResetLink(reset.link)).toMatchObject({
      path: "/auth/reset",
      params: { token: reset.link?.token, userId: "2" },
    })
    const done = await env.client.session.resetPassword({ ...reset.link, password: "NewPass2026" })
    expect(done).toEqual({
      redirect: { path: "/auth/login", replace: true },
      toast: { title: "SUCCESS.SUCCESS_TITLE", message: "SUCCESS.PASSWORD_CHANGED" },
    })
    await expect(
      env.client.session.login({ username: "admin@acme.test", password: "NewPass2026" }),
    ).resolves.toMatchObject({
      next: "/dashboard",
    })
    await expect(
      env.client.session.resetPassword({ ...reset.link, password: "Again2026x" }),
    ).rejects.toMatchObject({
      message: "ERRORS.LINK_INVALID",
    })
  })

  it("SES-11: an unknown address gets the same answer and no e-mail", async () => {
    const before = env.sandbox.db.state.outbox.length
    await expect(env.client.session.forgotPassword("nobody@nowhere.test")).resolves.toBeUndefined()
    expect(env.sandbox.db.state.outbox).toHaveLength(before)
  })
})

describe("SES-12: verification and auth state", () => {
  it("SES-12: sends a verification e-mail and tells whether the stored token still works", async () => {
    expect(await env.client.session.checkAuthState()).toBe(false)
    await env.loginAs("admin@acme.test")
    expect(await env.client.session.checkAuthState()).toBe(true)
    await env.client.session.sendVerification("admin@acme.test")
    expect(env.sandbox.db.state.outbox.at(-1)).toMatchObject({
      to: "admin@acme.test",
      subject: "Verify your e-mail address for wellkit",
    })
    env.sandbox.db.state.sessions = {}
    expect(await env.client.session.checkAuthState()).toBe(false)
  })
})

it.each([
  [null, "5", undefined],
  ["t", null, undefined],
  ["t", "abc", undefined],
  ["t", "-1", undefined],
  ["t", "5", { token: "t", userId: 5 }],
])("links from the query string: token %s, userId %s", (token, userId, expected) => {
  expect(linkFrom(token, userId)).toEqual(expected)
})
