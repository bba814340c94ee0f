import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { axeTour, contextPage } from "./axe.js"
import {
  addressOf,
  expectCount,
  markToasts,
  newToast,
  openAdminArea,
  setupE2e,
  signInAs,
  toastSaying,
} from "./harness.js"
import { callCounter, wholeScreenshot as screenshot, tabTo } from "./staff-areas.js"

/**
 * Content sync (/noap/admin/contentSync): staff request a sync by
 * environment, content type, kind and items (CLI-4), and follow the history,
 * 10 a page from page 1 and paged by the server with the page in the address
 * (ADM-16, K13). A queued sync can be deleted; each opens on its own page.
 */
const e2e = setupE2e()

const PATH = "/noap/admin/contentSync"
const QUEUED = "The request has been queued for processing."
const DELETED = "The sync request has been deleted."

const staff = () => openAdminArea(e2e.page, e2e.stack.portal.url, { link: "Content sync" })
const history = (page: Page) => page.getByRole("table", { name: "Past sync requests, newest first" })
const batchIds = (page: Page) => () => history(page).locator("tbody tr td:first-child").allTextContents()
const rowOf = (page: Page, batchId: string) => history(page).getByRole("row").filter({ hasText: batchId })
/**
 * Presses Tab until the form's send button has the focus. The form waits for its own pick lists,
 * which can arrive after the history: tabbing before it is there goes round the page instead.
 */
const tabToSend = async (page: Page) => {
  await page.getByRole("button", { name: "Request sync" }).waitFor()
  for (let presses = 0; presses < 40; presses++) {
    if ((await page.evaluate(() => document.activeElement?.textContent)) === "Request sync") return
    await page.keyboard.press("Tab")
  }
  throw new Error("Tab never reached “Request sync”")
}
const syncs = () => e2e.stack.api.sandbox.db.state.syncHistory

describe("requesting a sync", () => {
  it("CLI-4: with the keyboard only, staff pick an environment, a type, selected items and send; the toast says it is queued", async () => {
    const page = await staff()
    await history(page).waitFor()
    await screenshot(page, "900-content-sync")

    // Sent with nothing picked: the form says everything that is missing at once, each on its field.
    await tabToSend(page)
    await page.keyboard.press("Enter")
    await page.getByText("Choose an environment.").waitFor()
    await page.getByText("Choose a content type.").waitFor()

    // One letter picks the first option it starts: a word typed slowly would start a new search at each letter.
    await tabTo(page, "environmentId")
    await page.keyboard.press("s")
    await expect.poll(addressOf(page)).toBe(`${PATH}?environmentId=staging`)
    await page.keyboard.press("Tab")
    await page.keyboard.press("p")
    await page.keyboard.press("Tab")
    await page.keyboard.press("s")
    await expect
      .poll(addressOf(page))
      .toBe(`${PATH}?environmentId=staging&contentTypeId=programs&syncType=selected`)
    const items = page.getByRole("group", { name: "Items to sync" })
    await items.getByRole("checkbox", { name: "Healthy back for desk workers" }).waitFor()
    // Staging's drafts are on offer; UAT's own form templates are not programs.
    expect(await items.getByRole("checkbox").count()).toBe(6)

    // Sent with no item checked: the form asks for one.
    await tabTo(page, "itemIds")
    await tabToSend(page)
    await page.keyboard.press("Enter")
    await page.getByText("Check at least one item to sync.").waitFor()
    await screenshot(page, "901-content-sync-needs-items")

    await tabTo(page, "itemIds")
    await page.keyboard.press("Space")
    await page.keyboard.press("Tab")
    await page.keyboard.press("Space")
    await tabToSend(page)
    await page.keyboard.press("Enter")
    await toastSaying(page, QUEUED).waitFor()
    const [sent] = syncs()
    expect(sent).toMatchObject({
      environmentId: "staging",
      contentTypeId: "programs",
      syncTypeId: "selected",
      status: "queued",
    })
    expect(sent?.items.map((item) => item.name)).toEqual(["Sleep well in 6 weeks", "10,000 steps a day"])
    // The history shown is read again: the new sync is on top, queued, and may be deleted.
    await expect.poll(async () => (await batchIds(page)())[0]).toBe(sent?.batchId)
    await rowOf(page, sent?.batchId ?? "")
      .getByRole("cell", { name: "Queued" })
      .waitFor()
    await screenshot(page, "902-content-sync-queued")
  })

  it("CLI-4: messages are picked from an organization's messages", async () => {
    const page = await staff()
    await page.getByLabel("Environment").selectOption({ label: "Production" })
    await page.getByLabel("Content type").selectOption({ label: "Messages" })
    await page.getByLabel("Sync type").selectOption({ label: "Selected items" })
    await page.getByLabel("Organization").selectOption({ label: "Acme Holdings" })
    const items = page.getByRole("group", { name: "Items to sync" })
    await items.getByRole("checkbox", { name: "Welcome to Acme Wellness" }).check()
    await screenshot(page, "903-content-sync-messages")
    await page.getByRole("button", { name: "Request sync" }).click()
    await toastSaying(page, QUEUED).waitFor()
    expect(syncs()[0]).toMatchObject({
      contentTypeId: "messages",
      items: [expect.objectContaining({ name: "Welcome to Acme Wellness" })],
    })
  })
})

describe("the history", () => {
  it("ADM-16, K13: page 1 of 10 first (pageNumber=1&pageSize=10 on the wire); pages by the address; Back shows a kept page at once", async () => {
    const page = e2e.page
    const calls = callCounter(page, e2e.stack.api.url)
    const lines: Array<string> = []
    page.on("request", (request) => {
      if (request.url().includes("/content/sync/history")) lines.push(new URL(request.url()).search)
    })
    await staff()
    await page.getByText("Page 1 of 6").waitFor()
    expect(lines[0]).toMatch(/^\?pageNumber=1&pageSize=10&/)
    expect(await batchIds(page)()).toHaveLength(10)
    expect((await batchIds(page)())[0]).toBe("sync-1059")
    await page.getByText("60 syncs in all").waitFor()
    // Statuses in words.
    await rowOf(page, "sync-1056").getByRole("cell", { name: "Running" }).waitFor()
    await rowOf(page, "sync-1054").getByRole("cell", { name: "Failed" }).waitFor()

    await page.getByRole("button", { name: "Next page" }).click()
    await expect.poll(addressOf(page)).toBe(`${PATH}?page=2`)
    await expect.poll(async () => (await batchIds(page)())[0]).toBe("sync-1049")
    await page.getByRole("button", { name: "Next page" }).click()
    await expect.poll(addressOf(page)).toBe(`${PATH}?page=3`)
    await expect.poll(async () => (await batchIds(page)())[0]).toBe("sync-1039")
    await screenshot(page, "904-content-sync-page-3")
    expect(lines.slice(1)).toEqual([
      expect.stringMatching(/^\?pageNumber=2&pageSize=10&/),
      expect.stringMatching(/^\?pageNumber=3&pageSize=10&/),
    ])

    // Back: page 2 again, from what was kept, with no call.
    calls.reset()
    await page.goBack()
    await expect.poll(addressOf(page)).toBe(`${PATH}?page=2`)
    await expect.poll(async () => (await batchIds(page)())[0]).toBe("sync-1049")
    await expectCount(page, calls.of("content.history"), 0, "Back to a kept page")
    await page.goBack()
    await expect.poll(addressOf(page)).toBe(PATH)
    await page.getByText("Page 1 of 6").waitFor()

    // An address with a page opens on it; a reload keeps it.
    await page.goto(`${e2e.stack.portal.url}${PATH}?page=6`)
    await page.getByText("Page 6 of 6").waitFor()
    expect((await batchIds(page)()).at(-1)).toBe("sync-1000")
    await page.reload()
    await page.getByText("Page 6 of 6").waitFor()
  })

  it("a queued sync is deleted after a confirmation, with a toast, and the history is read again once; a started one offers no Delete", async () => {
    const page = await staff()
    const calls = callCounter(page, e2e.stack.api.url)
    await rowOf(page, "sync-1059").waitFor()
    expect(await rowOf(page, "sync-1056").getByRole("button").count()).toBe(0)
    expect(await rowOf(page, "sync-1050").getByRole("button").count()).toBe(0)

    // Named by what it is, not by its reference: "Delete the sync of Programs from Staging, requested …".
    const deleteOf = (batchId: string) =>
      rowOf(page, batchId).getByRole("button", { name: /^Delete the sync of .+ from .+, requested .+/ })
    await deleteOf("sync-1059").click()
    const dialog = page.getByRole("dialog", { name: /^Delete the sync of .+ from .+\?$/ })
    await dialog.getByText("The request is removed from the queue; nothing will be copied.").waitFor()
    await screenshot(page, "905-content-sync-delete-dialog")
    // Cancel keeps it.
    await dialog.getByRole("button", { name: "Cancel" }).click()
    await dialog.waitFor({ state: "detached" })
    expect(syncs().map((sync) => sync.batchId)).toContain("sync-1059")

    calls.reset()
    await deleteOf("sync-1059").click()
    await dialog.getByRole("button", { name: "Delete" }).click()
    await toastSaying(page, DELETED).waitFor()
    await expect.poll(async () => (await batchIds(page)())[0]).toBe("sync-1058")
    await expectCount(page, calls.of("content.deleteSync"), 1, "one delete")
    await expectCount(page, calls.of("content.history"), 1, "the history read again once")
    expect(syncs().map((sync) => sync.batchId)).not.toContain("sync-1059")
    await screenshot(page, "906-content-sync-deleted")

    // It started in the meantime: the server's sentence, and the history shows it running.
    const state = e2e.stack.api.sandbox.db.state
    state.syncHistory = syncs().map((sync) =>
      sync.batchId === "sync-1058" ? { ...sync, status: "running" } : sync,
    )
    await markToasts(page)
    await deleteOf("sync-1058").click()
    await dialog.getByRole("button", { name: "Delete" }).click()
    const refused = page
      .getByRole("alertdialog")
      .filter({ hasText: "Sync sync-1058 is running: only a queued sync can be deleted." })
    await refused.waitFor()
    await screenshot(page, "907-content-sync-refused")
    await refused.getByRole("button", { name: "OK" }).click()
    await rowOf(page, "sync-1058").getByRole("cell", { name: "Running" }).waitFor()
    expect(await newToast(page, DELETED).count()).toBe(0)
  })

  it("a sync's page shows its items and what became of each; Back leads to the history page it came from; an unknown sync is not found", async () => {
    const page = await staff()
    await page.getByRole("button", { name: "Next page" }).click()
    await expect.poll(addressOf(page)).toBe(`${PATH}?page=2`)
    const failed = syncs().find((sync) => sync.status === "failed" && syncs().indexOf(sync) >= 10)
    await page.getByRole("link", { name: failed?.batchId }).click()
    await page.getByRole("heading", { name: /^Sync of .+ from .+$/, level: 1 }).waitFor()
    const facts = page.getByRole("region", { name: "About this sync" })
    await facts.getByText(failed?.batchId ?? "", { exact: true }).waitFor()
    await facts.getByText("Failed", { exact: true }).waitFor()
    const items = page.getByRole("table", { name: "Items" })
    await items.getByRole("cell", { name: failed?.items[0]?.name }).waitFor()
    await items.getByRole("cell", { name: failed?.items[0]?.reason ?? "" }).waitFor()
    expect(await items.getByRole("cell", { name: "Synced" }).count()).toBe((failed?.items.length ?? 1) - 1)
    await screenshot(page, "908-content-sync-details")
    await page.getByRole("link", { name: "Back to the sync history" }).click()
    await expect.poll(addressOf(page)).toBe(`${PATH}?page=2`)
    await page.getByText("Page 2 of 6").waitFor()

    await page.goto(`${e2e.stack.portal.url}${PATH}/sync-nope`)
    await page.getByText("There is no sync with the reference sync-nope.").waitFor()
    await screenshot(page, "909-content-sync-not-found")
  })

  it("NAV-6: the page is staff's: an organization's admin is sent home", async () => {
    const page = e2e.page
    await signInAs(page, e2e.stack.portal.url, "admin@acme.test")
    await page.waitForURL(/\/dashboard/)
    await page.goto(`${e2e.stack.portal.url}${PATH}`)
    await page.waitForURL(/\/dashboard/)
    expect(await page.getByRole("heading", { name: "Content sync" }).count()).toBe(0)
  })
})

it("the content sync pages have no serious or critical WCAG 2.2 AA violation: the page, items to pick, the delete dialog, a toast, a sync's page", async () => {
  const { page, close } = await contextPage(e2e.stack.browser)
  try {
    await signInAs(page, e2e.stack.portal.url, "staff@wellkit.test")
    await page.waitForURL("**/noap")
    const { found, check, visit } = axeTour(page, e2e.stack.portal.url)
    await visit([
      ["page", PATH, "sync-1059"],
      [
        "items",
        `${PATH}?environmentId=uat&contentTypeId=challenges&syncType=selected`,
        "Ten mindful minutes",
      ],
      ["a sync's page", `${PATH}/sync-1054`, "About this sync"],
    ])
    await page.goto(`${e2e.stack.portal.url}${PATH}`)
    await page
      .getByRole("button", { name: /^Delete the sync of / })
      .first()
      .click()
    await page.getByText("The request is removed from the queue; nothing will be copied.").waitFor()
    await check("delete dialog")
    await page.getByRole("button", { name: "Delete", exact: true }).click()
    await toastSaying(page, DELETED).waitFor()
    await check("with the toast")
    await screenshot(page, "910-content-sync-toast-axe")
    expect(found).toEqual({})
  } finally {
    await close()
  }
})
