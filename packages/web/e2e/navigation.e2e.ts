import type { Page } from "playwright-core"
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest"
import {
  newPage,
  type Stack,
  SUPPORT_EMAIL,
  SUPPORT_PHONE,
  screenshot,
  signIn,
  startStack,
  watchErrors,
} from "./harness.js"

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
  page = await newPage(stack.browser)
  errors = watchErrors(page)
})
afterEach(async () => {
  await page.close()
  expect(errors).toEqual([])
})

const path = () => new URL(page.url()).pathname + new URL(page.url()).search

describe("signed out", () => {
  it.each([
    ["/", "/auth/login"],
    ["/somewhere/unknown", "/auth/login"],
    ["/noap/admin/messages", "/auth/login"],
    ["/signup", "/auth/login"],
    ["/login", "/auth/login"],
  ])("NAV-1, NAV-6, NAV-7: %s ends on %s", async (from, to) => {
    await page.goto(`${stack.portal.url}${from}`)
    await page.waitForURL(`**${to}`)
    expect(path()).toBe(to)
  })
})

describe("an organisation admin (adminType 8)", () => {
  beforeEach(async () => {
    await signIn(page, stack.portal.url, "admin@acme.test")
    await page.waitForURL("**/dashboard")
  })

  it("UI-2, UI-3: sees the footer with version and support phone, and a chat button offering support contacts", async () => {
    const footer = page.locator("footer")
    await expect(footer.textContent()).resolves.toContain("Version 0.1.0")
    await expect(footer.textContent()).resolves.toContain(`Support ${SUPPORT_PHONE}`)
    await page.getByRole("button", { name: "Chat with us" }).click()
    await page.getByRole("link", { name: `Call ${SUPPORT_PHONE}` }).waitFor()
    await page.getByRole("link", { name: `E-mail ${SUPPORT_EMAIL}` }).waitFor()
    await page.getByRole("link", { name: "Send us a message" }).waitFor()
    await screenshot(page, "30-admin8-chat-contacts")
    await page.keyboard.press("Escape")
    await page.getByRole("link", { name: "Send us a message" }).waitFor({ state: "detached" })
  })

  it("NAV-6: is sent home from noap, and NAV-1 from an unknown path", async () => {
    await page.goto(`${stack.portal.url}/noap/admin/messages`)
    await page.waitForURL("**/dashboard")
    await page.goto(`${stack.portal.url}/no/such/page`)
    await page.waitForURL("**/dashboard")
  })

  it("NAV-5: is refused the reward-approval queue without one of its functions", async () => {
    await page.goto(`${stack.portal.url}/rewardapproval`)
    await page.getByRole("heading", { name: "No access" }).waitFor()
    await screenshot(page, "31-admin8-no-access")
  })
})

it("NAV-9, UI-3: staff (adminType 5) get the thin nav, with no footer and no chat button", async () => {
  await signIn(page, stack.portal.url, "staff@wellkit.test")
  await page.waitForURL("**/noap")
  await page.getByRole("heading", { name: "Administration" }).waitFor()
  expect(await page.locator("[data-layout=thin]").count()).toBe(1)
  expect(await page.locator("footer").count()).toBe(0)
  expect(await page.getByRole("button", { name: "Chat with us" }).count()).toBe(0)
  const menu = await page.getByTestId("side-menu").boundingBox()
  expect(menu?.width).toBeLessThan(200)
  await screenshot(page, "32-staff-thin-nav")
})

it("the portal's pages send no Referer: tokens travel in query strings", async () => {
  const response = await page.goto(`${stack.portal.url}/auth/login`)
  expect(response?.headers()["referrer-policy"]).toBe("no-referrer")
  expect(await page.locator('meta[name="referrer"]').getAttribute("content")).toBe("no-referrer")
})

it("UI-5: the message filter applies 400 ms after the last key press", async () => {
  await signIn(page, stack.portal.url, "staff@wellkit.test")
  await page.waitForURL("**/noap")
  await page.clock.install()
  await page.goto(`${stack.portal.url}/noap/admin/messages?entityId=1000`)
  await page.getByRole("link", { name: "WELCOME_EMAIL" }).waitFor()
  // Stop the page's clock so only the test moves it.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000))
  await page.getByLabel("Filter messages").pressSequentially("reward")
  await page.clock.runFor(399)
  expect(await page.getByRole("link", { name: "WELCOME_EMAIL" }).count()).toBe(1)
  await page.clock.runFor(1)
  await page.getByRole("link", { name: "WELCOME_EMAIL" }).waitFor({ state: "detached" })
  expect(await page.getByRole("link", { name: "REWARD_EARNED" }).count()).toBe(1)
})
