import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { axeTour, contextPage } from "./axe.js"
import {
  expectCount,
  focused,
  markToasts,
  newToast,
  openAdminArea,
  pathOf,
  screenshot as saveScreenshot,
  setupE2e,
  signInAs,
  toastSaying,
  watchErrors,
} from "./harness.js"
import {
  callCounter,
  describedBy as descriptionOf,
  wholeScreenshot as screenshot,
  tabTo,
} from "./staff-areas.js"

/**
 * Challenge templates (/noap/admin/challengeTemplates): the catalogue
 * challenges are made from, a resource of nobody's (K1) on the wire's
 * /challenge-templates, so no organization picker and no ?entityId=. Staff
 * edit it; organization admins pick from it on their Challenges page. Used by
 * role, label and visible text, with the keyboard, and with the sandbox's faults.
 */
const e2e = setupE2e()
const countCalls = (page: Page) => callCounter(page, e2e.stack.api.url)

const LIST = "/noap/admin/challengeTemplates"
const SAVED = "The changes have been Successfully saved."
const DELETED = "The template has been successfully deleted."
const TAKEN = "A challenge template with this name already exists."
const DAYS = "A challenge lasts 1 to 365 days."
const DAYS_HINT = "From 1 to 365 days."
const GOAL_HINT = "What members see as the target, e.g. 10,000 steps a day."
const LOAD_FAILED = "The challenge templates could not be loaded."

const staff = () => openAdminArea(e2e.page, e2e.stack.portal.url, { link: "Challenge templates" })
const toast = (text: string) => toastSaying(e2e.page, text)
const templates = () => e2e.stack.api.sandbox.db.state.collections.challengeTemplates?.items ?? []
const stored = (name: string) => templates().find((row) => row.name === name)
const idOf = (name: string) => {
  const id = stored(name)?.challengeTemplateId
  if (typeof id !== "number") throw new Error(`the catalog has no challenge template “${name}”`)
  return id
}
const at = (path: string) => e2e.page.goto(`${e2e.stack.portal.url}${path}`)
const signInAsStaff = async (page: Page = e2e.page) => {
  await signInAs(page, e2e.stack.portal.url, "staff@wellkit.test")
  await page.waitForURL("**/noap")
}
const heading = (page: Page, name: string) => page.getByRole("heading", { name, level: 1, exact: true })
const rowOf = (page: Page, name: string) =>
  page.getByRole("row").filter({ has: page.getByRole("link", { name, exact: true }) })

describe("challenge templates: staff create, edit and delete", () => {
  it("K1, ADM-1, ADM-2, ERR-6, NAV-12: a template made with the keyboard alone opens at its own page, replacing /new in the history", async () => {
    const page = await staff()
    const calls = countCalls(page)
    await page.getByRole("link", { name: "Step it up" }).waitFor()
    await page.getByText("5 challenge templates").waitFor()
    // K1: one catalogue for every organization: no picker, no organization in the address.
    expect(await page.getByLabel("Organization").count()).toBe(0)
    expect(new URL(page.url()).search).toBe("")
    await expect
      .poll(() => rowOf(page, "Step it up").getByRole("cell").allTextContents())
      .toEqual(["Step it up", "10,000 steps a day", "28 days"])
    await screenshot(page, "660-challenge-templates-list")

    await page.getByRole("link", { name: "New challenge template", exact: true }).focus()
    await page.keyboard.press("Enter")
    await heading(page, "New challenge template").waitFor()
    await expect.poll(pathOf(page)).toBe(`${LIST}/new`)
    expect(new URL(page.url()).search).toBe("")

    await tabTo(page, "name")
    await page.keyboard.type("Lunchtime walk")
    await page.keyboard.press("Tab")
    await expect.poll(focused(page, "name")).toBe("goal")
    expect(await descriptionOf(page.getByLabel("Goal"))).toBe(GOAL_HINT)
    await page.keyboard.type("20 minutes at lunch")
    await page.keyboard.press("Tab")
    await expect.poll(focused(page, "name")).toBe("durationDays")
    expect(await page.getByLabel("Days it lasts").inputValue(), "a new challenge lasts four weeks").toBe("28")
    expect(await descriptionOf(page.getByLabel("Days it lasts"))).toBe(DAYS_HINT)
    await page.keyboard.press("ControlOrMeta+A")
    await page.keyboard.type("14")
    await page.keyboard.press("Tab")
    await expect.poll(focused(page, "name")).toBe("description")
    await page.keyboard.type("A short walk every working day.")
    await page.keyboard.press("Tab")
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Save")
    expect(await page.getByRole("button", { name: "Delete" }).count(), "nothing to delete yet").toBe(0)
    await screenshot(page, "661-challenge-template-new-keyboard")
    await page.keyboard.press("Enter")

    // ADM-1: no id is a create (one POST on /challenge-templates, no PUT); ADM-2: its own page, with the spec's toast.
    await toast(SAVED).filter({ hasText: "Success!" }).waitFor()
    await heading(page, "Edit Lunchtime walk").waitFor()
    const id = idOf("Lunchtime walk")
    await expect.poll(pathOf(page)).toBe(`${LIST}/${id}`)
    expect(new URL(page.url()).search).toBe("")
    await expectCount(page, calls.of("challengeTemplates.create"), 1, "templates created")
    expect(calls.of("challengeTemplates.update")(), "templates updated").toBe(0)
    expect(
      calls.paths.every(
        (path) => path.endsWith("/challenge-templates") || /\/challenge-templates\/\d+$/.test(path),
      ),
    ).toBe(true)
    expect(stored("Lunchtime walk")).toMatchObject({
      goal: "20 minutes at lunch",
      durationDays: 14,
      description: "A short walk every working day.",
    })
    // NAV-12: the redirect switched the unsaved-changes guard off: no question on the way.
    expect(await page.getByRole("dialog", { name: "Leave without saving?" }).count()).toBe(0)
    expect(await page.getByText("You have unsaved changes.").count()).toBe(0)

    // ADM-2 (replace): Back goes to the list, not to the blank form; the list has it (ADM-3).
    await page.goBack()
    await heading(page, "Challenge templates").waitFor()
    await expect.poll(pathOf(page)).toBe(LIST)
    await page.getByText("6 challenge templates").waitFor()
    await expect
      .poll(() => rowOf(page, "Lunchtime walk").getByRole("cell").allTextContents())
      .toEqual(["Lunchtime walk", "20 minutes at lunch", "14 days"])
    await page.goForward()
    await heading(page, "Edit Lunchtime walk").waitFor()
    await expect.poll(pathOf(page)).toBe(`${LIST}/${id}`)
  })

  it("ADM-1, ADM-2, ADM-3, ADM-7, ERR-6: bad input stays on its field, a taken name is the 302's words on the name, an update stays on /{id}, delete asks first (Keep it, then Delete)", async () => {
    const page = await staff()
    const calls = countCalls(page)
    await page.getByRole("link", { name: "New challenge template", exact: true }).click()
    await heading(page, "New challenge template").waitFor()
    const name = page.getByLabel("Name")
    const goal = page.getByLabel("Goal")
    const days = page.getByLabel("Days it lasts")
    const save = page.getByRole("button", { name: "Save" })

    // Nothing is sent until the form is right; each complaint is on its field (after its hint), the first one focused.
    await days.fill("0")
    await save.click()
    await page.getByText("Enter a name.").waitFor()
    await page.getByText("Enter the goal.").waitFor()
    await page.getByText(DAYS).waitFor()
    await expect.poll(focused(page, "name")).toBe("name")
    expect(await descriptionOf(name)).toBe("Enter a name.")
    expect(await descriptionOf(goal)).toBe(`${GOAL_HINT} Enter the goal.`)
    expect(await descriptionOf(days)).toBe(`${DAYS_HINT} ${DAYS}`)
    for (const field of [name, goal, days]) expect(await field.getAttribute("aria-invalid")).toBe("true")
    await screenshot(page, "662-challenge-template-bad-input")

    // Days outside 1–365, not whole, or none: the same plain sentence, on the field.
    await name.fill("Plank a day")
    await goal.fill("One plank, held a minute")
    for (const text of ["366", "2.5", "", "a week", "-7"]) {
      await days.fill(text)
      await save.click()
      await page.getByText(DAYS).waitFor()
      await expect.poll(focused(page, "name")).toBe("durationDays")
    }
    // Spaces alone are no name and no goal.
    await name.fill("  ")
    await goal.fill("   ")
    await days.fill("30")
    await save.click()
    await page.getByText("Enter a name.").waitFor()
    await page.getByText("Enter the goal.").waitFor()
    // Over-long text cannot be typed: the name and the goal stop at the contract's 80 characters.
    await name.fill("")
    await name.pressSequentially("P".repeat(85))
    expect((await name.inputValue()).length).toBe(80)
    await goal.fill("")
    await goal.pressSequentially("g".repeat(85))
    expect((await goal.inputValue()).length).toBe(80)
    expect(calls.of("challengeTemplates.create")(), "nothing sent while the form is wrong").toBe(0)

    // ADM-7: a name another template has (in any case) is the 302's own words, on the name.
    await name.fill("step IT up")
    await goal.fill("One plank, held a minute")
    await save.click()
    await page.getByText(TAKEN).waitFor()
    expect(await descriptionOf(name)).toBe(TAKEN)
    await expect.poll(focused(page, "name")).toBe("name")
    await expect.poll(pathOf(page)).toBe(`${LIST}/new`)
    expect(await page.getByRole("alertdialog").count(), "said on the field, not in a dialog").toBe(0)
    expect(calls.of("challengeTemplates.create")()).toBe(1)
    expect(stored("step IT up")).toBeUndefined()
    await screenshot(page, "663-challenge-template-name-taken")

    // ADM-1, ADM-2: created, then its own page.
    await name.fill("Plank a day")
    expect(await page.getByText(TAKEN).count(), "the complaint goes once the name is changed").toBe(0)
    await save.click()
    await toast(SAVED).waitFor()
    await heading(page, "Edit Plank a day").waitFor()
    const id = idOf("Plank a day")
    await expect.poll(pathOf(page)).toBe(`${LIST}/${id}`)

    // ADM-1: an existing id is an update (PUT); it stays on /{id}; ADM-3: the list is read again.
    const listReads = calls.of("challengeTemplates.list")()
    await markToasts(page)
    await page.getByLabel("Days it lasts").fill("1")
    await page.getByLabel("Description").fill("Hold a plank for a minute, once.")
    await page.getByRole("button", { name: "Save" }).click()
    await newToast(page, SAVED).waitFor()
    await expectCount(page, calls.of("challengeTemplates.update"), 1, "templates updated")
    expect(calls.of("challengeTemplates.create")(), "an update is no create").toBe(2)
    expect(calls.of("challengeTemplates.list")(), "ADM-3: the list read again").toBeGreaterThan(listReads)
    await expect.poll(pathOf(page)).toBe(`${LIST}/${id}`)
    await expect.poll(() => page.getByLabel("Days it lasts").inputValue()).toBe("1")
    expect(await page.getByText("You have unsaved changes.").count()).toBe(0)
    expect(stored("Plank a day")).toMatchObject({ challengeTemplateId: id, durationDays: 1 })

    // ADM-7 on an update too: another template's name, said on the field; the record keeps its own.
    await page.getByLabel("Name").fill("Sleep Well")
    await page.getByRole("button", { name: "Save" }).click()
    await page.getByText(TAKEN).waitFor()
    expect(stored("Plank a day")).toBeDefined()
    await page.getByLabel("Name").fill("Plank a day")

    // The name is back to what is saved: nothing to lose, nothing asked on the way to the list.
    await page.getByRole("link", { name: "Back to the list" }).click()
    await heading(page, "Challenge templates").waitFor()
    expect(await page.getByRole("dialog", { name: "Leave without saving?" }).count()).toBe(0)
    await expect.poll(pathOf(page)).toBe(LIST)
    // One day is “1 day”.
    await expect
      .poll(() => rowOf(page, "Plank a day").getByRole("cell").allTextContents())
      .toEqual(["Plank a day", "One plank, held a minute", "1 day"])
    await rowOf(page, "Plank a day").getByRole("link").click()
    await heading(page, "Edit Plank a day").waitFor()

    // ADM-2, ERR-6: delete asks first; Keep it keeps it; Delete goes to the list, which no longer has it.
    await page.getByRole("button", { name: "Delete" }).click()
    const dialog = page.getByRole("dialog", { name: "Delete the challenge template “Plank a day”?" })
    await dialog.getByText("This cannot be undone.").waitFor()
    await screenshot(page, "664-challenge-template-delete-dialog")
    await dialog.getByRole("button", { name: "Keep it" }).click()
    await dialog.waitFor({ state: "detached" })
    expect(calls.of("challengeTemplates.delete")()).toBe(0)
    expect(stored("Plank a day")).toBeDefined()
    await page.getByRole("button", { name: "Delete" }).click()
    await dialog.getByRole("button", { name: "Delete" }).click()
    await toast(DELETED).filter({ hasText: "Complete!" }).waitFor()
    await heading(page, "Challenge templates").waitFor()
    await expect.poll(pathOf(page)).toBe(LIST)
    await page.getByRole("link", { name: "Step it up" }).waitFor()
    await page.getByText("5 challenge templates").waitFor()
    await expect.poll(() => page.getByRole("link", { name: "Plank a day" }).count()).toBe(0)
    await expectCount(page, calls.of("challengeTemplates.delete"), 1, "templates deleted")
    expect(stored("Plank a day")).toBeUndefined()
    await screenshot(page, "665-challenge-templates-after-delete")
    // Delete replaced the record's page: Back does not return to a record that is gone.
    await page.goBack()
    await heading(page, "Challenge templates").waitFor()
    expect(await page.getByText("It may have been deleted.").count()).toBe(0)
  })
})

describe("challenge templates: history", () => {
  /** An update's redirect goes "to the record" from the record's page: it replaces the entry (web/src/app/navigation.tsx). */
  it("ADM-2: an update stays on /{id} without a new history entry: one Back returns to the list", async () => {
    const page = await staff()
    await page.getByRole("link", { name: "Hydration week" }).click()
    await heading(page, "Edit Hydration week").waitFor()
    const entries = await page.evaluate(() => history.length)
    await page.getByLabel("Goal").fill("8 glasses of water a day")
    await page.getByRole("button", { name: "Save" }).click()
    await toast(SAVED).waitFor()
    await expect.poll(() => stored("Hydration week")?.goal).toBe("8 glasses of water a day")
    expect(await page.evaluate(() => history.length), "history entries after the update").toBe(entries)
    await page.goBack()
    await heading(page, "Challenge templates").waitFor()
  })
})

describe("challenge templates: one catalog", () => {
  it("K1, POR-5: a template staff create is offered in an organization admin's Challenges pick list; once staff delete it, it is offered no more", async () => {
    const page = await staff()
    await page.getByRole("link", { name: "New challenge template", exact: true }).click()
    await heading(page, "New challenge template").waitFor()
    await page.getByLabel("Name").fill("Stairs not lifts")
    await page.getByLabel("Goal").fill("10 flights a day")
    await page.getByLabel("Days it lasts").fill("21")
    await page.getByRole("button", { name: "Save" }).click()
    await heading(page, "Edit Stairs not lifts").waitFor()

    // The organization admin, in a browser of their own.
    const admin = await contextPage(e2e.stack.browser)
    try {
      admin.page.setDefaultTimeout(20_000)
      const errors = watchErrors(admin.page)
      await signInAs(admin.page, e2e.stack.portal.url, "admin@acme.test")
      await admin.page.waitForURL(/\/dashboard/)
      await admin.page.goto(`${e2e.stack.portal.url}/challenges?entityId=1000`)
      const form = admin.page.getByRole("form", { name: "Add a challenge" })
      const pick = form.getByLabel("Challenge")
      const offered = () => pick.locator("option").allTextContents()
      await expect.poll(offered).toContain("Stairs not lifts (21 days)")
      expect(await offered()).toContain("Step it up (28 days)")
      await pick.selectOption({ label: "Stairs not lifts (21 days)" })
      await form.getByText("Goal: 10 flights a day").waitFor()
      await saveScreenshot(admin.page, "666-challenges-pick-list-staff-template")

      // Staff delete it from the catalogue.
      await page.getByRole("button", { name: "Delete" }).click()
      await page
        .getByRole("dialog", { name: "Delete the challenge template “Stairs not lifts”?" })
        .getByRole("button", { name: "Delete" })
        .click()
      await toast(DELETED).waitFor()
      await heading(page, "Challenge templates").waitFor()

      // The admin's page, opened again, no longer offers it; the rest of the catalogue is still there.
      await admin.page.reload()
      await expect.poll(offered).toContain("Step it up (28 days)")
      expect(await offered()).not.toContain("Stairs not lifts (21 days)")
      expect(await offered()).toHaveLength(6)
      expect(errors).toEqual([])
    } finally {
      await admin.close()
    }
  })
})

describe("challenge templates: addresses and reads", () => {
  it("K1: a reloaded /{id} shows the record; /999999 says it does not exist, with the way back", async () => {
    const page = e2e.page
    await signInAsStaff()
    const id = idOf("Mindful minutes")
    await at(`${LIST}/${id}`)
    await heading(page, "Edit Mindful minutes").waitFor()
    await page.reload()
    await heading(page, "Edit Mindful minutes").waitFor()
    await expect.poll(() => page.getByLabel("Goal").inputValue()).toBe("10 minutes a day")
    expect(await page.getByLabel("Days it lasts").inputValue()).toBe("21")
    expect(await page.getByLabel("Description").inputValue()).toBe("Ten minutes of mindfulness a day.")

    await at(`${LIST}/999999`)
    const missing = page
      .getByRole("alert")
      .filter({ hasText: "This record does not exist any more. It may have been deleted." })
    await missing.waitFor()
    expect(await page.getByLabel("Name").count()).toBe(0)
    expect(await page.getByRole("button", { name: "Delete" }).count()).toBe(0)
    await screenshot(page, "667-challenge-template-not-found")
    await page.getByRole("link", { name: "Back to the list" }).click()
    await heading(page, "Challenge templates").waitFor()
    await expect.poll(pathOf(page)).toBe(LIST)
    await page.getByRole("link", { name: "Step it up" }).waitFor()
  })

  it("ERR-5: a record's page whose read fails (the catalog, challengeTemplates.list, 500) says so in the page with Try again, which works once the server answers", async () => {
    const page = e2e.page
    await signInAsStaff()
    const calls = countCalls(page)
    const reads = calls.of("challengeTemplates.list")
    const id = idOf("Bike to work")
    e2e.stack.api.sandbox.faults.set({ endpoint: "challengeTemplates.list", status: 500 })
    await at(`${LIST}/${id}`)
    const shown = page.getByRole("alert").filter({ hasText: LOAD_FAILED })
    await shown
      .filter({ hasText: "The server ran into a problem and could not answer. Try again in a moment." })
      .waitFor()
    await expectCount(page, reads, 1, "reads of the catalog")
    expect(await page.getByLabel("Name").count(), "no form without its record").toBe(0)
    expect(await page.getByRole("alertdialog").count(), "no dialog on top").toBe(0)
    await screenshot(page, "668-challenge-template-read-failed")

    e2e.stack.api.sandbox.faults.clear()
    await shown.getByRole("button", { name: "Try again" }).click()
    await heading(page, "Edit Bike to work").waitFor()
    await expect.poll(() => page.getByLabel("Goal").inputValue()).toBe("3 rides a week")
    await expect.poll(() => shown.count()).toBe(0)
    await expectCount(page, reads, 2, "reads of the catalog, Try again's included")
  })
})

it("the challenge template screens have no serious or critical WCAG 2.2 AA violation: list, record, new, errors, delete dialog, toast, not found", async () => {
  const { page, close } = await contextPage(e2e.stack.browser)
  try {
    await signInAsStaff(page)
    const sleep = idOf("Sleep well")
    const { found, check, visit } = axeTour(page, e2e.stack.portal.url)
    await visit([
      ["list", LIST, "Hydration week"],
      ["record", `${LIST}/${sleep}`, "Edit Sleep well"],
      ["new", `${LIST}/new`, "New challenge template"],
    ])
    await page.getByLabel("Days it lasts").fill("400")
    await page.getByRole("button", { name: "Save" }).click()
    await page.getByText(DAYS).waitFor()
    await check("form with errors")

    await page.goto(`${e2e.stack.portal.url}${LIST}/${sleep}`)
    await heading(page, "Edit Sleep well").waitFor()
    await page.getByRole("button", { name: "Delete" }).click()
    const dialog = page.getByRole("dialog", { name: "Delete the challenge template “Sleep well”?" })
    await dialog.getByRole("button", { name: "Keep it" }).waitFor()
    await check("delete dialog open")
    await dialog.getByRole("button", { name: "Keep it" }).click()
    await dialog.waitFor({ state: "detached" })

    await page.getByLabel("Goal").fill("7 hours or more a night")
    await page.getByRole("button", { name: "Save" }).click()
    await toastSaying(page, SAVED).waitFor()
    await check("record with a toast")
    await screenshot(page, "669-challenge-template-saved-toast")

    await visit([["not found", `${LIST}/999999`, "It may have been deleted."]])
    expect(found).toEqual({})
  } finally {
    await close()
  }
})
