import { seed } from "@wellkit/testkit"
import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { axeTour, contextPage } from "./axe.js"
import { expectCount, markToasts, newToast, settled, setupE2e, signInAs } from "./harness.js"
import { callCounter, wholeScreenshot as screenshot } from "./staff-areas.js"

/**
 * A member's notes and the read-only parts of their record, as tabs of the
 * member's page (K8): each read when first opened, with its own states; notes
 * added, edited and deleted in the action dialog by keyboard, with a toast and
 * the notes read again.
 */
const e2e = setupE2e()
const [member] = seed().employees.filter((employee) => employee.entityId === 1000)
if (!member) throw new Error("Acme has members")
const RECORD = `/noap/member/${member.personId}?entityId=1000`
const name = `${member.firstName} ${member.lastName}`

/** Each tab of this area: its name, its address, and what it says once read (a rich member). */
const tabs = [
  ["Notes", "notes", "4 notes"],
  ["Activities", "activities", "48 activities"],
  ["Results", "results", "12 results"],
  ["Support team", "supportTeam", "3 people"],
  ["HRA", "hra", "3 assessments"],
  ["Attestation", "attestation", "4 statements attested"],
  ["Documents", "documents", "4 documents"],
] as const

const openRecord = async (page: Page) => {
  await signInAs(page, e2e.stack.portal.url, "staff@wellkit.test")
  await page.waitForURL("**/noap")
  await page.goto(`${e2e.stack.portal.url}${RECORD}`)
  await page.getByRole("heading", { name, level: 1 }).waitFor()
}

describe("a member's record: notes and the read-only tabs", () => {
  it("K8: each tab is read when first opened, by keyboard, and kept when opened again", async () => {
    const { page } = e2e
    const calls = callCounter(page, e2e.stack.api.url)
    await openRecord(page)
    const endpoints = ["notes", "activities", "results", "supportTeam", "hra", "attestations", "documents"]
    for (const endpoint of endpoints) expect(calls.of(`memberRecords.${endpoint}`)()).toBe(0)
    await page.getByRole("tab", { selected: true }).focus()
    for (const [label, id, ready] of tabs) {
      // Arrows move along the tabs; Enter opens one (manual activation).
      while ((await page.evaluate(() => document.activeElement?.textContent)) !== label)
        await page.keyboard.press("ArrowRight")
      await page.keyboard.press("Enter")
      await page.getByRole("tabpanel").getByText(ready, { exact: true }).waitFor()
      await expect.poll(() => new URL(page.url()).searchParams.get("tab")).toBe(id)
      await screenshot(page, `member-records-${id}`)
    }
    await settled(page)
    for (const endpoint of endpoints) expect(calls.of(`memberRecords.${endpoint}`)(), endpoint).toBe(1)
    await page.getByRole("tab", { name: "Results" }).click()
    await page.getByRole("cell", { name: "Blood pressure (systolic)" }).first().waitFor()
    await settled(page)
    expect(calls.of("memberRecords.results")()).toBe(1)
  })

  it("notes: add, edit and delete by keyboard in the action dialog, each with a toast and the notes read again", async () => {
    const { page } = e2e
    const calls = callCounter(page, e2e.stack.api.url)
    await openRecord(page)
    await page.getByRole("tab", { name: "Notes" }).click()
    const panel = page.getByRole("tabpanel")
    await panel.getByText("4 notes", { exact: true }).waitFor()

    // Add: a blank note is refused on its field before anything is sent.
    await panel.getByRole("button", { name: "Add a note" }).focus()
    await page.keyboard.press("Enter")
    const dialog = page.getByRole("dialog", { name: "Add a note" })
    await dialog.getByRole("textbox", { name: "Note" }).waitFor()
    await dialog.getByRole("button", { name: "Save note" }).focus()
    await page.keyboard.press("Enter")
    await dialog.getByText("Enter a note.").waitFor()
    expect(calls.of("memberRecords.addNote")()).toBe(0)
    await dialog.getByRole("textbox", { name: "Note" }).focus()
    await page.keyboard.type("Asked for the step challenge rules on paper; posted them today.")
    await screenshot(page, "member-records-note-dialog")
    await markToasts(page)
    calls.reset()
    await dialog.getByRole("button", { name: "Save note" }).focus()
    await page.keyboard.press("Enter")
    await newToast(page, "The note has been added.").waitFor()
    await dialog.getByRole("textbox", { name: "Note" }).waitFor({ state: "detached" })
    await panel.getByText("5 notes", { exact: true }).waitFor()
    await panel.getByText("Asked for the step challenge rules on paper; posted them today.").waitFor()
    await expectCount(page, calls.of("memberRecords.notes"), 1, "the notes are read again after the add")
    await screenshot(page, "member-records-note-added")

    // Edit the new note (the newest is first).
    const newest = panel.getByRole("listitem").first()
    await newest.getByRole("button", { name: /^Edit note of / }).focus()
    await page.keyboard.press("Enter")
    const edit = page.getByRole("dialog", { name: "Edit note" })
    const box = edit.getByRole("textbox", { name: "Note" })
    await expect.poll(() => box.inputValue()).toContain("posted them today")
    await box.focus()
    await page.keyboard.press("ControlOrMeta+a")
    await page.keyboard.type("Posted the step challenge rules; the member confirmed they arrived.")
    await markToasts(page)
    await edit.getByRole("button", { name: "Save note" }).focus()
    await page.keyboard.press("Enter")
    await newToast(page, "The note has been saved.").waitFor()
    await panel.getByText("Posted the step challenge rules; the member confirmed they arrived.").waitFor()
    await newest.getByText(/edited/).waitFor()

    // Delete it, confirmed.
    await newest.getByRole("button", { name: /^Delete note of / }).focus()
    await page.keyboard.press("Enter")
    const confirm = page
      .getByRole("alertdialog", { name: "Delete note" })
      .or(page.getByRole("dialog", { name: "Delete note" }))
    await confirm.getByText("Delete this note? It cannot be brought back.").waitFor()
    await markToasts(page)
    await confirm.getByRole("button", { name: "Delete note" }).focus()
    await page.keyboard.press("Enter")
    await newToast(page, "The note has been deleted.").waitFor()
    await panel.getByText("4 notes", { exact: true }).waitFor()
    expect(await panel.getByText("Posted the step challenge rules").count()).toBe(0)
  })

  it("a failed tab says so in the tab once; the other tabs still open", async () => {
    const { page } = e2e
    await openRecord(page)
    e2e.stack.api.sandbox.faults.set({ endpoint: "memberRecords.hra", status: 500 })
    await page.getByRole("tab", { name: "HRA" }).click()
    const failed = page
      .getByRole("alert")
      .filter({ hasText: "The member's health risk assessments could not be loaded." })
    await failed.waitFor()
    await page.getByRole("tab", { name: "Documents" }).click()
    await page.getByRole("tabpanel").getByText("4 documents", { exact: true }).waitFor()
    e2e.stack.api.sandbox.faults.clear()
    await page.getByRole("tab", { name: "HRA" }).click()
    await page.getByRole("tabpanel").getByText("3 assessments", { exact: true }).waitFor()
  })

  it("axe: no serious or critical violation on each tab, with a dialog open and a toast showing", async () => {
    const { page, close } = await contextPage(e2e.stack.browser)
    try {
      await signInAs(page, e2e.stack.portal.url, "staff@wellkit.test")
      await page.waitForURL("**/noap")
      const { found, check, visit } = axeTour(page, e2e.stack.portal.url)
      await visit(tabs.map(([, id, ready]) => [id, `${RECORD}&tab=${id}`, ready] as const))
      await page.goto(`${e2e.stack.portal.url}${RECORD}&tab=notes`)
      await page.getByRole("button", { name: "Add a note" }).click()
      const dialog = page.getByRole("dialog", { name: "Add a note" })
      await dialog.getByRole("textbox", { name: "Note" }).fill("Checked the address on file.")
      await check("note dialog")
      await dialog.getByRole("button", { name: "Save note" }).click()
      await page.getByRole("status").filter({ hasText: "The note has been added." }).waitFor()
      await check("note added toast")
      expect(found).toEqual({})
    } finally {
      await close()
    }
  })
})
