import { mkdirSync } from "node:fs"
import { resolve } from "node:path"
import type { BrowserContext, Page } from "playwright-core"
import { afterAll, afterEach, beforeAll, beforeEach, expect } from "vitest"
import { newPage, type Stack, signIn, startStack } from "./stack.js"

export * from "./stack.js"

const shots = resolve(import.meta.dirname, "screenshots")

/**
 * Every visited screen is saved, to be looked at by a person. `npm test` (scripts/check.mjs)
 * turns this off with WELLKIT_SCREENSHOTS=0: nobody looks at a clean clone's pictures, and each
 * costs the run a full-page PNG.
 */
export const screenshot = async (page: Page, name: string) => {
  if (process.env.WELLKIT_SCREENSHOTS === "0") return
  mkdirSync(shots, { recursive: true })
  await page.screenshot({ path: resolve(shots, `${name}.png`), fullPage: true })
}

/** A toast with these words: toasts are status messages. */
export const toastSaying = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text })

/**
 * Marks the toasts on the page now. A success toast stays 6 s, so after a second action with the
 * same words the first one may still be there, or gone: `newToast` finds only one shown after this.
 */
export const markToasts = (page: Page) =>
  page.evaluate(() => {
    for (const toast of document.querySelectorAll("[role=status], [role=alert]"))
      toast.setAttribute("data-e2e-seen", "")
  })

/** A toast with these words shown since the last `markToasts`. */
export const newToast = (page: Page, text: string) =>
  page
    .getByRole("status")
    .or(page.getByRole("alert"))
    .and(page.locator(":not([data-e2e-seen])"))
    .filter({ hasText: text })

/** The page has caught up: no call is in flight, so the progress bar (HTTP-5) is gone. */
export const settled = (page: Page) => page.getByTestId("progress-bar").waitFor({ state: "detached" })

/**
 * A count of calls that must be exactly `n`. The calls go out after the action that causes them,
 * so it is read once it has got there, and again once the page has settled: more is a failure too.
 */
export const expectCount = async (page: Page, count: () => number, n: number, what?: string) => {
  await expect.poll(count, { message: what }).toBe(n)
  await settled(page)
  expect(count(), what).toBe(n)
}

/** An attribute of the element that has the focus; for a poll after a key press. */
export const focused = (page: Page, attribute: string) => () =>
  page.evaluate((name) => document.activeElement?.getAttribute(name) ?? null, attribute)

/** The page's path; for a poll after a navigation. */
export const pathOf = (page: Page) => () => new URL(page.url()).pathname

/** The page's path with its query, for `expect.poll`: where a redirect or a search left the person. */
export const addressOf = (page: Page) => () => `${new URL(page.url()).pathname}${new URL(page.url()).search}`

/** Staff sign in and open an admin area from the menu, as a person does; waits for its heading. */
export const openAdminArea = async (
  page: Page,
  portalUrl: string,
  area: { readonly link: string; readonly heading?: string; readonly exact?: boolean },
) => {
  await signInAs(page, portalUrl, "staff@wellkit.test")
  await page.waitForURL("**/noap")
  await page.getByRole("link", { name: area.link, exact: area.exact }).first().click()
  await page.getByRole("heading", { name: area.heading ?? area.link, level: 1 }).waitFor()
  return page
}

/**
 * NAV-11 has the browser fetch every screen's files (~250) after the first page. A person's
 * browser keeps them from the first visit; a test's fresh context fetches them all again on
 * every first page, which was a quarter of the e2e run's time. So tests that are not about it
 * open pages whose list of screens (`screens.json`) reads as empty, as when the list cannot be
 * read: each screen then loads when it is visited. startup, unsaved and navigation keep the
 * real list (`setupE2e({ screensAhead: true })`).
 */
export const withoutScreensAhead = (target: Page | BrowserContext) =>
  target.addInitScript(() => {
    const fromNetwork = window.fetch
    window.fetch = (input, init) =>
      String(input).endsWith("/screens.json")
        ? Promise.resolve(new Response("[]", { headers: { "content-type": "application/json" } }))
        : fromNetwork(input, init)
  })

/** Fails the test on any uncaught page error, so a crash never passes silently. */
export const watchErrors = (page: Page): Array<string> => {
  const errors: Array<string> = []
  page.on("pageerror", (error) => errors.push(error.message))
  return errors
}

const SESSION_KEY = "wellkit.session"
/** Each portal's stored session per login; `setupE2e`'s resets keep their tokens valid. */
const sessions = new Map<string, string>()
const keyOf = (portalUrl: string, email: string) => `${portalUrl} ${email}`
const tokenOf = (stored: string) => String(JSON.parse(stored).account.authToken)

/** Resets the sandbox but for the portal's stored sessions; one a test signed out is forgotten. */
const resetKeepingSessions = async (stack: Stack) => {
  const prefix = `${stack.portal.url} `
  const ours = [...sessions].filter(([key]) => key.startsWith(prefix))
  const answer = await fetch(`${stack.api.url}/__sandbox/reset`, {
    method: "POST",
    body: JSON.stringify({ keepSessions: ours.map(([, stored]) => tokenOf(stored)) }),
  })
  if (!answer.ok) throw new Error(`the sandbox's reset answered ${answer.status}: ${await answer.text()}`)
  const { keptSessions } = (await answer.json()) as { keptSessions: ReadonlyArray<string> }
  for (const [key, stored] of ours) if (!keptSessions.includes(tokenOf(stored))) sessions.delete(key)
}

/** Puts a stored session in the tab's session storage before its first page runs; once, so a sign-out sticks. */
const seedSession = (page: Page, session: string) =>
  page.addInitScript(
    ([key, value]) => {
      if (sessionStorage.getItem("e2e.seeded")) return
      sessionStorage.setItem("e2e.seeded", "1")
      sessionStorage.setItem(key, value)
    },
    [SESSION_KEY, session] as const,
  )

/** Home is wherever the portal sends a signed-in person from "/" or the sign-in page. */
const atHome = (url: URL) => url.pathname !== "/" && !url.pathname.startsWith("/auth")

/**
 * Signs the page in as `email` and waits for its home page. The form is used once a file per
 * login; later tests open the tab with the session that sign-in stored (SES-1), as a reload of a
 * signed-in tab does. Tests about signing in itself use `signIn`, the form, every time.
 */
export const signInAs = async (page: Page, portalUrl: string, email: string) => {
  const key = keyOf(portalUrl, email)
  const stored = sessions.get(key)
  if (stored) {
    await seedSession(page, stored)
    await page.goto(portalUrl)
  } else {
    await signIn(page, portalUrl, email)
  }
  await page.waitForURL(atHome)
  if (!stored) {
    const session = await page.evaluate((name) => sessionStorage.getItem(name), SESSION_KEY)
    if (session) sessions.set(key, session)
  }
  return page
}

/**
 * Opens `path` signed in as `email`, in one load where a stored session exists (the first time in
 * a file the form signs in, then the page is opened). `beforeOpen` runs just before the page at
 * `path` is asked for: a fault set there meets that load, not the sign-in's home page.
 */
export const openAs = async (
  page: Page,
  portalUrl: string,
  email: string,
  path: string,
  beforeOpen: () => void = () => {},
) => {
  const stored = sessions.get(keyOf(portalUrl, email))
  if (stored) await seedSession(page, stored)
  else await signInAs(page, portalUrl, email)
  beforeOpen()
  await page.goto(`${portalUrl}${path}`)
  return page
}

/**
 * What the page showed when a test failed, in the log: its address and its accessibility tree
 * (what the test's locators look in). A clean clone's run keeps no screenshots.
 */
const describeFailure = async (page: Page) => {
  const tree = await page
    .locator("body")
    .ariaSnapshot({ timeout: 5_000 })
    .catch((error: unknown) => `(no snapshot: ${String(error)})`)
  console.error(`The page when the test failed: ${page.url()}\n${tree.slice(0, 6_000)}`)
}

export interface E2e {
  readonly stack: Stack
  readonly page: Page
  /** `signInAs` on the test's page. */
  readonly signInAs: (email: string) => Promise<Page>
  /** `openAs` on the test's page. */
  readonly openAs: (email: string, path: string, beforeOpen?: () => void) => Promise<Page>
}

/**
 * One fresh sandbox and browser per test file; per test a reset sandbox, a new
 * page, and a check that the page threw nothing. `screensAhead`: the page fetches
 * every screen's files after its first page, as the portal does (see `withoutScreensAhead`).
 */
export const setupE2e = ({ screensAhead = false } = {}): E2e => {
  let stack: Stack | undefined
  let page: Page | undefined
  let errors: Array<string> = []
  beforeAll(async () => {
    stack = await startStack({ shareBrowser: true })
  })
  afterAll(async () => {
    await stack?.close()
  })
  beforeEach(async () => {
    if (!stack) throw new Error("the stack did not start")
    await resetKeepingSessions(stack)
    page = await newPage(stack.browser)
    if (!screensAhead) await withoutScreensAhead(page)
    errors = watchErrors(page)
  })
  afterEach(async (context) => {
    if (context.task.result?.state === "fail" && page) await describeFailure(page)
    await page?.close()
    expect(errors).toEqual([])
  })
  const e2e: E2e = {
    signInAs: (email) => signInAs(e2e.page, e2e.stack.portal.url, email),
    openAs: (email, path, beforeOpen) => openAs(e2e.page, e2e.stack.portal.url, email, path, beforeOpen),
    get stack() {
      if (!stack) throw new Error("the stack did not start")
      return stack
    },
    get page() {
      if (!page) throw new Error("no page: use it inside a test")
      return page
    },
  }
  return e2e
}
