import type { Locator } from "playwright-core"
import { beforeEach, expect, it } from "vitest"
import { screenshot, setupE2e, signIn } from "./harness.js"

const e2e = setupE2e()
beforeEach(async () => {
  // IDLE-2: the staff organisation's parameter shortens the timeout to two minutes.
  for (const parameter of e2e.stack.api.sandbox.db.state.systemParameters) {
    if (parameter.entityId === 1000 && parameter.name === "INACTIVITY_LOGOUT_MS") {
      ;(parameter as { value: string }).value = "120000"
    }
  }
  await e2e.page.clock.install()
  await signIn(e2e.page, e2e.stack.portal.url, "staff@wellkit.test")
  await e2e.page.waitForURL("**/noap")
})

/** With the clock installed, transitions and timers move only when the test moves time. */
const whenVisible = async (locator: Locator) => {
  for (let step = 0; step < 30; step++) {
    if (await locator.isVisible()) return
    await e2e.page.clock.runFor(100)
  }
  throw new Error(`${locator} did not become visible`)
}

it("IDLE-2, IDLE-3, IDLE-5: after the shortened timeout the user is signed out with the auto-logout alert", async () => {
  await e2e.page.clock.runFor(59_000)
  expect(await e2e.page.getByRole("dialog", { name: "Are you still there?" }).count()).toBe(0)
  await e2e.page.clock.runFor(6_000)
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
  expect(Object.keys(e2e.stack.api.sandbox.db.state.sessions)).toHaveLength(0)
})

it("IDLE-4: a click starts the timeout again, and Stay signed in keeps the session", async () => {
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
