import { existsSync } from "node:fs"
import { resolve } from "node:path"
import { DEMO_PASSWORD, SANDBOX_API_KEY, type SandboxServer, startSandboxServer } from "@wellkit/testkit"
import { type Browser, chromium, type Page } from "playwright-core"
import { type PortalServer, startPortalServer } from "../server/portal-server.js"

/** The running portal, sandbox and browser; shared by the e2e tests and the browser benches. */

const candidates = [
  process.env.CHROMIUM_PATH,
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
]

/** Debian's chromium; test tools' own browser downloads do not work on these machines. */
export const chromiumPath = (): string => {
  const found = candidates.find((path): path is string => Boolean(path && existsSync(path)))
  if (!found) throw new Error("No Chromium found. Install Debian's chromium package or set CHROMIUM_PATH.")
  return found
}

/** The flags every Chromium here is started with (TOOLCHAIN.md), the benches' included. */
export const chromiumArgs = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  // Two-tab tests need the tab in the background to answer within the 1 s wait (SES-8) on a busy CI box.
  "--disable-background-timer-throttling",
  "--disable-renderer-backgrounding",
  "--disable-backgrounding-occluded-windows",
]

export const launchBrowser = (executablePath = chromiumPath()): Promise<Browser> =>
  chromium.launch({ executablePath, args: chromiumArgs })

/** Debian's chromium-headless-shell (scripts/bootstrap.mjs installs it beside chromium). */
const headlessShell = "/usr/lib/chromium/chromium-headless-shell"

/**
 * The e2e tests' browser: Chromium's headless shell where it is installed, the same engine
 * without the browser's own interface. A page load costs it about a third less CPU, and the
 * e2e run is bound by page loads on two cores. The benches measure with the whole browser.
 */
export const testBrowserPath = (): string =>
  process.env.CHROMIUM_PATH || !existsSync(headlessShell) ? chromiumPath() : headlessShell

export const SUPPORT_PHONE = "1-800-555-0199"
export const SUPPORT_EMAIL = "help@wellkit.test"

export interface Stack {
  readonly api: SandboxServer
  readonly portal: PortalServer
  readonly browser: Browser
  readonly close: () => Promise<void>
}

/** A fresh sandbox on a random port and the built portal pointed at it, served as `npm start` serves it. */
export const startServers = async () => {
  const api = await startSandboxServer()
  const portal = await startPortalServer({
    // WELLKIT_WEB_DIST lets two builds be tested side by side on one machine.
    distDir: process.env.WELLKIT_WEB_DIST ?? resolve(import.meta.dirname, "../dist"),
    config: {
      apiHost: api.url,
      apiKey: SANDBOX_API_KEY,
      supportPhone: SUPPORT_PHONE,
      supportEmail: SUPPORT_EMAIL,
    },
  })
  return { api, portal }
}

/**
 * One Chromium per test worker (the e2e config does not isolate files): each test opens its own
 * context, so files share nothing through it. It ends with the worker's process.
 */
let workerBrowser: Promise<Browser> | undefined
const sharedBrowser = () => {
  if (!workerBrowser) {
    workerBrowser = launchBrowser(testBrowserPath())
    // A browser that crashed is replaced for the next file rather than failing every one after.
    void workerBrowser.then((browser) => browser.on("disconnected", () => (workerBrowser = undefined)))
  }
  return workerBrowser
}

/**
 * A fresh sandbox on a random port, the built portal pointed at it, and a browser: the test
 * worker's (`shareBrowser`, left open for the next file) or one of its own, closed with the rest.
 */
export const startStack = async ({ shareBrowser = false } = {}): Promise<Stack> => {
  const { api, portal } = await startServers()
  const browser = await (shareBrowser ? sharedBrowser() : launchBrowser())
  return {
    api,
    portal,
    browser,
    close: async () => {
      if (shareBrowser) for (const context of browser.contexts()) await context.close()
      else await browser.close()
      await portal.close()
      await api.close()
    },
  }
}

export const signIn = async (page: Page, baseUrl: string, email: string, password = DEMO_PASSWORD) => {
  await page.goto(`${baseUrl}/auth/login`)
  await page.getByLabel("E-mail address").fill(email)
  await page.getByLabel("Password").fill(password)
  await page.getByRole("button", { name: "Sign in" }).click()
}

/**
 * A screen gets 20 s to show what a test waits for: seen on a 2-core machine running two CPU
 * burners beside the suite, a sign-in's redirect once took over 10 s; longer means it is broken.
 */
export const newPage = async (browser: Browser) => {
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } })
  page.setDefaultTimeout(20_000)
  return page
}
