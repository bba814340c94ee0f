import type { Locator } from "playwright-core"
import { beforeEach, expect, it } from "vitest"
import { screenshot, setupE2e, signIn } from "./harness.js"

const e2e = setupE2e()
beforeEach(async () => {
  // IDLE-2: the staff organization's parameter shortens the timeout to two minutes.
  for (const parameter of e2e.stack.api.sandbox.db.state.collections.systemParameters?.items ?? []) {
    if (parameter.entityId === 1000 && parameter.name === "INACTIVITY_LOGOUT_MS") {
      parameter.value = "120000"
    }
  }
  await e2e.page.clock.install()
})

const signInStaff = async () => {
  await signIn(e2e.page, e2e.stack.portal.url, "staff@wellkit.test")
  await e2e.page.waitForURL("**/noap")
}

/**
 * With the clock installed, time runs on at its own pace and the test moves it ahead: here up to
 * 3 s more, 100 ms at a time. What comes from outside the page (a socket the server closed)
 * arrives in real time, so the wait lasts as long as a locator's (20 s) on a busy machine.
 */
const whenVisible = async (locator: Locator) => {
  const until = Date.now() + 20_000
  for (let moved = 0; Date.now() < until; ) {
    if (await locator.isVisible()) return
    if (moved < 3_000) {
      await e2e.page.clock.runFor(100)
      moved += 100
    } else await locator.waitFor({ timeout: Math.max(1, until - Date.now()) }).catch(() => undefined)
  }
  throw new Error(`${locator} did not become visible`)
}

it("IDLE-2, IDLE-3, IDLE-5: after the shortened timeout the user is signed out with the auto-logout alert", async () => {
  await signInStaff()
  // The clock also runs on by itself: 55 s leaves a busy machine some seconds before the 60 s mark.
  await e2e.page.clock.runFor(55_000)
  expect(await e2e.page.getByRole("dialog", { name: "Are you still there?" }).count()).toBe(0)
  await e2e.page.clock.runFor(10_000)
  await whenVisible(
    e2e.page
      .getByRole("dialog", { name: "Are you still there?" })
      .getByRole("button", { name: "Stay signed in" }),
  )
  const countdown = await e2e.page.getByRole("timer").textContent()
  const seconds = Number(countdown?.match(/(\d+) seconds?/)?.[1])
  expect(seconds).toBeGreaterThan(50)
  expect(seconds).toBeLessThanOrEqual(60)
  await screenshot(e2e.page, "50-idle-warning")
  await e2e.page.clock.runFor(60_000)
  await e2e.page.waitForURL("**/auth/login")
  const alert = e2e.page.getByRole("alertdialog")
  await whenVisible(alert)
  await alert.getByText("You have been signed out").waitFor()
  await alert.getByText("You were inactive for a while").waitFor()
  await screenshot(e2e.page, "51-idle-signed-out")
  // The sign-out's call may still be on its way when the alert shows.
  await expect.poll(() => Object.keys(e2e.stack.api.sandbox.db.state.sessions)).toHaveLength(0)
})

it("IDLE-4: a click starts the timeout again, and Stay signed in keeps the session", async () => {
  await signInStaff()
  await e2e.page.clock.runFor(50_000)
  await e2e.page.getByRole("heading", { name: "Administration" }).click()
  await e2e.page.clock.runFor(50_000)
  expect(await e2e.page.getByRole("dialog", { name: "Are you still there?" }).count()).toBe(0)
  await e2e.page.clock.runFor(15_000)
  const dialog = e2e.page.getByRole("dialog", { name: "Are you still there?" })
  await whenVisible(dialog.getByRole("button", { name: "Stay signed in" }))
  await dialog.getByRole("button", { name: "Stay signed in" }).click()
  await e2e.page.clock.runFor(1000)
  await dialog.waitFor({ state: "detached" })
  await e2e.page.clock.runFor(100_000)
  expect(new URL(e2e.page.url()).pathname).toBe("/noap")
  expect(Object.keys(e2e.stack.api.sandbox.db.state.sessions)).toHaveLength(1)
})

it("SES-6, IDLE-5: after an idle sign-out the login page shows only the auto-logout alert; the hub stops and its errors go", async () => {
  await signIn(e2e.page, e2e.stack.portal.url, "admin@acme.test")
  await e2e.page.waitForURL(/\/dashboard/)
  await e2e.page.getByTestId("live-status").getByText("Live updates: on").waitFor()
  // In steps, as a browser lives through them: the hub's own timers and its network take turns.
  // To 110 s of the 120: the installed clock also runs on by itself, so the seconds a busy machine
  // spends from the sign-in to here count too, and the warning must come before the timeout.
  for (let step = 0; step < 22; step++) await e2e.page.clock.runFor(5000)
  // The notification service fails just before the timeout: its warning is still on screen at sign-out.
  await fetch(`${e2e.stack.api.url}/__sandbox/hub/stop`, { method: "POST" })
  // By text, not role: behind the open "Are you still there?" dialog the toasts are inert.
  await whenVisible(e2e.page.getByText(/notification service/i).first())
  for (let step = 0; step < 15 && !e2e.page.url().includes("/auth/login"); step++) {
    await e2e.page.clock.runFor(1000)
  }
  await e2e.page.waitForURL("**/auth/login")
  const hubCalls: Array<string> = []
  e2e.page.on("request", (request) => {
    if (request.url().includes("/hubs/")) hubCalls.push(request.url().split("?")[0] ?? "")
  })
  await whenVisible(e2e.page.getByRole("alertdialog"))
  // The hub's reconnect delays add up to 48 s: whatever it would still say, it would have said by then.
  await fetch(`${e2e.stack.api.url}/__sandbox/hub/start`, { method: "POST" })
  const seen = new Set<string>()
  for (let step = 0; step < 60; step++) {
    await e2e.page.clock.runFor(1000)
    for (const text of await e2e.page.locator("[data-level]").allTextContents()) seen.add(text)
  }
  await screenshot(e2e.page, "52-idle-signed-out-admin")
  expect([...seen]).toEqual([])
  expect(await e2e.page.getByText("Something went wrong").count()).toBe(0)
  expect(await e2e.page.getByRole("alertdialog").getByText("You have been signed out").count()).toBe(1)
  expect(hubCalls).toEqual([])
})
