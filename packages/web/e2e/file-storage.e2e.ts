import { formatBytes } from "@wellkit/core"
import { tile } from "@wellkit/testkit"
import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { axeTour, contextPage } from "./axe.js"
import { expectCount, focused, openAdminArea, setupE2e, signInAs, toastSaying } from "./harness.js"
import { callCounter, wholeScreenshot as screenshot, tabTo } from "./staff-areas.js"

/**
 * File storage (/noap/admin/fileStorage, docs/file-storage.md): staff browse the
 * platform's containers, a container's categories and the files of one or all;
 * an image is replaced through the kit's file field (K10) and the list is read
 * again once, about 5 s later (ADM-15, K12).
 */
const e2e = setupE2e()

const PATH = "/noap/admin/fileStorage"
const BANNERS = `${PATH}/1?category=1`
const REPLACED = "The image was replaced. The list shows it in a few seconds."
const NEW_PICTURE = tile("disc", [17, 24, 39], [250, 204, 21], 64)

const stored = (name: string) => {
  const files = e2e.stack.api.sandbox.db.state.collections["fileStorage.files"]?.items ?? []
  const file = files.find((row) => row.name === name) as { data: string } | undefined
  return Buffer.from(file?.data ?? "", "base64")
}
const row = (page: Page, name: string) => page.getByRole("row").filter({ hasText: name })
const status = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text })
const signedIn = async (path: string) => {
  const page = e2e.page
  await signInAs(page, e2e.stack.portal.url, "staff@wellkit.test")
  await page.waitForURL("**/noap")
  await page.goto(`${e2e.stack.portal.url}${path}`)
  return page
}

describe("file storage: staff browse and replace an image", () => {
  it("containers → a container's categories → a category's files, and all of its files", async () => {
    const page = await openAdminArea(e2e.page, e2e.stack.portal.url, { link: "File storage" })
    await page.getByRole("link", { name: "member-content" }).waitFor()
    await page.getByText("Pictures members see in challenges and programs").waitFor()
    await screenshot(page, "940-file-storage-containers")

    await page.getByRole("link", { name: "member-content" }).click()
    await page.getByRole("heading", { name: "member-content", level: 1 }).waitFor()
    const categories = page.getByRole("navigation", { name: "Categories" })
    await categories.getByRole("link", { name: "Program tiles (3)" }).waitFor()
    await page.getByText("Choose a category, or all files, to see the files.").waitFor()
    await screenshot(page, "941-file-storage-container")

    await categories.getByRole("link", { name: "Challenge banners (3)" }).click()
    await page.getByRole("heading", { name: "Files in Challenge banners" }).waitFor()
    expect(
      await categories.getByRole("link", { name: "Challenge banners (3)" }).getAttribute("aria-current"),
    ).toBe("page")
    await page.getByText("3 files").waitFor()
    const banner = row(page, "step-challenge.png")
    await banner.getByRole("img", { name: "Preview of step-challenge.png" }).waitFor()
    await banner.getByText("image/png").waitFor()
    await banner.getByText(formatBytes(stored("step-challenge.png").length)).waitFor()
    await banner.getByRole("button", { name: "Replace step-challenge.png" }).waitFor()
    await screenshot(page, "942-file-storage-category")

    await categories.getByRole("link", { name: "All files (6)" }).click()
    await page.getByRole("heading", { name: "All files in member-content" }).waitFor()
    await page.getByText("6 files").waitFor()
    const text = row(page, "tile-sizes.txt")
    await text.getByText("No preview").waitFor()
    await text.getByText("Program tiles").waitFor()
    expect(await text.getByRole("button").count(), "only an image can be replaced").toBe(0)
    await screenshot(page, "943-file-storage-all-files")

    await page.getByRole("link", { name: "Back to file storage" }).click()
    await page.getByRole("heading", { name: "File storage", level: 1 }).waitFor()
  })

  it("ADM-15, K10, K12: an image replaced by keyboard; the list is read again once, about 5 s later, and shows the new size, date and picture", async () => {
    const page = await signedIn(BANNERS)
    const banner = row(page, "step-challenge.png")
    // The sandbox draws its pictures when the tree is first read: read their sizes once it has been.
    await banner.getByRole("img").waitFor()
    const oldSize = formatBytes(stored("step-challenge.png").length)
    const newSize = formatBytes(NEW_PICTURE.length)
    expect(newSize).not.toBe(oldSize)
    await banner.getByText(oldSize).waitFor()
    const oldDate = await banner.locator("time").getAttribute("datetime")
    const calls = callCounter(page, e2e.stack.api.url)
    const reads = calls.of("fileStorage.categoryFiles")
    const at: Record<string, number> = {}
    page.on("request", (request) => {
      if (request.method() === "PUT") at.put = Date.now()
      else if (request.url().includes("/categories/1/files")) at.read ??= Date.now()
    })

    // The keyboard only: Enter on the row's button opens the dialog, Tab reaches the field, Enter opens the chooser.
    // The chooser is awaited from here: Playwright starts catching choosers only once asked to.
    const chosen = page.waitForEvent("filechooser")
    await banner.getByRole("button", { name: "Replace step-challenge.png" }).focus()
    await page.keyboard.press("Enter")
    const dialog = page.getByRole("dialog", { name: "Replace the image step-challenge.png" })
    await dialog.getByRole("button", { name: "Replace image" }).waitFor()
    // The dialog takes the focus a moment after it shows; Tab from there, as a person would.
    await expect.poll(focused(page, "role"), { message: "the focus is in the dialog" }).toBe("dialog")
    await tabTo(page, "storageImage")
    await page.keyboard.press("Enter")
    const chooser = await chosen
    expect(chooser.isMultiple()).toBe(false)
    await chooser.setFiles({ name: "night-banner.png", mimeType: "image/png", buffer: NEW_PICTURE })
    await status(page, `Chosen: night-banner.png (${newSize})`).waitFor()
    expect(await focused(page, "name")(), "the focus is back on the field").toBe("storageImage")
    await screenshot(page, "944-file-storage-replace-chosen")
    await page.keyboard.press("Tab")
    await page.keyboard.press("Tab")
    await page.keyboard.press("Tab")
    expect(await focused(page, "type")()).toBe("button")
    await dialog.getByRole("button", { name: "Replace image" }).focus()
    await page.keyboard.press("Enter")

    // Not at once: the toast says the list follows, and the old row is still what the list shows.
    await toastSaying(page, REPLACED).waitFor()
    await expect.poll(() => dialog.count(), { message: "the dialog closes" }).toBe(0)
    await status(page, "The list will be read again in a few seconds.").waitFor()
    expect(reads(), "no read right after the PUT").toBe(0)
    await banner.getByText(oldSize).waitFor()
    await screenshot(page, "945-file-storage-replaced-toast")

    // ADM-15: what a person sees change, about 5 s later, after exactly one read.
    await banner.getByText(newSize).waitFor({ timeout: 12_000 })
    await expectCount(page, reads, 1, "one read of the files after the PUT")
    const waited = (at.read ?? 0) - (at.put ?? 0)
    expect(waited, "the read came about 5 s after the PUT").toBeGreaterThanOrEqual(4_900)
    expect(waited).toBeLessThan(8_000)
    expect(await banner.locator("time").getAttribute("datetime")).not.toBe(oldDate)
    expect(await banner.getByRole("img").getAttribute("src")).toBe(
      `data:image/png;base64,${NEW_PICTURE.toString("base64")}`,
    )
    await status(page, "The list will be read again in a few seconds.").waitFor({ state: "detached" })
    expect(stored("step-challenge.png").equals(NEW_PICTURE)).toBe(true)
    await screenshot(page, "946-file-storage-refreshed")
  })

  it("ADM-15, K12: leaving the page before the 5 s cancels the read; coming back reads the files afresh, once", async () => {
    const page = await signedIn(BANNERS)
    await row(page, "hydration-week.png").getByRole("img").waitFor()
    const reads = callCounter(page, e2e.stack.api.url).of("fileStorage.categoryFiles")
    const oldSize = formatBytes(stored("hydration-week.png").length)
    await row(page, "hydration-week.png").getByText(oldSize).waitFor()
    await row(page, "hydration-week.png").getByRole("button", { name: "Replace hydration-week.png" }).click()
    await page.getByLabel("New image", { exact: true }).setInputFiles({
      name: "water.png",
      mimeType: "image/png",
      buffer: NEW_PICTURE,
    })
    await page.getByRole("button", { name: "Replace image" }).click()
    await toastSaying(page, REPLACED).waitFor()
    const put = Date.now()
    await page.getByRole("link", { name: "Back to file storage" }).click()
    await page.getByRole("heading", { name: "File storage", level: 1 }).waitFor()
    expect(reads(), "no read on leaving").toBe(0)
    await page.getByRole("link", { name: "member-content" }).click()
    await page
      .getByRole("navigation", { name: "Categories" })
      .getByRole("link", { name: /Challenge banners/ })
      .click()
    await row(page, "hydration-week.png").getByText(formatBytes(NEW_PICTURE.length)).waitFor()
    expect(Date.now() - put, "shown before the 5 s were up: read because it was shown").toBeLessThan(5_000)
    await expectCount(page, reads, 1, "one read, for coming back")
  })

  it("K10: a file of the wrong type is refused in words before any call; Replace with nothing chosen asks for one", async () => {
    const page = await signedIn(BANNERS)
    const puts = callCounter(page, e2e.stack.api.url).of("fileStorage.replaceImage")
    await row(page, "mindful-minutes.png")
      .getByRole("button", { name: "Replace mindful-minutes.png" })
      .click()
    const dialog = page.getByRole("dialog", { name: "Replace the image mindful-minutes.png" })
    await dialog.getByRole("button", { name: "Replace image" }).click()
    await dialog.getByText("Choose an image first.").waitFor()

    const field = page.getByLabel("New image", { exact: true })
    await field.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") })
    await dialog
      .getByRole("alert")
      .getByText("“notes.txt” cannot be used here: choose a PNG, JPEG, GIF or WebP picture.")
      .waitFor()
    expect(await field.getAttribute("aria-invalid")).toBe("true")
    await screenshot(page, "947-file-storage-wrong-type")

    await field.setInputFiles({
      name: "huge.png",
      mimeType: "image/png",
      buffer: Buffer.alloc(2 * 1024 * 1024),
    })
    await dialog
      .getByRole("alert")
      .getByText("“huge.png” is 2 MB, over the 1 MB limit. Make it smaller first.")
      .waitFor()
    await dialog.getByRole("button", { name: "Replace image" }).click()
    await expectCount(page, puts, 0, "no PUT of a refused file")

    // A file that says it is a PNG but is not: the server refuses it in its own words; nothing changes.
    await field.setInputFiles({
      name: "fake.png",
      mimeType: "image/png",
      buffer: Buffer.from("not a picture"),
    })
    await dialog.getByRole("button", { name: "Replace image" }).click()
    const refusal = page.getByRole("alertdialog").filter({ hasText: "The image could not be replaced." })
    await refusal.getByText("The content is not the image/png it says it is.").waitFor()
    await screenshot(page, "949-file-storage-server-refusal")
    await refusal.getByRole("button", { name: "OK" }).click()
    await expectCount(page, puts, 1, "the refused PUT")
    expect(await toastSaying(page, REPLACED).count()).toBe(0)
    await page.keyboard.press("Escape")
    await expect.poll(() => dialog.count(), { message: "Escape closes the dialog" }).toBe(0)
    await row(page, "mindful-minutes.png")
      .getByText(formatBytes(stored("mindful-minutes.png").length))
      .waitFor()
  })
})

it("file storage has no serious or critical WCAG 2.2 AA violation: containers, categories, files, the dialog open and refusing, and with the toast", async () => {
  const { page, close } = await contextPage(e2e.stack.browser)
  try {
    await signInAs(page, e2e.stack.portal.url, "staff@wellkit.test")
    await page.waitForURL("**/noap")
    const { found, check, visit } = axeTour(page, e2e.stack.portal.url)
    await visit([
      ["containers", PATH, "member-content"],
      ["container", `${PATH}/1`, "Choose a category, or all files, to see the files."],
      ["category files", BANNERS, "3 files"],
      ["all files", `${PATH}/1?category=all`, "6 files"],
    ])
    await page.goto(`${e2e.stack.portal.url}${BANNERS}`)
    await row(page, "step-challenge.png").getByRole("button", { name: "Replace step-challenge.png" }).click()
    await page.getByRole("dialog").getByRole("button", { name: "Replace image" }).waitFor()
    await check("dialog open")
    await page.getByLabel("New image", { exact: true }).setInputFiles({
      name: "notes.txt",
      mimeType: "text/plain",
      buffer: Buffer.from("hello"),
    })
    await page.getByRole("dialog").getByRole("alert").waitFor()
    await check("dialog refusing a file")
    await page.getByLabel("New image", { exact: true }).setInputFiles({
      name: "tile.png",
      mimeType: "image/png",
      buffer: NEW_PICTURE,
    })
    await page.getByRole("button", { name: "Replace image" }).click()
    await toastSaying(page, REPLACED).waitFor()
    await check("with the toast")
    await screenshot(page, "948-file-storage-toast-axe")
    expect(found).toEqual({})
  } finally {
    await close()
  }
})
