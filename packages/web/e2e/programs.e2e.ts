import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { axeTour, contextPage } from "./axe.js"
import {
  addressOf as address,
  expectCount,
  focused,
  markToasts,
  newToast,
  openAdminArea,
  setupE2e,
  signInAs,
  toastSaying,
} from "./harness.js"
import { callCounter, wholeScreenshot as screenshot, tabTo } from "./staff-areas.js"

/**
 * Programs (/noap/admin/programs): searched across organizations by tags
 * (HTTP-8: one `tags` parameter, encoded once), the search kept in the
 * address; a program read by its own call; saving or deleting one runs the
 * last search again, once (ADM-6). Driven by role, label and visible text.
 */
const e2e = setupE2e()
const LIST = "/noap/admin/programs"
const SAVED = "The changes have been Successfully saved."
const DELETED = "The program has been Successfully deleted."
const SEARCH_FAILED = "The programs could not be searched."

const staff = () => openAdminArea(e2e.page, e2e.stack.portal.url, { link: "Programs" })
const programs = () => e2e.stack.api.sandbox.db.state.programs
const idOf = (name: string, entityId = 1000) => {
  const id = programs().find((p) => p.name === name && p.entityId === entityId)?.programId
  if (id === undefined) throw new Error(`organization ${entityId} has no program “${name}”`)
  return id
}
const results = (page: Page) => page.getByRole("table", { name: "Programs" })
const rowNames = (page: Page) => results(page).getByRole("row").getByRole("link").allTextContents()
/** The raw `tags` parameter of every program search the browser sent. */
const tagsSent = (page: Page, apiUrl: string) => {
  const sent: Array<string> = []
  page.on("request", (request) => {
    const url = new URL(request.url())
    if (url.origin === new URL(apiUrl).origin && url.pathname === "/programs")
      sent.push(/[?&]tags=([^&]*)/.exec(url.search)?.[1] ?? "(no tags parameter)")
  })
  return sent
}

describe("programs: a tag search staff can share", () => {
  it("HTTP-8: tags picked to include and to leave out are one tags parameter, encoded once; the search is the address, shared by link and restored by Back", async () => {
    const sent = tagsSent(e2e.page, e2e.stack.api.url)
    const page = await staff()
    const search = page.getByRole("search", { name: "Search programs" })
    await results(page).waitFor()
    await search.getByLabel("Organization").selectOption({ label: "Acme Holdings" })
    const withTags = search.getByRole("group", { name: "With tags" })
    await withTags.getByRole("checkbox", { name: "Sleep" }).check()
    await search.getByRole("button", { name: "Search" }).click()
    await expect.poll(address(page)).toBe(`${LIST}?entityId=1000&tags=Sleep`)
    await expect.poll(() => rowNames(page)).toEqual(["Sleep and stress reset", "Sleep better in 30 days"])
    await page.getByText("2 programs").waitFor()
    await screenshot(page, "740-programs-tag-search")

    // Leaving a tag out, by keyboard: Tab to its checkbox, Space, Enter in the form.
    await search
      .getByRole("group", { name: "Without tags" })
      .getByRole("checkbox", { name: "Coaching" })
      .focus()
    await page.keyboard.press("Space")
    await search.getByLabel("Name").focus()
    await page.keyboard.press("Enter")
    await expect.poll(address(page)).toBe(`${LIST}?entityId=1000&tags=Sleep&notTags=Coaching`)
    await expect.poll(() => rowNames(page)).toEqual(["Sleep better in 30 days"])
    expect(sent.at(-1), "HTTP-8: comma-joined, encoded once").toBe("Sleep%2C-Coaching")
    expect(sent.join(" ")).not.toContain("%25")
    expect(sent[0], "HTTP-8: tags is sent, empty, when no tag is chosen").toBe("")
    const shared = page.url()

    // Back restores the last search, form included; the same address in another tab shows the same programs.
    await page.goBack()
    await expect.poll(address(page)).toBe(`${LIST}?entityId=1000&tags=Sleep`)
    await expect.poll(() => rowNames(page)).toEqual(["Sleep and stress reset", "Sleep better in 30 days"])
    expect(
      await search
        .getByRole("group", { name: "Without tags" })
        .getByRole("checkbox", { name: "Coaching" })
        .isChecked(),
    ).toBe(false)
    // A colleague given the link signs in and sees the same search.
    const colleague = await contextPage(e2e.stack.browser)
    try {
      const other = colleague.page
      await signInAs(other, e2e.stack.portal.url, "staff@wellkit.test")
      await other.waitForURL("**/noap")
      await other.goto(shared)
      await other.getByRole("heading", { name: "Programs", level: 1 }).waitFor()
      await expect.poll(() => rowNames(other)).toEqual(["Sleep better in 30 days"])
      const coaching = other
        .getByRole("group", { name: "Without tags" })
        .getByRole("checkbox", { name: "Coaching" })
      expect(await coaching.isChecked()).toBe(true)
    } finally {
      await colleague.close()
    }

    // Another order starts from page 1 and is kept in the address.
    await page.getByLabel("Order").selectOption({ label: "Newest first" })
    await expect.poll(address(page)).toBe(`${LIST}?entityId=1000&tags=Sleep&sort=newest`)
    await expect.poll(() => rowNames(page)).toEqual(["Sleep better in 30 days", "Sleep and stress reset"])
  })
})

describe("programs: ADM-6, the last search runs again once after a change", () => {
  it("ADM-6, ADM-2: a save goes to /{programId} with the search kept and one search GET; a delete goes to the list with the spec's toast and one search GET", async () => {
    const page = await staff()
    const calls = callCounter(page, e2e.stack.api.url)
    await page.goto(`${e2e.stack.portal.url}${LIST}?entityId=1000&tags=Stress`)
    await expect.poll(() => rowNames(page)).toEqual(["Mindful minutes", "Sleep and stress reset"])
    await results(page).getByRole("link", { name: "Mindful minutes" }).click()
    await page.getByRole("heading", { name: "Edit Mindful minutes", level: 1 }).waitFor()
    const id = idOf("Mindful minutes")
    await expect.poll(address(page)).toBe(`${LIST}/${id}?entityId=1000&tags=Stress`)

    calls.reset()
    await page.getByLabel("Name").fill("Mindful minutes at work")
    await page.getByLabel("Status").selectOption({ label: "Active" })
    await page.getByRole("button", { name: "Save" }).click()
    await toastSaying(page, SAVED).waitFor()
    await page.getByRole("heading", { name: "Edit Mindful minutes at work", level: 1 }).waitFor()
    await expectCount(page, calls.of("programs.update"), 1, "program updates")
    await expectCount(page, calls.of("programs.search"), 1, "ADM-6: searches after the save")
    await expect.poll(address(page)).toBe(`${LIST}/${id}?entityId=1000&tags=Stress`)
    expect(programs().find((p) => p.programId === id)).toMatchObject({
      name: "Mindful minutes at work",
      status: "Active",
    })

    // The way back shows the search run again, without another read.
    await page.getByRole("link", { name: "Back to the programs" }).click()
    await expect.poll(() => rowNames(page)).toEqual(["Mindful minutes at work", "Sleep and stress reset"])
    expect(calls.of("programs.search")(), "the list shows the page the save read").toBe(1)

    // A reload of the record reads it by its own call (ours: the spec has no get-one).
    await page.goto(`${e2e.stack.portal.url}${LIST}/${id}?entityId=1000&tags=Stress`)
    await page.getByRole("heading", { name: "Edit Mindful minutes at work", level: 1 }).waitFor()
    calls.reset()
    await page.getByRole("button", { name: "Delete" }).click()
    const dialog = page.getByRole("dialog", { name: "Delete the program “Mindful minutes at work”?" })
    await dialog.getByRole("button", { name: "Keep it" }).waitFor()
    await screenshot(page, "741-program-delete-question")
    await dialog.getByRole("button", { name: "Delete" }).click()
    await toastSaying(page, DELETED).filter({ hasText: "Complete!" }).waitFor()
    await expect.poll(address(page)).toBe(`${LIST}?entityId=1000&tags=Stress`)
    await expect.poll(() => rowNames(page)).toEqual(["Sleep and stress reset"])
    await expectCount(page, calls.of("programs.delete"), 1, "program deletes")
    await expectCount(page, calls.of("programs.search"), 1, "ADM-6: searches after the delete")
    await screenshot(page, "742-programs-after-delete")
  })

  it("ADM-1: a new program made with the keyboard is created in its organization and opens at its own page; a bad end date stays on its field", async () => {
    const page = await staff()
    await page.goto(`${e2e.stack.portal.url}${LIST}?entityId=1002`)
    await results(page).waitFor()
    await page.getByRole("link", { name: "New program" }).click()
    await page.getByRole("heading", { name: "New program", level: 1 }).waitFor()
    expect(
      await page.getByLabel("Organization").inputValue(),
      "the search's organization is the new one's",
    ).toBe("1002")
    await tabTo(page, "name")
    await page.keyboard.type("Hydration habit")
    await page.getByLabel("First day").fill("2027-03-01")
    await page.getByLabel("Last day").fill("2027-01-01")
    await page.getByRole("group", { name: "Tags" }).getByRole("checkbox", { name: "Nutrition" }).check()
    await page.getByRole("button", { name: "Save" }).click()
    await page.getByText("The last day is on or after the first day.").waitFor()
    await page.getByLabel("Last day").fill("")
    await markToasts(page)
    await page.getByRole("button", { name: "Save" }).focus()
    await page.keyboard.press("Enter")
    await newToast(page, SAVED).waitFor()
    await page.getByRole("heading", { name: "Edit Hydration habit", level: 1 }).waitFor()
    const id = idOf("Hydration habit", 1002)
    await expect.poll(address(page)).toBe(`${LIST}/${id}?entityId=1002`)
    expect(programs().find((p) => p.programId === id)).toMatchObject({
      endDate: null,
      tags: ["Nutrition"],
      status: "Draft",
    })
    await expect.poll(focused(page, "name")).not.toBe("")
  })

  it("a failed search is said once with Try again; an address naming no program says so", async () => {
    const page = await staff()
    // The area's own first search must not be the one that meets the single fault.
    await results(page).getByRole("link").first().waitFor()
    const calls = callCounter(page, e2e.stack.api.url)
    e2e.stack.api.sandbox.faults.set({ endpoint: "programs.search", status: 500, times: 1 })
    await page.goto(`${e2e.stack.portal.url}${LIST}?entityId=1001`)
    const failed = page.getByText(SEARCH_FAILED)
    await failed.waitFor()
    expect(await failed.count()).toBe(1)
    await page.getByRole("button", { name: "Try again" }).click()
    await results(page).getByRole("link").first().waitFor()
    expect(calls.of("programs.search")()).toBe(2)
    await page.goto(`${e2e.stack.portal.url}${LIST}/999999`)
    await page.getByText("There is no program with this address. It may have been deleted.").waitFor()
    await page.goto(`${e2e.stack.portal.url}${LIST}/not-a-number`)
    await page.getByText("There is no program with this address. It may have been deleted.").waitFor()
  })
})

it("a program's activity summary per focus: the focus chosen by keyboard, its figures read; a failed read says so once with Try again", async () => {
  const page = await staff()
  const id = idOf("Know your numbers")
  await page.goto(`${e2e.stack.portal.url}${LIST}/${id}`)
  const summary = page.getByRole("region", { name: "Activity summary" })
  const focus = summary.getByLabel("Focus")
  await focus.getByRole("option", { name: "Heart health" }).waitFor({ state: "attached" })
  e2e.stack.api.sandbox.faults.set({ endpoint: "programs.activitySummary", status: 500, times: 1 })
  await focus.focus()
  await focus.selectOption({ label: "Heart health" })
  await summary.getByText("The activity summary could not be loaded.").waitFor()
  await summary.getByRole("button", { name: "Try again" }).click()
  const table = summary.getByRole("table", { name: "Activity summary" })
  await table.getByRole("columnheader", { name: "Members taking part" }).waitFor()
  expect(await table.getByRole("row").count()).toBeGreaterThan(1)
  expect(await summary.getByText("The activity summary could not be loaded.").count()).toBe(0)
  await screenshot(page, "743-program-activity-summary")
})

it("the program screens have no serious or critical WCAG 2.2 AA violation: search, record, new, delete dialog, toast", async () => {
  const { page, close } = await contextPage(e2e.stack.browser)
  try {
    await signInAs(page, e2e.stack.portal.url, "staff@wellkit.test")
    await page.waitForURL("**/noap")
    const sleep = idOf("Sleep better in 30 days")
    const { found, check, visit } = axeTour(page, e2e.stack.portal.url)
    await visit([
      ["search", `${LIST}?entityId=1000&tags=Sleep`, "Sleep better in 30 days"],
      ["record", `${LIST}/${sleep}`, "Edit Sleep better in 30 days"],
      ["new", `${LIST}/new`, "New program"],
    ])
    await page.goto(`${e2e.stack.portal.url}${LIST}/${sleep}`)
    await page.getByRole("heading", { name: "Edit Sleep better in 30 days", level: 1 }).waitFor()
    await page.getByRole("button", { name: "Delete" }).click()
    await page.getByRole("dialog").getByRole("button", { name: "Keep it" }).waitFor()
    await check("delete dialog open")
    await page.getByRole("dialog").getByRole("button", { name: "Keep it" }).click()
    await page.getByRole("button", { name: "Save" }).click()
    await toastSaying(page, SAVED).waitFor()
    await check("record with a success toast")
    expect(found).toEqual({})
  } finally {
    await close()
  }
})
