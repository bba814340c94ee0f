import type { BrowserContext, Locator, Page } from "playwright-core"
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from "vitest"
import { type Stack, screenshot, signIn, startStack, withoutScreensAhead } from "./harness.js"

let stack: Stack
let context: BrowserContext
let errors: Array<string>

beforeAll(async () => {
  stack = await startStack()
})
afterAll(async () => {
  await stack?.close()
})
beforeEach(async () => {
  await fetch(`${stack.api.url}/__sandbox/reset`, { method: "POST" })
  context = await stack.browser.newContext({ viewport: { width: 1200, height: 800 } })
  context.setDefaultTimeout(10_000)
  await withoutScreensAhead(context)
  errors = []
  context.on("weberror", (error) => errors.push(error.error().message))
})
afterEach(async () => {
  await context.close()
  expect(errors).toEqual([])
})

const openTab = async () => context.newPage()

it("SES-8, SES-9: a second tab is signed in without a form, and signing out there signs out the first", async () => {
  const first = await openTab()
  await signIn(first, stack.portal.url, "staff@wellkit.test")
  await first.waitForURL("**/noap")
  await first.goto(`${stack.portal.url}/noap/admin/messages?entityId=1000`)
  await first.getByRole("link", { name: "WELCOME_EMAIL" }).waitFor()

  const second = await openTab()
  await second.goto(`${stack.portal.url}/noap/admin/messages?entityId=1000`)
  await second.getByRole("link", { name: "WELCOME_EMAIL" }).waitFor()
  expect(await second.getByLabel("Password").count()).toBe(0)
  await screenshot(second, "60-second-tab-shared-session")

  await second.getByRole("button", { name: "Sign out" }).click()
  await second.waitForURL("**/auth/login")
  await first.waitForURL("**/auth/login")
  await first.getByLabel("Password").waitFor()
  await screenshot(first, "61-first-tab-signed-out")
  // IDLE-5: a plain logout elsewhere needs no explanation here.
  expect(await first.getByRole("alertdialog").count()).toBe(0)
  expect(await first.getByText("You have been signed out").count()).toBe(0)

  // After logout the back button shows no protected data.
  await first.goBack()
  await first.waitForURL("**/auth/login")
  expect(await first.getByRole("link", { name: "WELCOME_EMAIL" }).count()).toBe(0)
})

it("SES-8: a tab opened with nobody signed in shows the login form", async () => {
  const page = await openTab()
  await page.goto(`${stack.portal.url}/noap`)
  await page.waitForURL("**/auth/login")
  await page.getByLabel("Password").waitFor()
})

const whenVisible = async (locator: Locator) => {
  for (let step = 0; step < 30; step++) {
    if (await locator.isVisible()) return
    await context.clock.runFor(100)
  }
  throw new Error(`${locator} did not become visible`)
}

/** Likewise for going away: the other tab hears of it by message, then its timers move with the clock. */
const whenGone = async (locator: Locator) => {
  for (let step = 0; step < 30; step++) {
    if ((await locator.count()) === 0) return
    await context.clock.runFor(100)
  }
  throw new Error(`${locator} is still there`)
}

const shortenIdleTimeout = () => {
  for (const parameter of stack.api.sandbox.db.state.collections.systemParameters?.items ?? []) {
    if (parameter.entityId === 1000 && parameter.name === "INACTIVITY_LOGOUT_MS") {
      parameter.value = "120000"
    }
  }
}

it("IDLE-4, IDLE-5: Stay signed in, answered in one tab, keeps the session in both", async () => {
  shortenIdleTimeout()
  // One fake clock for the whole context: both tabs' time moves together.
  await context.clock.install()
  const first = await openTab()
  await signIn(first, stack.portal.url, "staff@wellkit.test")
  await first.waitForURL("**/noap")
  const second = await openTab()
  await second.goto(`${stack.portal.url}/noap`)
  await second.getByRole("heading", { name: "Administration" }).waitFor()

  const stay = (page: Page) =>
    page.getByRole("dialog", { name: "Are you still there?" }).getByRole("button", { name: "Stay signed in" })
  await context.clock.runFor(65_000)
  await whenVisible(stay(first))
  await whenVisible(stay(second))
  await stay(first).click()
  await context.clock.runFor(6_000)
  await whenGone(stay(second))
  await context.clock.runFor(100_000)
  expect(new URL(first.url()).pathname).toBe("/noap")
  expect(new URL(second.url()).pathname).toBe("/noap")
})

it("IDLE-5: every tab signed out by the idle timeout explains why, whichever tab's timer ended the session", async () => {
  shortenIdleTimeout()
  await context.clock.install()
  const first = await openTab()
  await signIn(first, stack.portal.url, "staff@wellkit.test")
  await first.waitForURL("**/noap")
  const second = await openTab()
  await second.goto(`${stack.portal.url}/noap/admin/messages?entityId=1000`)
  await second.getByRole("link", { name: "WELCOME_EMAIL" }).waitFor()
  const sessions = () => Object.keys(stack.api.sandbox.db.state.sessions).length
  expect(sessions()).toBe(1)

  await context.clock.runFor(120_000)
  for (const page of [first, second]) {
    await page.waitForURL("**/auth/login")
    const alert = page.getByRole("alertdialog")
    await whenVisible(alert)
    await alert.getByText("You have been signed out").waitFor()
    await alert.getByText("You were inactive for a while").waitFor()
  }
  await screenshot(second, "62-other-tab-idle-signed-out")
  // One session, ended once: the tab that was told does not log out again.
  await expect.poll(sessions).toBe(0)
  expect(await second.getByRole("link", { name: "WELCOME_EMAIL" }).count()).toBe(0)
})
