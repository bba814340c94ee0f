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

const manager = () =>
  stack.api.sandbox.db.state.users.find((user) => user.emailAddress === "manager@acme.test")

it("SES-2, SES-3, NAV-8: pending consents come one at a time, without the side menu, then home", async () => {
  await signIn(page, stack.portal.url, "manager@acme.test")
  await page.waitForURL("**/consents")
  await page.getByText("Consent 1 of 2").waitFor()
  await page.getByRole("heading", { name: "Terms of use" }).waitFor()
  expect(await page.getByTestId("side-menu").count()).toBe(0)
  await screenshot(page, "40-consent-1-of-2")
  await page.getByRole("button", { name: "Accept" }).click()
  await page.getByText("Consent 2 of 2").waitFor()
  await page.getByRole("heading", { name: "Health data" }).waitFor()
  await page.getByRole("button", { name: "Accept" }).click()
  await page.waitForURL("**/dashboard")
  expect(manager()?.pendingConsentIds).toEqual([])
  expect(stack.api.sandbox.db.state.consentAnswers).toEqual([
    { consentId: 501, userId: 3, accepted: true },
    { consentId: 502, userId: 3, accepted: true },
  ])
})

it("SES-4: declining saves the answer and signs out", async () => {
  await signIn(page, stack.portal.url, "manager@acme.test")
  await page.waitForURL("**/consents")
  await page.getByRole("button", { name: "Decline" }).click()
  await page.waitForURL("**/auth/login")
  expect(stack.api.sandbox.db.state.consentAnswers).toEqual([{ consentId: 501, userId: 3, accepted: false }])
  expect(Object.values(stack.api.sandbox.db.state.sessions)).not.toContain(3)
  await page.goto(`${stack.portal.url}/consents`)
  await page.waitForURL("**/auth/login")
})

it("SES-3: consent HTML with script and event handlers renders without running anything", async () => {
  const consent = stack.api.sandbox.db.state.consents[0]
  if (!consent) throw new Error("seed has no consent")
  ;(consent as { consentLanguage: string }).consentLanguage =
    '<h2>Terms of use</h2><img src=x onerror="window.__pwned=1;alert(1)"><script>window.__pwned=2;alert(2)</script><a href="javascript:alert(3)">link</a><p>Plain text stays.</p>'
  const dialogs: Array<string> = []
  const consoleErrors: Array<string> = []
  page.on("dialog", async (dialog) => {
    dialogs.push(dialog.message())
    await dialog.dismiss()
  })
  page.on("console", (message) => {
    if (message.type() === "error" && !message.text().includes("Failed to load resource"))
      consoleErrors.push(message.text())
  })
  await signIn(page, stack.portal.url, "manager@acme.test")
  await page.getByText("Plain text stays.").waitFor()
  await page.waitForTimeout(300)
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined()
  expect(await page.locator("article script").count()).toBe(0)
  expect(await page.locator("article [onerror]").count()).toBe(0)
  expect(await page.locator('article a[href^="javascript"]').count()).toBe(0)
  expect(dialogs).toEqual([])
  expect(consoleErrors).toEqual([])
  await screenshot(page, "41-consent-sanitised")
})
