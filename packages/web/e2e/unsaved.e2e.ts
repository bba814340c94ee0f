import { expect, it } from "vitest"
import { screenshot, setupE2e, signInAs } from "./harness.js"

const e2e = setupE2e({ screensAhead: true })

const signInAsStaff = async () => {
  await signInAs(e2e.page, e2e.stack.portal.url, "staff@wellkit.test")
  await e2e.page.waitForURL("**/noap")
}

it("NAV-13: leaving a message with unsaved changes asks first; Stay keeps them, Leave discards them", async () => {
  await signInAsStaff()
  await e2e.page.goto(`${e2e.stack.portal.url}/noap/admin/messages?entityId=1000&messageHeaderId=1`)
  await e2e.page.getByLabel("Subject").fill("Welcome, changed but not saved")
  await e2e.page.getByRole("link", { name: "REWARD_EARNED" }).click()
  const dialog = e2e.page.getByRole("dialog", { name: "Leave without saving?" })
  await dialog.getByRole("button", { name: "Stay on this page" }).waitFor()
  await screenshot(e2e.page, "80-unsaved-changes")
  await dialog.getByRole("button", { name: "Stay on this page" }).click()
  await dialog.waitFor({ state: "detached" })
  await expect.poll(() => e2e.page.getByLabel("Subject").inputValue()).toBe("Welcome, changed but not saved")
  await expect.poll(() => new URL(e2e.page.url()).search).toBe("?entityId=1000&messageHeaderId=1")
  await e2e.page.getByRole("link", { name: "REWARD_EARNED" }).click()
  await dialog.getByRole("button", { name: "Leave and discard" }).click()
  await e2e.page.getByRole("heading", { name: "Edit REWARD_EARNED" }).waitFor()
  expect(e2e.stack.api.sandbox.db.state.messages.find((m) => m.messageHeaderId === 1)?.name).toBe(
    "Welcome to Acme Wellness",
  )
})

it("NAV-12: saving a new message redirects at once, the guard switched off for it", async () => {
  await signInAsStaff()
  await e2e.page.goto(`${e2e.stack.portal.url}/noap/admin/messages?entityId=1000&new=1`)
  await e2e.page.getByLabel("Message id").fill("STRETCH_BREAK")
  await e2e.page.getByLabel("Subject").fill("Time to stretch")
  await e2e.page.getByRole("button", { name: "Save message" }).click()
  await e2e.page.waitForURL(/messageHeaderId=\d+/)
  await e2e.page.getByRole("heading", { name: "Edit STRETCH_BREAK" }).waitFor()
  expect(await e2e.page.getByRole("dialog", { name: "Leave without saving?" }).count()).toBe(0)
})

it("NAV-10: choosing the page you are on reloads its data", async () => {
  await signInAsStaff()
  await e2e.page.goto(`${e2e.stack.portal.url}/noap/admin/messages?entityId=1000`)
  await e2e.page.getByRole("link", { name: "WELCOME_EMAIL" }).waitFor()
  const first = e2e.stack.api.sandbox.db.state.messages[0]
  if (!first) throw new Error("seed has no message")
  e2e.stack.api.sandbox.db.state.messages.push({
    ...first,
    messageHeaderId: 999 as never,
    messageId: "ADDED_ELSEWHERE",
  })
  await e2e.page.getByTestId("side-menu").getByRole("link", { name: "Messages" }).click()
  await e2e.page.getByRole("link", { name: "ADDED_ELSEWHERE" }).waitFor()
})

it("NAV-10: each navigation starts at the top of the page", async () => {
  await signInAsStaff()
  await e2e.page.setViewportSize({ width: 900, height: 400 })
  await e2e.page.goto(`${e2e.stack.portal.url}/noap/admin/messages?entityId=1000&messageHeaderId=1`)
  await e2e.page.getByRole("heading", { name: "Edit WELCOME_EMAIL" }).waitFor()
  await e2e.page.mouse.wheel(0, 2000)
  await e2e.page.waitForFunction(() => window.scrollY > 100)
  await e2e.page.getByTestId("side-menu").getByRole("link", { name: "Admin home" }).click()
  await e2e.page.getByRole("heading", { name: "Administration" }).waitFor()
  await expect.poll(() => e2e.page.evaluate(() => window.scrollY)).toBe(0)
})

it("NAV-11: lazy screens are fetched after the first page has rendered", async () => {
  // Asked for as prefetch links (fetched, not run: startup.e2e.ts), whatever type the browser gives them.
  const asked: Array<string> = []
  e2e.page.on("request", (request) => asked.push(new URL(request.url()).pathname))
  await e2e.page.goto(`${e2e.stack.portal.url}/auth/login`)
  await e2e.page.getByRole("heading", { name: "Sign in to wellkit" }).waitFor()
  await expect.poll(() => asked.some((path) => path.includes("MessageListPage"))).toBe(true)
})
