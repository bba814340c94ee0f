import { expect, it } from "vitest"
import { screenshot, setupE2e, signIn } from "./harness.js"

const e2e = setupE2e()

/** The link in the newest e-mail the sandbox would have sent, as the person would click it. */
const newestMailLink = async () => {
  const outbox = (await (await fetch(`${e2e.stack.api.url}/__sandbox/outbox`)).json()) as Array<{
    link: string
  }>
  return `${e2e.stack.portal.url}${outbox.at(-1)?.link}`
}

const toast = (text: string) =>
  e2e.page.getByRole("status").or(e2e.page.getByRole("alert")).filter({ hasText: text })

it("SES-10: the invitation link leads to /auth/complete, the password rules are explained, and the account signs in", async () => {
  await e2e.page.goto(await newestMailLink())
  await e2e.page.waitForURL(/\/auth\/complete\?token=.+&userId=5/)
  await e2e.page.getByRole("heading", { name: "Set up your account" }).waitFor()
  await e2e.page.getByLabel("New password").fill("short")
  await e2e.page.getByLabel("Type it again").fill("different")
  await e2e.page.getByRole("button", { name: "Create my account" }).click()
  await e2e.page.getByText("Use at least 8 characters.").waitFor()
  await e2e.page.getByText("The two passwords are not the same.").waitFor()
  await screenshot(e2e.page, "70-complete-registration-errors")
  await e2e.page.getByLabel("New password").fill("Sunrise2026")
  await e2e.page.getByLabel("Type it again").fill("Sunrise2026")
  await e2e.page.getByRole("button", { name: "Create my account" }).click()
  await e2e.page.waitForURL(/\/dashboard/)
  await e2e.page.getByText("Signed in as Nia").waitFor()
})

it("SES-12: a used or broken invitation offers a new link, which arrives in the outbox", async () => {
  await e2e.page.goto(`${e2e.stack.portal.url}/register?token=not-a-real-token&userId=5`)
  await e2e.page.getByRole("heading", { name: "This link cannot be used" }).waitFor()
  await screenshot(e2e.page, "71-invalid-invitation")
  await e2e.page.getByRole("button", { name: "Send me a new link" }).click()
  await toast("We have sent you a new link.").waitFor()
  expect(await newestMailLink()).toMatch(/\/register\?token=[0-9a-f]{24}&userId=5$/)
})

it("SES-11: forgot password, the e-mailed link, a new password, then /auth/login with a success toast", async () => {
  await e2e.page.goto(`${e2e.stack.portal.url}/auth/login`)
  await e2e.page.getByRole("link", { name: "Forgot your password?" }).click()
  await e2e.page.getByRole("heading", { name: "Forgot your password?" }).waitFor()
  await e2e.page.getByLabel("E-mail address").fill("admin@acme.test")
  await e2e.page.getByRole("button", { name: "Send me a link" }).click()
  await e2e.page.getByText("If an account exists for admin@acme.test").waitFor()
  await screenshot(e2e.page, "72-forgot-sent")
  await e2e.page.goto(await newestMailLink())
  await e2e.page.waitForURL(/\/auth\/reset\?token=.+&userId=2/)
  await e2e.page.getByLabel("New password").fill("Harbour2027")
  await e2e.page.getByLabel("Type it again").fill("Harbour2027")
  await e2e.page.getByRole("button", { name: "Change my password" }).click()
  await e2e.page.waitForURL("**/auth/login")
  await toast("Your password has been changed.").waitFor()
  await screenshot(e2e.page, "73-reset-done")
  await signIn(e2e.page, e2e.stack.portal.url, "admin@acme.test", "Harbour2027")
  await e2e.page.waitForURL(/\/dashboard/)
})

it("SES-11: a dead reset link points to a new one", async () => {
  await e2e.page.goto(`${e2e.stack.portal.url}/passwordreset?token=expired&userId=2`)
  await e2e.page.getByRole("link", { name: "Ask for a new reset link" }).click()
  await e2e.page.waitForURL("**/auth/forgot")
})

it("NAV-7: the short paths and the legal pages", async () => {
  await e2e.page.goto(`${e2e.stack.portal.url}/terms`)
  await e2e.page.waitForURL("**/auth/terms")
  await e2e.page.getByRole("heading", { name: "Terms of use" }).waitFor()
  await e2e.page.goto(`${e2e.stack.portal.url}/privacy`)
  await e2e.page.getByRole("heading", { name: "Privacy notice" }).waitFor()
  await e2e.page.goto(`${e2e.stack.portal.url}/create`)
  await e2e.page.getByRole("heading", { name: "Getting an account" }).waitFor()
  await screenshot(e2e.page, "74-create-account")
})

it("a link that cannot be checked because the API fails offers Try again, then continues", async () => {
  e2e.stack.api.sandbox.faults.set({ endpoint: "session.validateRegistrationToken", status: 503, times: 1 })
  await e2e.page.goto(await newestMailLink())
  // Said once, on the page, with the cause and Try again.
  await e2e.page.getByRole("heading", { name: "Your link could not be checked" }).waitFor()
  await e2e.page
    .getByRole("alert")
    .filter({ hasText: "The link could not be checked." })
    .getByText("The server ran into a problem and could not answer. Try again in a moment.")
    .waitFor()
  await e2e.page.getByRole("button", { name: "Try again" }).click()
  await e2e.page.waitForURL(/\/auth\/complete\?/)
})
