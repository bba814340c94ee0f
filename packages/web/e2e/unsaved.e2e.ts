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

const signInAsStaff = async () => {
  await signIn(page, stack.portal.url, "staff@wellkit.test")
  await page.waitForURL("**/noap")
}

it("NAV-13: leaving a message with unsaved changes asks first; Stay keeps them, Leave discards them", async () => {
  await signInAsStaff()
  await page.goto(`${stack.portal.url}/noap/admin/messages?entityId=1000&messageHeaderId=1`)
  await page.getByLabel("Subject").fill("Welcome, changed but not saved")
  await page.getByRole("link", { name: "REWARD_EARNED" }).click()
  const dialog = page.getByRole("dialog", { name: "Leave without saving?" })
  await dialog.getByRole("button", { name: "Stay on this page" }).waitFor()
  await screenshot(page, "80-unsaved-changes")
  await dialog.getByRole("button", { name: "Stay on this page" }).click()
  expect(await page.getByLabel("Subject").inputValue()).toBe("Welcome, changed but not saved")
  expect(new URL(page.url()).search).toBe("?entityId=1000&messageHeaderId=1")
  await page.getByRole("link", { name: "REWARD_EARNED" }).click()
  await dialog.getByRole("button", { name: "Leave and discard" }).click()
  await page.getByRole("heading", { name: "Edit REWARD_EARNED" }).waitFor()
  expect(stack.api.sandbox.db.state.messages.find((m) => m.messageHeaderId === 1)?.name).toBe(
    "Welcome to Acme Wellness",
  )
})

it("NAV-12: saving a new message redirects at once, the guard switched off for it", async () => {
  await signInAsStaff()
  await page.goto(`${stack.portal.url}/noap/admin/messages?entityId=1000&new=1`)
  await page.getByLabel("Message id").fill("STRETCH_BREAK")
  await page.getByLabel("Subject").fill("Time to stretch")
  await page.getByRole("button", { name: "Save message" }).click()
  await page.waitForURL(/messageHeaderId=\d+/)
  await page.getByRole("heading", { name: "Edit STRETCH_BREAK" }).waitFor()
  expect(await page.getByRole("dialog", { name: "Leave without saving?" }).count()).toBe(0)
})

it("NAV-10: choosing the page you are on reloads its data", async () => {
  await signInAsStaff()
  await page.goto(`${stack.portal.url}/noap/admin/messages?entityId=1000`)
  await page.getByRole("link", { name: "WELCOME_EMAIL" }).waitFor()
  const first = stack.api.sandbox.db.state.messages[0]
  if (!first) throw new Error("seed has no message")
  stack.api.sandbox.db.state.messages.push({
    ...first,
    messageHeaderId: 999 as never,
    messageId: "ADDED_ELSEWHERE",
  })
  await page.getByTestId("side-menu").getByRole("link", { name: "Messages" }).click()
  await page.getByRole("link", { name: "ADDED_ELSEWHERE" }).waitFor()
})

it("NAV-10: each navigation starts at the top of the page", async () => {
  await signInAsStaff()
  await page.setViewportSize({ width: 900, height: 400 })
  await page.goto(`${stack.portal.url}/noap/admin/messages?entityId=1000&messageHeaderId=1`)
  await page.getByRole("heading", { name: "Edit WELCOME_EMAIL" }).waitFor()
  await page.mouse.wheel(0, 2000)
  await page.waitForFunction(() => window.scrollY > 100)
  await page.getByTestId("side-menu").getByRole("link", { name: "Admin home" }).click()
  await page.getByRole("heading", { name: "Administration" }).waitFor()
  expect(await page.evaluate(() => window.scrollY)).toBe(0)
})

it("NAV-11: lazy screens are fetched after the first page has rendered", async () => {
  const scripts: Array<string> = []
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname)
  })
  await page.goto(`${stack.portal.url}/auth/login`)
  await page.getByRole("heading", { name: "Sign in to wellkit" }).waitFor()
  await page.waitForFunction(() =>
    performance.getEntriesByType("resource").some((r) => r.name.includes("MessageListPage")),
  )
  expect(scripts.some((path) => path.includes("MessageListPage"))).toBe(true)
})
