import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { axeTour, contextPage } from "./axe.js"
import {
  expectCount,
  focused,
  openAdminArea,
  screenshot,
  settled,
  setupE2e,
  signInAs,
  toastSaying,
} from "./harness.js"

const e2e = setupE2e()

/** A 120×68 PNG (399 bytes): a picture staff upload. */
const PICTURE = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAHgAAABECAIAAADFvmZTAAABVklEQVR42u3C51oIAACF4XMlSoWSkdGgEJUZomE0cAM0VfamZSRfZWSlrKg77C7Or/M+rzZcJw1VcIM0VGEvaaiNfaShivpJQxUPkIYqGSQNtWmINNTmm6ShtgyThiodIQ1VNkoaaust0lDlt0lDbbtDGmr7XdJQO+6Rhtp5nzRUxQPSULsekoba/Yg01J7HpKH2PiENVfmUNFTVM9JQ1c9JQ9W8IA21b4w01P5x0lC1E6Sh6iZJQx2YIg118CVpqEOvSEPVvyYNdfgNaagj06ShGt6ShmqcIQ3V9I401FFIQx2bJQ11fI401Il50lAn35OGOvWBNFTzR9JQpz+RhjqzQBrq7GfSUC1fSEOd+0oa6vw30lCt30lDtS2Shmr/QRqqY4k01IVl0lAXf5KGuvSLNNTl36ShOv+Qhur6Sxqqe4U0VM8/0lBX/pOGurpKGuraGmm4DkU/dfU0gREMAAAAAElFTkSuQmCC",
  "base64",
)

/**
 * The seeded member text carries script payloads (testkit seed-social.ts): had
 * one run, it would have opened a dialog or set window.__wellkitXss.
 */
const watchPayloads = (page: Page) => {
  const dialogs: Array<string> = []
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  return async () => {
    expect(dialogs).toEqual([])
    expect(await page.evaluate(() => (window as { __wellkitXss?: unknown }).__wellkitXss)).toBeUndefined()
    // What the sanitiser lets through can never run: no handlers, frames or script links in the page.
    const live = "main [onerror], main [onload], main iframe, main script, main a[href^='javascript:']"
    expect(await page.locator(live).count()).toBe(0)
  }
}

const staff = (area: string, heading: string) =>
  openAdminArea(e2e.page, e2e.stack.portal.url, { link: area, heading, exact: true })
const toast = (text: string) => toastSaying(e2e.page, text)
const path = () => new URL(e2e.page.url()).pathname

describe("social: the blog", () => {
  it("ADM-1, ADM-2, ADM-18, NAV-12, NAV-13: staff write a draft post with a picture, publish it, edit it and delete it", async () => {
    const page = await staff("Blog", "Blog")
    const payloadsInert = watchPayloads(page)
    await page.getByText("Wellbeing at work").waitFor()
    await page.getByText("30 posts, newest first").waitFor()
    await screenshot(page, "300-social-blog")
    await page.getByRole("link", { name: "New post" }).click()
    await page.getByRole("heading", { name: "New blog post" }).waitFor()

    // Checked by the call's own schema before anything is sent.
    await page.getByRole("button", { name: "Save" }).click()
    await page.getByText("Enter a title.").waitFor()
    await page.getByText("Choose a category.").waitFor()
    await page.getByText("Enter the post.").waitFor()

    await page.getByLabel("Title").fill("Walking meetings that work")
    await page.getByLabel("Category").selectOption({ label: "Movement" })
    await page.getByLabel("Publish date").fill("2026-12-01")
    await page
      .getByLabel("Upload a picture")
      .setInputFiles({ name: "walk.png", mimeType: "image/png", buffer: PICTURE })
    await page.getByRole("img", { name: "The picture as members will see it" }).waitFor()
    await page
      .getByLabel("Post", { exact: true })
      .fill(`<p>Walk <b>and</b> talk.</p><img src=x onerror="window.__wellkitXss=1;alert(1)">`)
    const preview = page.getByRole("region", { name: "Preview, as members will see it" })
    await preview.locator("b", { hasText: "and" }).waitFor()
    await screenshot(page, "301-social-post-new")

    // ADM-1, ADM-2: created (as a draft), then its own page, with the spec's toast; NAV-12: no guard on the way.
    await page.getByRole("button", { name: "Save" }).click()
    await toast("The changes have been Successfully saved.").waitFor()
    await page.getByRole("heading", { name: "Edit “Walking meetings that work”" }).waitFor()
    await expect.poll(path).toMatch(/^\/social\/blogs\/\d+$/)
    const id = Number(path().split("/").at(-1))
    const stored = () =>
      e2e.stack.api.sandbox.db.state.collections["social.posts"]?.items.find(
        (post) => post.socialBlogPostId === id,
      )
    expect(stored()).toMatchObject({
      status: "draft",
      imageUrl: expect.stringMatching(/^data:image\/png;base64,/),
    })

    // Publish it.
    await page.getByLabel("Status").selectOption({ label: "Published" })
    await page.getByRole("button", { name: "Save" }).click()
    await expect.poll(() => stored()?.status).toBe("published")
    await expect.poll(() => page.getByText("You have unsaved changes.").count()).toBe(0)

    // NAV-13: leaving with a change asks first.
    await page.getByLabel("Title").fill("Walking meetings that really work")
    await page.getByRole("link", { name: "Back to the list" }).click()
    const leave = page.getByRole("dialog", { name: "Leave without saving?" })
    await leave.getByRole("button", { name: "Stay on this page" }).click()
    await page.getByRole("button", { name: "Save" }).click()
    await page.getByRole("heading", { name: "Edit “Walking meetings that really work”" }).waitFor()
    await screenshot(page, "302-social-post-edit")

    // ADM-2: delete asks, then goes to the list, which no longer has it.
    await page.getByRole("button", { name: "Delete" }).click()
    const ask = page.getByRole("dialog", { name: "Delete the post “Walking meetings that really work”?" })
    await ask.getByRole("button", { name: "Delete" }).click()
    await toast("The blog post was Successfully deleted.").waitFor()
    await page.getByRole("heading", { name: "Blog", level: 1 }).waitFor()
    await expect.poll(path).toBe("/social/blogs")
    await page.getByText("30 posts, newest first").waitFor()
    await expect
      .poll(() => page.getByRole("link", { name: "Walking meetings that really work" }).count())
      .toBe(0)
    await payloadsInert()
  })

  it("the blog pages through its posts, and posts with payloads open inert", async () => {
    const page = await staff("Blog", "Blog")
    const payloadsInert = watchPayloads(page)
    await page.getByRole("button", { name: "Next page" }).click()
    await page.getByText("Page 2 of 3").waitFor()
    await expect.poll(() => new URL(page.url()).searchParams.get("page")).toBe("2")
    for (const id of [2, 7, 12, 17, 22]) {
      await page.goto(`${e2e.stack.portal.url}/social/blogs/${id}?entityId=1000`)
      await page.getByRole("heading", { name: /^Edit “/ }).waitFor()
      await page.getByRole("region", { name: "Preview, as members will see it" }).locator("h2").waitFor()
    }
    await screenshot(page, "303-social-post-payload")
    await payloadsInert()
  })

  it("issue 40: a post's HTML with controls in it cannot submit, navigate or run from the editor's preview", async () => {
    const page = await staff("Blog", "Blog")
    const payloadsInert = watchPayloads(page)
    await page.goto(`${e2e.stack.portal.url}/social/blogs/7?entityId=1000`)
    await page.getByRole("heading", { name: /^Edit “/ }).waitFor()
    const hostile = [
      "<p>Before</p>",
      "<button>Read more</button>",
      '<input type="submit" value="Go" formaction="/evil">',
      "<select><option>One</option></select><textarea>x</textarea>",
      '<a href="https://evil.test/">away</a>',
      '<details open ontoggle="window.__wellkitXss=1"><summary>More</summary>inside</details>',
      '<meta http-equiv="refresh" content="0;url=https://evil.test/">',
      '<svg onload="window.__wellkitXss=1"><text>svg</text></svg>',
      '<p tabindex="0" autofocus contenteditable="true">After</p>',
    ].join("")
    await page.getByLabel("Post", { exact: true }).fill(hostile)
    const preview = page.getByRole("region", { name: "Preview, as members will see it" })
    await preview.getByText("After").waitFor()
    // Outside the post's form: nothing in it can be a control of that form.
    expect(await preview.evaluate((region) => region.closest("form"))).toBeNull()
    expect(
      await preview
        .locator("button, input, select, textarea, svg, meta, [tabindex], [contenteditable]")
        .count(),
    ).toBe(0)
    expect(await preview.getByRole("link", { name: "away" }).getAttribute("target")).toBe("_blank")
    const requests = e2e.stack.api.sandbox.requests
    requests.length = 0
    const address = page.url()
    // Every element the preview shows, clicked as a person would; a link opens apart, so it is left to its own tab.
    const shown = preview.locator("div *:not(a)")
    for (let at = 0; at < (await shown.count()); at += 1) await shown.nth(at).click({ force: true })
    await settled(page)
    expect(requests.filter((request) => !request.startsWith("GET "))).toEqual([])
    expect(page.url()).toBe(address)
    expect(await page.getByText("You have unsaved changes.").count()).toBe(1)
    await payloadsInert()
  })

  it("issue 40: a title pasted over its limit is cut by the field, and the person is told what was left out", async () => {
    const page = await staff("Blog", "Blog")
    await page.getByRole("link", { name: "New post" }).click()
    await page.getByRole("heading", { name: "New blog post" }).waitFor()
    const title = page.getByLabel("Title")
    await page.getByText("0 of 120 characters.").waitFor()
    await page
      .context()
      .grantPermissions(["clipboard-read", "clipboard-write"], { origin: e2e.stack.portal.url })
    const long = "Walking meetings that work. ".repeat(11).slice(0, 301)
    await page.evaluate((text) => navigator.clipboard.writeText(text), long)
    await title.focus()
    await page.keyboard.press("ControlOrMeta+V")
    await expect.poll(() => title.inputValue()).toBe(long.slice(0, 120))
    await page
      .getByText(
        "120 of 120 characters. What you pasted was 301 characters: only the first 120 fit, and the rest was left out.",
      )
      .waitFor()
  })

  it("ADM-18: an organization without SOCIAL_BLOG_ID is told so, in the page, with Try again", async () => {
    const stored = e2e.stack.api.sandbox.db.state.collections.systemParameters ?? { nextId: 1, items: [] }
    const kept = stored.items
    stored.items = kept.filter((p) => !(p.entityId === 1001 && p.name === "SOCIAL_BLOG_ID"))
    const page = await staff("Blog", "Blog")
    await page.getByLabel("Organization", { exact: true }).selectOption({ label: "Acme West" })
    const alert = page
      .getByRole("alert")
      .filter({ hasText: "its SOCIAL_BLOG_ID system parameter is missing" })
    await alert.waitFor()
    await screenshot(page, "304-social-blog-no-parameter")
    stored.items = kept
    await alert.getByRole("button", { name: "Try again" }).click()
    await page.getByText("30 posts, newest first").waitFor()
  })

  it("ERR-5: a blog that cannot be loaded is one message in the page, and Try again loads it", async () => {
    e2e.stack.api.sandbox.faults.set({ endpoint: "social.getBlog", status: 500, times: 1 })
    const page = await staff("Blog", "Blog")
    const alert = page.getByRole("alert").filter({ hasText: "The blog could not be loaded." })
    await alert.waitFor()
    await screenshot(page, "305-social-blog-failed")
    await alert.getByRole("button", { name: "Try again" }).click()
    await page.getByText("30 posts, newest first").waitFor()
  })
})

describe("social: communities", () => {
  it("ADM-1, ADM-2: staff create a community, edit it and delete it", async () => {
    const page = await staff("Communities", "Communities")
    const payloadsInert = watchPayloads(page)
    await page.getByRole("link", { name: "Lunchtime walkers" }).waitFor()
    // A member's markup in a description is shown as text.
    await page.getByText('Peer support for people leaders. <img src=x onerror="').waitFor()
    await screenshot(page, "310-social-communities")
    await page.getByRole("link", { name: "New community", exact: true }).click()
    await page.getByRole("heading", { name: "New community" }).waitFor()
    await page.getByLabel("Name").fill("Swimmers at dawn")
    await page.getByLabel("Description").fill("Lanes booked at 7:00, Tuesdays and Thursdays.")
    await page
      .getByLabel("Visibility")
      .selectOption({ label: "Private: anyone can find it; joining needs approval" })
    await page.getByLabel("Picture address").fill("javascript:alert(1)")
    await page.getByRole("button", { name: "Save" }).click()
    await page.getByText("Use an https:// address, or upload a PNG, JPEG, GIF or WebP picture.").waitFor()
    await screenshot(page, "311-social-community-new")
    await page.getByLabel("Picture address").fill("")
    await page.getByRole("button", { name: "Save" }).click()
    await toast("The changes have been Successfully saved.").waitFor()
    await page.getByRole("heading", { name: "Edit Swimmers at dawn" }).waitFor()
    await page.getByText("0 members").waitFor()
    await expect.poll(path).toMatch(/^\/social\/communities\/\d+$/)

    await page.getByLabel("Name").fill("Early swimmers")
    await page.getByRole("button", { name: "Save" }).click()
    await page.getByRole("heading", { name: "Edit Early swimmers" }).waitFor()
    await screenshot(page, "312-social-community-edit")
    await page.getByRole("link", { name: "Back to the list" }).click()
    await page.getByRole("link", { name: "Early swimmers" }).click()
    await page.getByRole("button", { name: "Delete" }).click()
    await page
      .getByRole("dialog", { name: "Delete the community “Early swimmers”?" })
      .getByRole("button", { name: "Delete" })
      .click()
    await toast("The community was Successfully deleted.").waitFor()
    await page.getByRole("heading", { name: "Communities", level: 1 }).waitFor()
    await expect.poll(path).toBe("/social/communities")
    await page.getByRole("link", { name: "Lunchtime walkers" }).waitFor()
    await expect.poll(() => page.getByRole("link", { name: "Early swimmers" }).count()).toBe(0)
    await payloadsInert()
  })

  it("ERR-5: a community that cannot be saved says so in the community's words", async () => {
    e2e.stack.api.sandbox.faults.set({ endpoint: "social.updateCommunity", status: 503, times: 1 })
    const page = await staff("Communities", "Communities")
    await page.getByRole("link", { name: "Cycle to work" }).click()
    await page.getByLabel("Name").fill("Cycle to work, all year")
    await page.getByRole("button", { name: "Save" }).click()
    await page.getByRole("alertdialog").getByText("The community could not be saved.").waitFor()
    await screenshot(page, "313-social-community-save-failed")
  })
})

describe("social: moderation", () => {
  it("ADM-19: staff work through the queue by keyboard: approve one, remove two at once, then switch the filter", async () => {
    const page = await staff("Moderation", "Moderation")
    const payloadsInert = watchPayloads(page)
    const requests = e2e.stack.api.sandbox.requests
    const flagReads = () => requests.filter((r) => r === "GET /social/contentFlags").length
    const decisions = () => requests.filter((r) => r.startsWith("PUT /social/contentFlags/")).length
    const queue = page.getByRole("region", { name: "Flagged content: Waiting for a decision" })
    await queue.getByRole("listitem").first().waitFor()
    await page.getByText("Keyboard shortcuts").waitFor()
    await screenshot(page, "320-social-moderation")

    // A letter that is no option of the filter stays the filter's: no shortcut runs outside the queue.
    await page.getByLabel("Show").focus()
    await page.keyboard.press("j")
    expect(decisions()).toBe(0)

    const items = queue.locator("ul > li[tabindex]")
    const current = queue.locator("li[aria-current='true']")
    const names = async () => (await items.allTextContents()).length
    const before = await names()
    // Into the queue with Tab only. Only the current item can take the focus (a roving tabindex), and
    // Tab moves the focus at once, so each press is read before the next.
    for (let tab = 0; tab < 8; tab += 1) {
      await page.keyboard.press("Tab")
      if ((await focused(page, "aria-current")()) === "true") break
    }
    await expect.poll(focused(page, "aria-current")).toBe("true")
    const first = await current.textContent()
    await page.keyboard.press("a")
    await toast("The content was Successfully approved.").waitFor()
    await expect.poll(names).toBe(before - 1)
    // The queue moved on: the next item is current and has focus.
    await expect.poll(focused(page, "aria-current")).toBe("true")
    await expect.poll(() => current.textContent()).not.toBe(first)

    await page.keyboard.press("x")
    await page.keyboard.press("j")
    await page.keyboard.press("x")
    await page.getByText("2 selected").waitFor()
    await screenshot(page, "321-social-moderation-selected")
    await page.keyboard.press("r")
    await toast("The content was Successfully removed.").waitFor()
    await expect.poll(names).toBe(before - 3)
    await expectCount(page, decisions, 3, "decisions sent")

    // ADM-19: each change of the filter fetches the flags again. For one render the queue is named
    // after the new filter but still lists the last filter's items (app/use-cache.ts, useRead, clears
    // them in an effect), so each change waits for the answer to its own read before the list.
    await settled(page)
    const reads = flagReads()
    const flagsRead = (status: string) =>
      page.waitForResponse((response) => {
        const url = new URL(response.url())
        return (
          response.request().method() === "GET" &&
          url.pathname.endsWith("/social/contentFlags") &&
          (url.searchParams.get("status") ?? "open") === status
        )
      })
    for (const [status, label] of [
      ["removed", "Removed"],
      ["approved", "Approved"],
      ["open", "Waiting for a decision"],
    ] as const) {
      const answered = flagsRead(status)
      await page.getByLabel("Show").selectOption({ label })
      await answered
      await page
        .getByRole("region", { name: `Flagged content: ${label}` })
        .getByRole("listitem")
        .first()
        .waitFor()
    }
    await expectCount(page, flagReads, reads + 3, "reads of the flags")
    const flags = e2e.stack.api.sandbox.db.state.collections["social.flags"]?.items ?? []
    expect(flags.filter((flag) => flag.status === "removed")).toHaveLength(7)
    await payloadsInert()
  })

  it("ERR-5: flags that cannot be loaded, or a decision that fails, say so", async () => {
    e2e.stack.api.sandbox.faults.set({ endpoint: "social.listContentFlags", status: 500, times: 1 })
    const page = await staff("Moderation", "Moderation")
    const alert = page.getByRole("alert").filter({ hasText: "The flagged content could not be loaded." })
    await alert.waitFor()
    await alert.getByRole("button", { name: "Try again" }).click()
    await page.getByRole("button", { name: "Approve" }).waitFor()
    e2e.stack.api.sandbox.faults.set({ endpoint: "social.updateContentFlag", status: 500, times: 1 })
    await page.getByRole("button", { name: "Approve" }).click()
    await page.getByRole("alertdialog").getByText("The flagged content could not be updated.").waitFor()
    await screenshot(page, "322-social-moderation-failed")
  })
})

describe("issue 40: moderation's bulk decision that partly fails", () => {
  it("ERR-5: names what was not done, keeps it selected for a retry, reads the queue once, and the retry finishes it", async () => {
    const page = await staff("Moderation", "Moderation")
    const queue = page.getByRole("region", { name: "Flagged content: Waiting for a decision" })
    const boxes = queue.getByRole("checkbox", { name: /^Select: / })
    await boxes.first().waitFor()
    for (let at = 0; at < 3; at += 1) await boxes.nth(at).check()
    await page.getByText("3 selected").waitFor()
    const requests = e2e.stack.api.sandbox.requests
    requests.length = 0
    e2e.stack.api.sandbox.faults.set({ endpoint: "social.updateContentFlag", status: 500, times: 1 })
    await page.getByRole("button", { name: "Approve" }).click()
    const alert = page.getByRole("alertdialog")
    await alert.getByText("The flagged content could not be updated.").waitFor()
    await alert
      .getByText(/Not done: .+ in .+\. It is still selected, to try again\. The 2 others were done\./)
      .waitFor()
    await toast("The content was Successfully approved.").waitFor()
    await settled(page)
    expect(requests.filter((request) => request === "GET /social/contentFlags")).toHaveLength(1)
    const said = (await alert.textContent()) ?? ""
    await alert.getByRole("button").first().click()
    // The one not done is the one still selected, by the name the message gave it.
    await page.getByText("1 selected").waitFor()
    const kept = (await queue.getByRole("checkbox", { checked: true }).getAttribute("aria-label")) ?? ""
    expect(said).toContain(`Not done: ${kept.replace(/^Select: /, "")}.`)
    await page.getByRole("button", { name: "Approve" }).click()
    await expect.poll(() => queue.getByRole("checkbox", { name: kept }).count()).toBe(0)
    await page.getByText("0 selected").waitFor()
  })
})

describe("NAV-6: social needs a login only", () => {
  it("NAV-6: an organization admin may enter; signed out, the guard runs again on the next navigation", async () => {
    const { page } = e2e
    await page.goto(`${e2e.stack.portal.url}/social/moderation`)
    await page.waitForURL("**/auth/login**")
    await signInAs(page, e2e.stack.portal.url, "admin@acme.test")
    await page.waitForURL(/\/dashboard/)
    await page.goto(`${e2e.stack.portal.url}/social/communities`)
    await page.getByRole("link", { name: "Lunchtime walkers" }).waitFor()
    await page.getByRole("button", { name: "Sign out" }).click()
    await page.waitForURL("**/auth/login**")
    await page.goBack()
    await page.waitForURL("**/auth/login**")
    expect(path()).toBe("/auth/login")
  })
})

it("the social screens have no serious or critical WCAG 2.2 AA violation", async () => {
  const { page, close } = await contextPage(e2e.stack.browser)
  try {
    await signInAs(page, e2e.stack.portal.url, "staff@wellkit.test")
    await page.waitForURL("**/noap")
    const { found, check, visit } = axeTour(page, e2e.stack.portal.url)
    await visit([
      ["blog", "/social/blogs?entityId=1000", "30 posts, newest first"],
      ["new post", "/social/blogs/new?entityId=1000", "New blog post"],
      ["post", "/social/blogs/2?entityId=1000", "Edit “Hydration myths, busted”"],
      ["communities", "/social/communities?entityId=1000", "Lunchtime walkers"],
      ["community", "/social/communities/1?entityId=1000", "Edit Lunchtime walkers"],
      ["new community", "/social/communities/new?entityId=1000", "New community"],
      ["moderation", "/social/moderation", "Keyboard shortcuts"],
      ["moderation, removed", "/social/moderation?status=removed", "Keyboard shortcuts"],
    ])
    await page.goto(`${e2e.stack.portal.url}/social/blogs/new?entityId=1000`)
    await page.getByRole("button", { name: "Save" }).click()
    await page.getByText("Enter a title.").waitFor()
    await check("post with errors")
    expect(found).toEqual({})
  } finally {
    await close()
  }
})
