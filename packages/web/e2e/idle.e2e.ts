import type { Locator, Page } from "playwright-core"
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
  // IDLE-2: the staff organisation's parameter shortens the timeout to two minutes.
  for (const parameter of stack.api.sandbox.db.state.systemParameters) {
    if (parameter.entityId === 1000 && parameter.name === "INACTIVITY_LOGOUT_MS") {
      ;(parameter as { value: string }).value = "120000"
    }
  }
  page = await newPage(stack.browser)
  errors = watchErrors(page)
  await page.clock.install()
  await signIn(page, stack.portal.url, "staff@wellkit.test")
  await page.waitForURL("**/noap")
})
afterEach(async () => {
  await page.close()
  expect(errors).toEqual([])
})

/** With the clock installed, transitions and timers move only when the test moves time. */
const whenVisible = async (locator: Locator) => {
  for (let step = 0; step < 30; step++) {
    if (await locator.isVisible()) return
    await page.clock.runFor(100)
  }
  throw new Error(`${locator} did not become visible`)
}

it("IDLE-2, IDLE-3, IDLE-5: after the shortened timeout the user is signed out with the auto-logout alert", async () => {
  await page.clock.runFor(59_000)
  expect(await page.getByRole("dialog", { name: "Are you still there?" }).count()).toBe(0)
  await page.clock.runFor(6_000)
  await whenVisible(
    page
      .getByRole("dialog", { name: "Are you still there?" })
      .getByRole("button", { name: "Stay signed in" }),
  )
  const countdown = await page.getByRole("timer").textContent()
  const seconds = Number(countdown?.match(/(\d+) seconds?/)?.[1])
  expect(seconds).toBeGreaterThan(50)
  expect(seconds).toBeLessThanOrEqual(60)
  await screenshot(page, "50-idle-warning")
  await page.clock.runFor(60_000)
  await page.waitForURL("**/auth/login")
  const alert = page.getByRole("alertdialog")
  await whenVisible(alert)
  await alert.getByText("You have been signed out").waitFor()
  await alert.getByText("You were inactive for a while").waitFor()
  await screenshot(page, "51-idle-signed-out")
  expect(Object.keys(stack.api.sandbox.db.state.sessions)).toHaveLength(0)
})

it("IDLE-4: a click starts the timeout again, and Stay signed in keeps the session", async () => {
  await page.clock.runFor(50_000)
  await page.getByRole("heading", { name: "Administration" }).click()
  await page.clock.runFor(50_000)
  expect(await page.getByRole("dialog", { name: "Are you still there?" }).count()).toBe(0)
  await page.clock.runFor(15_000)
  const dialog = page.getByRole("dialog", { name: "Are you still there?" })
  await whenVisible(dialog.getByRole("button", { name: "Stay signed in" }))
  await dialog.getByRole("button", { name: "Stay signed in" }).click()
  await page.clock.runFor(1000)
  await dialog.waitFor({ state: "detached" })
  await page.clock.runFor(100_000)
  expect(new URL(page.url()).pathname).toBe("/noap")
  expect(Object.keys(stack.api.sandbox.db.state.sessions)).toHaveLength(1)
})
