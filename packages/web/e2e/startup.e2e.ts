import { readFileSync } from "node:fs"
import { resolve } from "node:path"
import { DEMO_PASSWORD } from "@wellkit/testkit"
import { expect, it } from "vitest"
import { screenshot, setupE2e, signIn } from "./harness.js"

const e2e = setupE2e({ screensAhead: true })

/** The SDK's chunk (app/runtime.ts): held or failed here to see what the sign-in page does without it. */
const SDK_CHUNK = /\/assets\/runtime-[\w-]+\.js$/

it("issue 23, NAV-11: a visitor who only looks runs no SDK; its files are fetched ahead, and it runs at the first key or click", async () => {
  // A line added to the SDK's chunk tells when the browser runs it, not only when it fetches it.
  await e2e.page.route(SDK_CHUNK, async (route) => {
    const response = await route.fetch()
    await route.fulfill({ response, body: `${await response.text()}\nglobalThis.sdkRan = true;\n` })
  })
  const fetched = () =>
    e2e.page.evaluate(() =>
      performance.getEntriesByType("resource").some((entry) => /\/assets\/runtime-/.test(entry.name)),
    )
  const ran = () => e2e.page.evaluate(() => "sdkRan" in globalThis)
  // The browser keeps 250 resource timings by default, fewer than the portal has files.
  await e2e.page.addInitScript(() => performance.setResourceTimingBufferSize(1_000))
  await e2e.page.goto(`${e2e.stack.portal.url}/auth/login`)
  await e2e.page.getByRole("heading", { name: "Sign in to wellkit" }).waitFor()
  await expect.poll(fetched).toBe(true)
  expect(await ran()).toBe(false)
  await e2e.page.getByLabel("E-mail address").click()
  await expect.poll(ran).toBe(true)
})

it("NAV-11, ERR-4: every screen's file is fetched after the first render, and nothing of monitoring without a connection string", async () => {
  const screens: Array<string> = await (await fetch(`${e2e.stack.portal.url}/screens.json`)).json()
  const dist = process.env.WELLKIT_WEB_DIST ?? resolve(import.meta.dirname, "../dist")
  const manifest: Record<string, { file: string }> = JSON.parse(
    readFileSync(resolve(dist, ".vite/manifest.json"), "utf8"),
  )
  const monitoring = Object.entries(manifest)
    .filter(([source]) => source.includes("@microsoft/applicationinsights-web"))
    .map(([, chunk]) => `/${chunk.file}`)
  expect(monitoring).toHaveLength(1)
  expect(screens.length).toBeGreaterThan(50)
  // The browser keeps 250 resource timings by default, fewer than the portal has files.
  await e2e.page.addInitScript(() => performance.setResourceTimingBufferSize(1_000))
  await e2e.page.goto(`${e2e.stack.portal.url}/auth/login`)
  await e2e.page.getByRole("heading", { name: "Sign in to wellkit" }).waitFor()
  const fetched = () =>
    e2e.page.evaluate(() =>
      performance.getEntriesByType("resource").map((entry) => new URL(entry.name).pathname),
    )
  const missing = async () => {
    const done = await fetched()
    return screens.filter((file) => !done.includes(`/${file}`))
  }
  await expect.poll(missing).toEqual([])
  expect(await fetched()).not.toContain(monitoring[0])
})

it("the sign-in page takes input before the SDK has arrived; a submit waits for it and signs in", async () => {
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
  await e2e.page.getByLabel("E-mail address").click()
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
  // The live page, not the build-time picture under the overlay, whose field takes no key.
  await e2e.page.getByRole("heading", { name: "Sign in to wellkit" }).waitFor()
  await e2e.page.getByLabel("E-mail address").pressSequentially("admin")
  await e2e.page
    .getByRole("alert")
    .filter({ hasText: "The portal could not finish loading. Check your connection" })
    .waitFor()
  await screenshot(e2e.page, "08-sdk-failed")
  await e2e.page.unroute(SDK_CHUNK)
  await e2e.page.getByRole("button", { name: "Reload" }).click()
  await e2e.page.getByRole("heading", { name: "Sign in to wellkit" }).waitFor()
})

it("UI-4, issue 23: before any script has run, the sign-in address shows the overlay over the sign-in page, which takes no input", async () => {
  const page = e2e.page
  const violations: Array<string> = []
  await page.exposeFunction("reportViolation", (text: string) => violations.push(text))
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) =>
      (window as unknown as { reportViolation: (text: string) => void }).reportViolation(
        event.violatedDirective,
      ),
    )
  })
  // No script of the portal's arrives: what shows is the HTML alone.
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort("internetdisconnected"))
  await page.goto(`${e2e.stack.portal.url}/auth/login`)
  await page.getByTestId("startup-overlay").waitFor()
  await page.getByRole("status", { name: "Starting wellkit" }).waitFor()
  await page.getByText("Sign in to wellkit").waitFor()
  // The picture is neither in the accessibility tree nor reachable by keyboard or mouse.
  expect(await page.getByRole("heading", { name: "Sign in to wellkit" }).count()).toBe(0)
  expect(await page.getByLabel("E-mail address").isEditable()).toBe(false)
  expect(await page.getByRole("button", { name: "Sign in" }).count()).toBe(0)
  await page.keyboard.press("Tab")
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("BODY")
  await screenshot(page, "09-sign-in-before-script")
  expect(violations).toEqual([])

  await page.unroute(/\/assets\/.*\.js$/)
  await page.reload()
  await page.getByRole("heading", { name: "Sign in to wellkit" }).waitFor()
  await expect.poll(() => page.getByTestId("startup-overlay").count()).toBe(0)
  await expect.poll(() => page.locator("#prerendered").count()).toBe(0)
  expect(violations).toEqual([])
})

it("issue 23: while the side menu's chunk arrives its place is kept, so the page beside it never moves under the pointer", async () => {
  const page = e2e.page
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(/\/assets\/SignedInChrome-[\w-]+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  await signIn(page, e2e.stack.portal.url, "staff@wellkit.test")
  await page.waitForURL("**/noap")
  const main = page.getByRole("main")
  const target = main.getByRole("link", { name: /^Package groups/ })
  await target.waitFor()
  const before = await target.boundingBox()
  expect(await page.getByRole("link", { name: "Admin home" }).count()).toBe(0)
  release()
  await page.getByRole("link", { name: "Admin home" }).waitFor()
  expect(await target.boundingBox()).toEqual(before)
})
