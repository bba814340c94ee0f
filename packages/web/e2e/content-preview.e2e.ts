import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { axeTour, contextPage } from "./axe.js"
import { screenshot, settled, setupE2e, signInAs } from "./harness.js"

/**
 * The content preview (/content-preview?contentType=&id=…): a message, a blog post or
 * a flow's form as members see it, its HTML sanitised (NAV-6: a session is all it needs).
 */
const e2e = setupE2e()
const PREVIEW = "/content-preview"
const HOSTILE = `${PREVIEW}?contentType=message&id=10&entityId=1003`
const at = (page: Page, path: string) => page.goto(`${e2e.stack.portal.url}${path}`)

/** Everything a hostile body could do, were anything in it run: dialogs, errors, calls to its host. */
const watchHostile = (page: Page) => {
  const seen: Array<string> = []
  page.on("dialog", (dialog) => {
    seen.push(`dialog: ${dialog.message()}`)
    void dialog.dismiss()
  })
  page.on("pageerror", (error) => seen.push(`page error: ${error.message}`))
  page.on("console", (message) => {
    const text = message.text()
    // Chromium reports the policy refusing an inline handler as soon as the sanitiser's inert
    // parser reads the attribute (as form-templates.e2e.ts shows): nothing runs there.
    if (text.includes("Content Security Policy")) {
      if (!/^Executing inline event handler .* has been blocked\.$/.test(text)) seen.push(`policy: ${text}`)
    } else if (message.type() === "error" && !text.startsWith("Failed to load resource"))
      seen.push(`console: ${text}`)
  })
  page.on("request", (request) => {
    if (new URL(request.url()).hostname.endsWith("hostile.example")) seen.push(`request: ${request.url()}`)
  })
  return seen
}

/** The hostile message's safe part shows; none of its parts that could run is in the page. */
const expectInert = async (page: Page) => {
  const article = page.getByRole("article", { name: "Hydration week" })
  await article.getByText("Drink a glass of water with every meal this week.").waitFor()
  expect(await article.locator("script, iframe, [onerror], [onload]").count()).toBe(0)
  const prize = article.getByText("Claim your prize")
  expect((await prize.getAttribute("href")) ?? "").not.toMatch(/^\s*javascript:/i)
  await prize.click()
  // Had a handler survived, it would have run once every picture has loaded or failed.
  await expect
    .poll(() => page.evaluate(() => [...document.images].every((image) => image.complete)))
    .toBe(true)
  await settled(page)
}

describe("content preview", () => {
  it("NAV-6: a signed-out visitor is sent to sign in", async () => {
    await at(e2e.page, HOSTILE)
    await e2e.page.waitForURL("**/auth/login")
  })

  it("NAV-6: a signed-in user who is not staff previews a message with hostile HTML, and nothing in it runs", async () => {
    const page = e2e.page
    const seen = watchHostile(page)
    await signInAs(page, e2e.stack.portal.url, "admin@acme.test")
    await page.waitForURL(/\/dashboard/)
    await at(page, HOSTILE)
    await page.getByText("Preview, as members see it").waitFor()
    await expectInert(page)
    await screenshot(page, "920-content-preview-hostile-message")
    expect(seen).toEqual([])
  })

  it("a Preview link opens the message, the blog post and a flow's form in a new tab, as members see them", async () => {
    const page = e2e.page
    await signInAs(page, e2e.stack.portal.url, "staff@wellkit.test")
    await page.waitForURL("**/noap")
    const opened = async (link: ReturnType<Page["getByRole"]>) => {
      const [tab] = await Promise.all([page.context().waitForEvent("page"), link.click()])
      return tab
    }

    await at(page, "/noap/admin/messages?entityId=1003&messageHeaderId=10")
    const messageTab = await opened(page.getByRole("link", { name: "Preview (opens in a new tab)" }))
    const seen = watchHostile(messageTab)
    await expectInert(messageTab)
    expect(new URL(messageTab.url()).pathname).toBe(PREVIEW)
    expect(seen).toEqual([])
    await messageTab.close()

    await at(page, "/social/blogs/2?entityId=1000")
    const postTab = await opened(page.getByRole("link", { name: "Preview (opens in a new tab)" }))
    const postSeen = watchHostile(postTab)
    await postTab.getByRole("article", { name: "Hydration myths, busted" }).waitFor()
    await postTab.getByText("Eight glasses is a rule of thumb, not a law of nature.").waitFor()
    expect(await postTab.locator("article script, article iframe, article [onerror]").count()).toBe(0)
    await screenshot(postTab, "921-content-preview-post")
    expect(postSeen).toEqual([])
    await postTab.close()

    await at(page, "/noap/admin/flows?flowId=3")
    const formTab = await opened(
      page.getByRole("link", { name: "Preview Measurements (opens in a new tab)" }),
    )
    const form = formTab.getByRole("article", { name: "Measurements" })
    await form.getByLabel("systolic_bp").waitFor()
    expect(await form.getByLabel("systolic_bp").isDisabled()).toBe(true)
    await screenshot(formTab, "922-content-preview-form")
    await formTab.close()
  })

  it("an address that names nothing, or content that is not there, is a plain sentence", async () => {
    const page = e2e.page
    await signInAs(page, e2e.stack.portal.url, "admin@acme.test")
    await page.waitForURL(/\/dashboard/)
    const cases = [
      [`${PREVIEW}?contentType=video&id=1&entityId=1000`, "names no content type we can show"],
      [`${PREVIEW}?contentType=message&entityId=1000`, "the address names no content."],
      [`${PREVIEW}?contentType=blogPost&id=2`, "the address names no organization."],
      [`${PREVIEW}?contentType=form&id=2`, "the address names no flow."],
      [`${PREVIEW}?contentType=message&id=999&entityId=1000`, "There is no such content"],
      [`${PREVIEW}?contentType=form&id=999&flowId=3`, "There is no such content"],
    ] as const
    for (const [path, sentence] of cases) {
      await at(page, path)
      await page.getByRole("alert").filter({ hasText: sentence }).waitFor()
    }
    await screenshot(page, "923-content-preview-not-found")
  })

  it("axe: no serious or critical violation on a message, a post, a form and a bad address", async () => {
    const { page, close } = await contextPage(e2e.stack.browser)
    try {
      await signInAs(page, e2e.stack.portal.url, "staff@wellkit.test")
      await page.waitForURL("**/noap")
      const { found, visit } = axeTour(page, e2e.stack.portal.url)
      await visit([
        ["message", HOSTILE, "Drink a glass of water"],
        ["post", `${PREVIEW}?contentType=blogPost&id=2&entityId=1000`, "Eight glasses"],
        ["form", `${PREVIEW}?contentType=form&id=5&flowId=2`, "fruit_veg_servings"],
        ["unknown", `${PREVIEW}?contentType=video`, "names no content type"],
      ])
      expect(found).toEqual({})
    } finally {
      await close()
    }
  })
})
