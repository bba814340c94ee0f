import type { Page } from "playwright-core"
import { beforeEach, expect, it } from "vitest"
import { MIN_BYTES } from "../scripts/precompress.js"
import { screenshot, setupE2e, signIn } from "./harness.js"

/**
 * The portal runs under its Content-Security-Policy (server/portal-server.ts)
 * without a single violation, and the policy does refuse what it is there to refuse.
 */

const e2e = setupE2e()

/** Violations the page reports (securitypolicyviolation), and what Chromium writes about CSP on the console. */
let violations: Array<string>
let cspConsole: Array<string>
/** The portal's own scripts as the browser got them: encoding and bytes on the wire. */
let scripts: Array<{ readonly path: string; readonly encoding: string; readonly bytes: number }>

const recordViolations = async (page: Page) => {
  await page.exposeFunction("__wellkitCspViolation", (report: string) => {
    violations.push(report)
  })
  // Init scripts come through the DevTools protocol, which the policy does not govern.
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { __wellkitCspViolation: (report: string) => void })
        .__wellkitCspViolation
      report(
        `${event.effectiveDirective} refused ${event.blockedURI} at ${location.pathname} (${event.sourceFile}:${event.lineNumber})`,
      )
    })
  })
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) cspConsole.push(message.text())
  })
  page.on("response", (response) => {
    const url = new URL(response.url())
    if (url.pathname.startsWith("/assets/") && url.pathname.endsWith(".js"))
      scripts.push({
        path: url.pathname,
        encoding: response.headers()["content-encoding"] ?? "none",
        bytes: Number(response.headers()["content-length"]),
      })
  })
}

beforeEach(async () => {
  violations = []
  cspConsole = []
  scripts = []
  await recordViolations(e2e.page)
})

/** Visits each screen and waits for what shows it has drawn, so its scripts, styles, charts and calls have run. */
const tour = async (page: Page, screens: ReadonlyArray<readonly [path: string, ready: string]>) => {
  for (const [path, ready] of screens) {
    await page.goto(`${e2e.stack.portal.url}${path}`)
    await page.getByText(ready, { exact: false }).first().waitFor()
  }
}

it("the sign-in page comes with the policy and compressed; staff tour their screens without a violation", async () => {
  const { page } = e2e
  const response = await page.goto(`${e2e.stack.portal.url}/auth/login`)
  const headers = response?.headers() ?? {}
  const policy = headers["content-security-policy"] ?? ""
  expect(policy).toContain("script-src 'self';")
  expect(policy).not.toContain("unsafe-inline")
  // Issue 23: the build-time page's stylesheet is inline, allowed by its hash alone.
  expect(policy).toMatch(/style-src 'self' 'sha256-[\w+/]+=*';/)
  expect(policy).toContain(
    `connect-src 'self' ${e2e.stack.api.url} ${e2e.stack.api.url.replace(/^http/, "ws")}`,
  )
  expect(policy).toContain("frame-ancestors 'none'")
  expect(headers["x-content-type-options"]).toBe("nosniff")
  expect(headers["referrer-policy"]).toBe("no-referrer")
  await page.getByRole("button", { name: "Sign in" }).waitFor()
  // Chromium asks for brotli: every script of the sign-in route came that way, but those too small to gain from it.
  expect(scripts.length).toBeGreaterThan(0)
  expect(
    scripts.filter(({ encoding, bytes }) => encoding !== "br" && !(encoding === "none" && bytes < MIN_BYTES)),
  ).toEqual([])
  expect(scripts.find(({ path }) => /^\/assets\/index-.*\.js$/.test(path))?.encoding).toBe("br")

  await signIn(page, e2e.stack.portal.url, "staff@wellkit.test")
  await page.waitForURL("**/noap")
  await page.getByRole("heading", { name: "Administration" }).waitFor()
  await page.getByRole("link", { name: "Healthtrackers", exact: true }).first().click()
  await page.getByRole("link", { name: "Daily steps" }).waitFor()
  await page.getByRole("link", { name: "Messages", exact: true }).first().click()
  await page.getByRole("link", { name: "WELCOME_EMAIL" }).click()
  // The preview is the API's HTML, sanitised and rendered (SafeHtml).
  await page.getByRole("region", { name: "Preview" }).getByText("wellness program").waitFor()
  await tour(page, [
    ["/support", "Send us a message"],
    ["/account", "Send verification e-mail"],
  ])
  await screenshot(page, "230-csp-staff")
  expect(violations).toEqual([])
  expect(cspConsole).toEqual([])
})

it("an organization admin tours charts, the virtualized list, live updates and the chat panel without a violation", async () => {
  const { page } = e2e
  await signIn(page, e2e.stack.portal.url, "admin@acme.test")
  await page.waitForURL(/\/dashboard/)
  // The notification hub's WebSocket is on the API's ws: origin.
  await page.getByTestId("live-status").getByText("Live updates: on").waitFor()
  await page.locator("[data-bar]").first().waitFor()
  await tour(page, [
    ["/option?entityId=1000", "Acme Holdings — Wellness 2026"],
    ["/challenges?entityId=1000", "Add a challenge"],
    ["/manage-users/batches/b-2026-0211?entityId=1000", "Failed rows"],
    ["/reward?entityId=1000", "Add funds"],
    ["/cart?entityId=1000&licenseId=7002", "See the price"],
  ])

  // The virtualised list positions its rows with React style props (the CSSOM, which style-src does not govern).
  await page.goto(`${e2e.stack.portal.url}/manage-users?entityId=1000`)
  await page.getByTestId("user-rows").getByRole("listitem").first().waitFor()

  await page.goto(`${e2e.stack.portal.url}/reports?entityId=1000`)
  const form = page.getByRole("form", { name: "Choose a report" })
  await form.getByLabel("License").selectOption({ label: "Acme Holdings — Wellness 2026" })
  await form.getByLabel("From").fill("2026-10-24")
  await form.getByLabel("To").fill("2026-11-22")
  await form.getByRole("button", { name: "Show report" }).click()
  await page.locator("[data-bar]").first().waitFor()

  await page.getByRole("button", { name: "Chat with us" }).click()
  await page.getByText("Send us a message").first().waitFor()
  await screenshot(page, "231-csp-admin")
  expect(violations).toEqual([])
  expect(cspConsole).toEqual([])
})

it("an injected inline script and inline style are refused, and reported", async () => {
  const { page } = e2e
  // Twice: the recorder must outlive a full page load, as it does in the tours above.
  for (let load = 0; load < 2; load += 1) {
    await page.goto(`${e2e.stack.portal.url}/auth/login`)
    await page.getByRole("button", { name: "Sign in" }).waitFor()
  }
  // page.evaluate itself is the DevTools protocol's; the <script> it adds is the page's own and under the policy.
  await page.evaluate(() => {
    const script = document.createElement("script")
    script.textContent = "window.__injected = 'ran'"
    document.body.append(script)
    const holder = document.createElement("div")
    holder.innerHTML = '<p id="styled" style="color: rgb(255, 0, 0)">styled</p>'
    document.body.append(holder)
  })
  await expect.poll(() => violations.length).toBeGreaterThanOrEqual(2)
  expect(await page.evaluate(() => (window as unknown as { __injected?: string }).__injected)).toBeUndefined()
  expect(
    await page.evaluate(() => getComputedStyle(document.getElementById("styled") as Element).color),
  ).not.toBe("rgb(255, 0, 0)")
  expect(violations).toEqual([
    expect.stringMatching(/^script-src-elem refused inline at \/auth\/login/),
    expect.stringMatching(/^style-src-attr refused inline at \/auth\/login/),
  ])
  await expect.poll(() => cspConsole.length).toBe(2)
  expect(cspConsole[0]).toMatch(/inline script .*Content Security Policy/)
})
