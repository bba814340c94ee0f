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
import {
  callCounter,
  describedBy as descriptionOf,
  readFaults as faults,
  wholeScreenshot as screenshot,
  tabTo,
} from "./staff-areas.js"

/**
 * Foci (/noap/admin/foci?entityId=): an organization's resource the API makes
 * and staff only change (K9: `writes: ["update"]`): no New, no Delete, and a
 * save stays on the focus's page. Staff use it by role, label and visible
 * text, with the keyboard, and with the sandbox's faults.
 */
const e2e = setupE2e()
const countCalls = (page: Page) => callCounter(page, e2e.stack.api.url)

const LIST = "/noap/admin/foci"
const ACME = "?entityId=1000"
const SAVED = "The changes have been Successfully saved."
const TAKEN = "Another focus area of this organization has this name."
const ORDER = "The order is a whole number from 1 to 99."
const LIST_FAILED = "The focus areas could not be loaded."
const SAVE_FAILED = "The focus area could not be saved."
/** ERR-5: a write that failed on the server may have gone through: the page reads it again and says so. */
const UNCONFIRMED = "The server did not confirm the change"

const staff = () => openAdminArea(e2e.page, e2e.stack.portal.url, { link: "Focus areas" })
const foci = () => e2e.stack.api.sandbox.db.state.collections.foci?.items ?? []
const stored = (name: string, entityId = 1000) =>
  foci().find((row) => row.name === name && row.entityId === entityId)
const idOf = (name: string, entityId = 1000) => {
  const id = stored(name, entityId)?.focusId
  if (typeof id !== "number") throw new Error(`organization ${entityId} has no focus “${name}”`)
  return id
}
const at = (page: Page, path: string) => page.goto(`${e2e.stack.portal.url}${path}`)
const signInAsStaff = async (page: Page = e2e.page) => {
  await signInAs(page, e2e.stack.portal.url, "staff@wellkit.test")
  await page.waitForURL("**/noap")
}
/** A failed save is a modal alert in the call's words, acknowledged with OK. */
const failedSave = (page: Page) => page.getByRole("alertdialog").filter({ hasText: SAVE_FAILED })

describe("foci: staff change what the API made", () => {
  it("K9, ADM-2, ADM-3, ERR-6: the list has no New; a focus changed with the keyboard alone is saved in place, with no Delete on its page", async () => {
    const page = await staff()
    const calls = countCalls(page)
    await page.getByRole("link", { name: "Sleep" }).waitFor()
    await page.getByText("6 focus areas").waitFor()
    await expect.poll(() => new URL(page.url()).searchParams.get("entityId")).toBe("1000")
    // K9: foci are made by the API: nothing offers to make one.
    expect(await page.getByRole("link", { name: /^New\b/ }).count()).toBe(0)
    const hidden = page
      .getByRole("row")
      .filter({ has: page.getByRole("link", { name: "Financial wellbeing" }) })
    await hidden.getByText("Hidden").waitFor()
    await screenshot(page, "700-foci-list")

    await page.getByRole("link", { name: "Sleep" }).focus()
    await page.keyboard.press("Enter")
    await page.getByRole("heading", { name: "Edit Sleep", level: 1 }).waitFor()
    const id = idOf("Sleep")
    await expect.poll(address(page)).toBe(`${LIST}/${id}${ACME}`)
    expect(await page.getByRole("button", { name: "Delete" }).count(), "K9: no delete").toBe(0)
    expect(await page.getByRole("button", { name: "Save" }).count()).toBe(1)

    await tabTo(page, "description")
    await page.keyboard.press("ControlOrMeta+A")
    await page.keyboard.type("Seven hours or more, and the same bedtime every night.")
    await page.keyboard.press("Tab")
    await expect.poll(focused(page, "name")).toBe("displayOrder")
    expect(await descriptionOf(page.getByLabel("Order"))).toBe(
      "Members see the focus areas in this order, 1 first.",
    )
    await page.keyboard.press("ControlOrMeta+A")
    await page.keyboard.type("2")
    await page.keyboard.press("Tab")
    await expect.poll(focused(page, "name")).toBe("isActive")
    await page.keyboard.press("Space")
    await page.keyboard.press("Tab")
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Save")
    await page.getByText("You have unsaved changes.").waitFor()
    await screenshot(page, "701-focus-keyboard")
    const listReads = calls.of("foci.list")()
    await page.keyboard.press("Enter")

    // ADM-2 (ours): it stays on its page, showing what was saved; ADM-3: the list is read again.
    await toastSaying(page, SAVED).filter({ hasText: "Success!" }).waitFor()
    await expectCount(page, calls.of("foci.update"), 1, "foci updated")
    await expect.poll(address(page)).toBe(`${LIST}/${id}${ACME}`)
    await expect.poll(() => page.getByLabel("Order").inputValue()).toBe("2")
    expect(await page.getByLabel("Shown to members").isChecked()).toBe(false)
    expect(await page.getByText("You have unsaved changes.").count()).toBe(0)
    expect(calls.of("foci.list")(), "ADM-3: the list read again").toBeGreaterThan(listReads)
    expect(stored("Sleep")).toMatchObject({
      focusId: id,
      description: "Seven hours or more, and the same bedtime every night.",
      displayOrder: 2,
      isActive: false,
    })
    await screenshot(page, "702-focus-saved")

    // A second change, also in place, with a toast of its own.
    await markToasts(page)
    await page.getByLabel("Shown to members").check()
    await page.getByRole("button", { name: "Save" }).click()
    await newToast(page, SAVED).waitFor()
    await expectCount(page, calls.of("foci.update"), 2, "foci updated")
    expect(stored("Sleep")?.isActive).toBe(true)

    await page.getByRole("link", { name: "Back to the list" }).click()
    await page.getByRole("heading", { name: "Focus areas", level: 1 }).waitFor()
    await expect.poll(address(page)).toBe(`${LIST}${ACME}`)
    const row = page.getByRole("row").filter({ has: page.getByRole("link", { name: "Sleep" }) })
    await row.getByText("Seven hours or more, and the same bedtime every night.").waitFor()
    await row.getByText("Shown to members").waitFor()
  })

  it("K9: /new is no page of foci: it says so, with the way back, and offers no form", async () => {
    const page = e2e.page
    await signInAsStaff()
    const calls = countCalls(page)
    await at(page, `${LIST}/new${ACME}`)
    await page.getByRole("alert").filter({ hasText: "It may have been deleted." }).waitFor()
    expect(await page.getByLabel("Name").count()).toBe(0)
    expect(await page.getByRole("button", { name: "Save" }).count()).toBe(0)
    await screenshot(page, "703-foci-new-is-not-found")
    await page.getByRole("link", { name: "Back to the list" }).click()
    await page.getByRole("link", { name: "Sleep" }).waitFor()
    await expect.poll(address(page)).toBe(`${LIST}${ACME}`)
    expect(calls.of("foci.update")()).toBe(0)
  })

  it("ADM-7, ERR-5: bad input stays on its field, a name another focus has is said on the name, a failed save (500) is said once and keeps what was typed; Try again by saving again works", async () => {
    const page = await staff()
    const calls = countCalls(page)
    await page.getByRole("link", { name: "Movement" }).click()
    await page.getByRole("heading", { name: "Edit Movement", level: 1 }).waitFor()
    const id = idOf("Movement")
    const name = page.getByLabel("Name")
    const order = page.getByLabel("Order")
    const save = page.getByRole("button", { name: "Save" })

    // Nothing is sent while the form is wrong; each complaint is on its field, the first one focused.
    await name.fill("")
    await order.fill("0")
    await save.click()
    await page.getByText("Enter a name.").waitFor()
    await page.getByText(ORDER).waitFor()
    await expect.poll(focused(page, "name")).toBe("name")
    expect(await descriptionOf(order)).toBe(`Members see the focus areas in this order, 1 first. ${ORDER}`)
    for (const text of ["", "two", "1.5", "100"]) {
      await order.fill(text)
      await save.click()
      await expect.poll(() => order.getAttribute("aria-invalid")).toBe("true")
    }
    await name.fill("")
    await name.pressSequentially("M".repeat(70))
    expect((await name.inputValue()).length, "the contract's limit").toBe(60)
    await screenshot(page, "704-focus-bad-input")
    expect(calls.of("foci.update")(), "nothing sent while the form is wrong").toBe(0)

    // ADM-7: another focus's name (in any case) is the 302's words, on the name.
    await name.fill("sleep")
    await order.fill("3")
    await save.click()
    await page.getByText(TAKEN).waitFor()
    expect(await descriptionOf(name)).toBe(TAKEN)
    await expect.poll(focused(page, "name")).toBe("name")
    await screenshot(page, "705-focus-name-taken")
    expect(stored("Movement")).toBeDefined()

    // ERR-5: the server fails the save: said once, in the call's words; the form keeps what was typed.
    e2e.stack.api.sandbox.faults.set({ endpoint: "foci.update", status: 500 })
    await name.fill("Physical activity")
    await save.click()
    const failed = failedSave(page)
    await failed.getByText(UNCONFIRMED).waitFor()
    await screenshot(page, "706-focus-save-failed")
    await expectCount(page, calls.of("foci.update"), 2, "saves sent: the refused name and the failed one")
    expect(await failed.count(), "said once").toBe(1)
    await failed.getByRole("button", { name: "OK" }).click()
    await failed.waitFor({ state: "detached" })
    expect(await name.inputValue()).toBe("Physical activity")
    await page.getByText("You have unsaved changes.").waitFor()
    expect(stored("Movement"), "nothing changed").toBeDefined()

    e2e.stack.api.sandbox.faults.clear()
    await save.click()
    await toastSaying(page, SAVED).waitFor()
    await page.getByRole("heading", { name: "Edit Physical activity", level: 1 }).waitFor()
    await expect.poll(address(page)).toBe(`${LIST}/${id}${ACME}`)
    expect(stored("Physical activity")).toMatchObject({ focusId: id, displayOrder: 3 })
  })

  it("a focus of another organization, or none, is not found; the organization picker shows that organization's own foci", async () => {
    const page = await staff()
    await page.getByLabel("Organization").selectOption({ label: "Acme West" })
    await expect.poll(() => new URL(page.url()).searchParams.get("entityId")).toBe("1001")
    await page.getByText("4 focus areas").waitFor()
    expect(await page.getByRole("link", { name: "Heart health" }).count()).toBe(0)
    await at(page, `${LIST}/${idOf("Sleep")}?entityId=1001`)
    await page.getByRole("alert").filter({ hasText: "It may have been deleted." }).waitFor()
    await at(page, `${LIST}/999999${ACME}`)
    await page.getByRole("alert").filter({ hasText: "It may have been deleted." }).waitFor()
    expect(await page.getByLabel("Name").count()).toBe(0)
  })
})

describe("foci: reading them", () => {
  it("ERR-5, HTTP-9, POR-19: a failed read (500, malformed) is said once, in the page, with Try again, on the list and on a focus's page; not repeated by itself; a slow one is waited for", async () => {
    const page = e2e.page
    await page.clock.install()
    const calls = countCalls(page)
    const reads = calls.of("foci.list")
    await signInAsStaff()
    const pages = [
      ["list", `${LIST}${ACME}`, page.getByRole("link", { name: "Sleep" })],
      ["record", `${LIST}/${idOf("Stress")}${ACME}`, page.getByRole("heading", { name: "Edit Stress" })],
    ] as const
    for (const [where, path, ready] of pages)
      for (const [index, { name, fault, cause }] of faults.entries()) {
        e2e.stack.api.sandbox.faults.set({ endpoint: "foci.list", ...fault })
        calls.reset()
        await at(page, path)
        const shown = page.getByRole("alert").filter({ hasText: LIST_FAILED })
        await shown.filter({ hasText: cause }).waitFor()
        await screenshot(page, `${707 + index + (where === "list" ? 0 : 2)}-foci-${where}-${name}`)
        await expectCount(page, reads, 1, "reads of the foci")
        await page.clock.runFor(5_000)
        await expectCount(page, reads, 1, "reads of the foci in the 5 s after the message")
        expect(await shown.count(), "the failure is said once").toBe(1)
        expect(await page.getByRole("alert").count(), "and nothing else says it").toBe(1)
        expect(await page.getByRole("alertdialog").count(), "no dialog on top").toBe(0)
        expect(await page.getByLabel("Name").count(), "no form without its focus").toBe(0)

        e2e.stack.api.sandbox.faults.clear()
        await shown.getByRole("button", { name: "Try again" }).click()
        await ready.waitFor()
        await expect.poll(() => shown.count()).toBe(0)
        await expectCount(page, reads, 2, "reads of the foci, Try again's included")
      }

    e2e.stack.api.sandbox.faults.set({ endpoint: "foci.list", delayMs: 1_500 })
    calls.reset()
    await at(page, `${LIST}${ACME}`)
    await page.getByRole("status").filter({ hasText: "Loading…" }).waitFor()
    await page.getByRole("link", { name: "Sleep" }).waitFor()
    await expectCount(page, reads, 1, "reads of the foci, slow")
    expect(await page.getByRole("alert").count()).toBe(0)
  })
})

it("the foci screens have no serious or critical WCAG 2.2 AA violation: list, focus, errors, a failed save's dialog, a toast, not found, a failed read", async () => {
  const { page, close } = await contextPage(e2e.stack.browser)
  try {
    await signInAsStaff(page)
    const nutrition = idOf("Nutrition")
    const { found, check, visit } = axeTour(page, e2e.stack.portal.url)
    await visit([
      ["list", `${LIST}${ACME}`, "Financial wellbeing"],
      ["focus", `${LIST}/${nutrition}${ACME}`, "Edit Nutrition"],
    ])
    await page.getByLabel("Order").fill("0")
    await page.getByLabel("Name").fill("")
    await page.getByRole("button", { name: "Save" }).click()
    await page.getByText(ORDER).waitFor()
    await check("form with errors")

    await page.getByLabel("Name").fill("Nutrition")
    await page.getByLabel("Order").fill("2")
    e2e.stack.api.sandbox.faults.set({ endpoint: "foci.update", status: 500 })
    await page.getByRole("button", { name: "Save" }).click()
    await failedSave(page).waitFor()
    await check("failed save's dialog open")
    await failedSave(page).getByRole("button", { name: "OK" }).click()
    e2e.stack.api.sandbox.faults.clear()

    await page.getByRole("button", { name: "Save" }).click()
    await toastSaying(page, SAVED).waitFor()
    await check("focus with a success toast")
    await screenshot(page, "711-focus-saved-toast-axe")

    await visit([
      ["not found", `${LIST}/999999${ACME}`, "It may have been deleted."],
      ["new is not found", `${LIST}/new${ACME}`, "It may have been deleted."],
    ])
    e2e.stack.api.sandbox.faults.set({ endpoint: "foci.list", status: 500 })
    await visit([["failed read", `${LIST}${ACME}`, LIST_FAILED]])
    expect(found).toEqual({})
  } finally {
    await close()
  }
})
