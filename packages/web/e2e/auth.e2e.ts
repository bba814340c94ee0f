import type { Page } from "playwright-core"
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from "vitest"
import { newPage, type Stack, screenshot, signIn, startStack, watchErrors } from "./harness.js"

let stack: Stack
let page: Page
let errors: Array<string>

beforeAll(async () => {
  stack = await startStack()
})
afterAll(async () => {
  await stack?.close()
})
beforeEach(async () => {
  await fetch(`${stack.api.url}/__sandbox/reset`, { method: "POST" })
  page = await newPage(stack.browser)
  errors = watchErrors(page)
})
afterEach(async () => {
  await page.close()
  expect(errors).toEqual([])
})

/** The link in the newest e-mail the sandbox would have sent, as the person would click it. */
const newestMailLink = async () => {
  const outbox = (await (await fetch(`${stack.api.url}/__sandbox/outbox`)).json()) as Array<{ link: string }>
  return `${stack.portal.url}${outbox.at(-1)?.link}`
}

const toast = (text: string) => page.getByRole("status").or(page.getByRole("alert")).filter({ hasText: text })

it("SES-10: the invitation link leads to /auth/complete, the password rules are explained, and the account signs in", async () => {
  await page.goto(await newestMailLink())
  await page.waitForURL(/\/auth\/complete\?token=.+&userId=5/)
  await page.getByRole("heading", { name: "Set up your account" }).waitFor()
  await page.getByLabel("New password").fill("short")
  await page.getByLabel("Type it again").fill("different")
  await page.getByRole("button", { name: "Create my account" }).click()
  await page.getByText("Use at least 8 characters.").waitFor()
  await page.getByText("The two passwords are not the same.").waitFor()
  await screenshot(page, "70-complete-registration-errors")
  await page.getByLabel("New password").fill("Sunrise2026")
  await page.getByLabel("Type it again").fill("Sunrise2026")
  await page.getByRole("button", { name: "Create my account" }).click()
  await page.waitForURL("**/dashboard")
  await page.getByText("Signed in as Nia").waitFor()
})

it("SES-12: a used or broken invitation offers a new link, which arrives in the outbox", async () => {
  await page.goto(`${stack.portal.url}/register?token=not-a-real-token&userId=5`)
  await page.getByRole("heading", { name: "This link cannot be used" }).waitFor()
  await screenshot(page, "71-invalid-invitation")
  await page.getByRole("button", { name: "Send me a new link" }).click()
  await toast("We have sent you a new link.").waitFor()
  expect(await newestMailLink()).toMatch(/\/register\?token=[0-9a-f]{24}&userId=5$/)
})

it("SES-11: forgot password, the e-mailed link, a new password, then /auth/login with a success toast", async () => {
  await page.goto(`${stack.portal.url}/auth/login`)
  await page.getByRole("link", { name: "Forgot your password?" }).click()
  await page.getByLabel("E-mail address").fill("admin@acme.test")
  await page.getByRole("button", { name: "Send me a link" }).click()
  await page.getByText("If an account exists for admin@acme.test").waitFor()
  await screenshot(page, "72-forgot-sent")
  await page.goto(await newestMailLink())
  await page.waitForURL(/\/auth\/reset\?token=.+&userId=2/)
  await page.getByLabel("New password").fill("Harbour2027")
  await page.getByLabel("Type it again").fill("Harbour2027")
  await page.getByRole("button", { name: "Change my password" }).click()
  await page.waitForURL("**/auth/login")
  await toast("Your password has been changed.").waitFor()
  await screenshot(page, "73-reset-done")
  await signIn(page, stack.portal.url, "admin@acme.test", "Harbour2027")
  await page.waitForURL("**/dashboard")
})

it("SES-11: a dead reset link points to a new one", async () => {
  await page.goto(`${stack.portal.url}/passwordreset?token=expired&userId=2`)
  await page.getByRole("link", { name: "Ask for a new reset link" }).click()
  await page.waitForURL("**/auth/forgot")
})

it("NAV-7: the short paths and the legal pages", async () => {
  await page.goto(`${stack.portal.url}/terms`)
  await page.waitForURL("**/auth/terms")
  await page.getByRole("heading", { name: "Terms of use" }).waitFor()
  await page.goto(`${stack.portal.url}/privacy`)
  await page.getByRole("heading", { name: "Privacy notice" }).waitFor()
  await page.goto(`${stack.portal.url}/create`)
  await page.getByRole("heading", { name: "Getting an account" }).waitFor()
  await screenshot(page, "74-create-account")
})
