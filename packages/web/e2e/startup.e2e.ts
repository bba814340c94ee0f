import { DEMO_PASSWORD } from "@wellkit/testkit"
import { expect, it } from "vitest"
import { screenshot, setupE2e } from "./harness.js"

const e2e = setupE2e()

/** The SDK's chunk (app/runtime.ts): held or failed here to see what the sign-in page does without it. */
const SDK_CHUNK = /\/assets\/runtime-[\w-]+\.js$/

it("the sign-in page renders and takes input before the SDK has arrived; a submit waits for it and signs in", async () => {
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  let requested = false
  await e2e.page.route(SDK_CHUNK, async (route) => {
    requested = true
    await held
    await route.continue()
  })
  await e2e.page.goto(`${e2e.stack.portal.url}/auth/login`)
  await e2e.page.getByRole("heading", { name: "Sign in to wellkit" }).waitFor()
  // The SDK is asked for after the sign-in page has rendered: it is on its way, not yet there.
  await expect.poll(() => requested).toBe(true)
  await e2e.page.getByLabel("E-mail address").fill("admin@acme.test")
  await e2e.page.getByLabel("Password").fill(DEMO_PASSWORD)
  await e2e.page.getByRole("button", { name: "Sign in" }).click()
  await e2e.page.getByRole("button", { name: "Signing in…" }).waitFor()
  await screenshot(e2e.page, "07-login-before-sdk")
  // Still on the sign-in page: the chunk is held, so nothing can have signed in.
  expect(new URL(e2e.page.url()).pathname).toBe("/auth/login")
  release()
  await e2e.page.waitForURL(/\/dashboard/)
})

it("an SDK that cannot be loaded says so and offers a reload, rather than a sign-in that never answers", async () => {
  await e2e.page.route(SDK_CHUNK, (route) => route.abort("internetdisconnected"))
  await e2e.page.goto(`${e2e.stack.portal.url}/auth/login`)
  await e2e.page
    .getByRole("alert")
    .filter({ hasText: "The portal could not finish loading. Check your connection" })
    .waitFor()
  await screenshot(e2e.page, "08-sdk-failed")
  await e2e.page.unroute(SDK_CHUNK)
  await e2e.page.getByRole("button", { name: "Reload" }).click()
  await e2e.page.getByRole("heading", { name: "Sign in to wellkit" }).waitFor()
})
