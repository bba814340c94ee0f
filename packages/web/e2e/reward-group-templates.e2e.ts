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
 * Reward group templates (/noap/admin/rewardGroupTemplates?entityId=): an
 * organization's templates, the pick list reward groups are imported from.
 * A record is read by its own call (packageGroups.getRewardGroupTemplate);
 * "save goes to /{rewardGroupTemplateId}; delete goes to the list". Staff use
 * it by role, label and visible text, with the keyboard, and with the
 * sandbox's faults.
 */
const e2e = setupE2e()
const countCalls = (page: Page) => callCounter(page, e2e.stack.api.url)

const LIST = "/noap/admin/rewardGroupTemplates"
const ACME = "?entityId=1000"
const SAVED = "The changes have been Successfully saved."
const DELETED = "The template has been successfully deleted."
const LIST_FAILED = "The reward group templates could not be loaded."
const RECORD_FAILED = "The reward group template could not be loaded."
const SAVE_FAILED = "The reward group template could not be saved."
const AMOUNT = "An amount is at most 100,000."
const GET = "packageGroups.getRewardGroupTemplate"
const LIST_CALL = "packageGroups.listRewardGroupTemplate"

const staff = () => openAdminArea(e2e.page, e2e.stack.portal.url, { link: "Reward group templates" })
const templates = () => e2e.stack.api.sandbox.db.state.rewardGroupTemplates.items
const stored = (name: string, entityId = 1000) =>
  templates().find((row) => row.name === name && row.ownerEntityId === entityId)
const idOf = (name: string, entityId = 1000) => {
  const id = stored(name, entityId)?.rewardGroupTemplateId
  if (typeof id !== "number") throw new Error(`organization ${entityId} has no template “${name}”`)
  return id
}
const at = (page: Page, path: string) => page.goto(`${e2e.stack.portal.url}${path}`)
const signInAsStaff = async (page: Page = e2e.page) => {
  await signInAs(page, e2e.stack.portal.url, "staff@wellkit.test")
  await page.waitForURL("**/noap")
}
const failedSave = (page: Page) => page.getByRole("alertdialog").filter({ hasText: SAVE_FAILED })

describe("reward group templates: staff create, edit and delete", () => {
  it("ADM-1, ADM-2, ADM-3, ERR-6, NAV-12: a template made with the keyboard alone opens at its own page, replacing /new; an update stays there; both are in the list", async () => {
    const page = await staff()
    const calls = countCalls(page)
    await page.getByRole("link", { name: "Finisher bonus" }).waitFor()
    await page.getByText("4 reward group templates").waitFor()
    await expect.poll(() => new URL(page.url()).searchParams.get("entityId")).toBe("1000")
    const giftCard = page.getByRole("row").filter({ has: page.getByRole("link", { name: "Gift card" }) })
    await giftCard.getByText("US dollars").waitFor()
    await screenshot(page, "720-reward-group-templates-list")

    await page.getByRole("link", { name: "New reward group template", exact: true }).focus()
    await page.keyboard.press("Enter")
    await page.getByRole("heading", { name: "New reward group template", level: 1 }).waitFor()
    await expect.poll(address(page)).toBe(`${LIST}/new${ACME}`)

    await tabTo(page, "name")
    await page.keyboard.type("Quarterly bonus")
    await page.keyboard.press("Tab")
    await expect.poll(focused(page, "name")).toBe("description")
    await page.keyboard.type("For every quarter with all challenges completed.")
    await page.keyboard.press("Tab")
    await expect.poll(focused(page, "name")).toBe("rewardSymbolId")
    await page.getByRole("option", { name: "Points (pts)" }).waitFor({ state: "attached" })
    await page.keyboard.press("ArrowDown")
    await expect.poll(() => page.getByLabel("Paid in").inputValue()).toBe("1")
    await page.keyboard.press("Tab")
    await expect.poll(focused(page, "name")).toBe("amount")
    await page.keyboard.type("400")
    await page.keyboard.press("Tab")
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Save")
    await screenshot(page, "721-reward-group-template-new-keyboard")
    await page.keyboard.press("Enter")

    // ADM-1: no id is a create; ADM-2: its own page, in its organization, replacing /new.
    await toastSaying(page, SAVED).filter({ hasText: "Success!" }).waitFor()
    await page.getByRole("heading", { name: "Edit Quarterly bonus", level: 1 }).waitFor()
    const id = idOf("Quarterly bonus")
    await expect.poll(address(page)).toBe(`${LIST}/${id}${ACME}`)
    await expectCount(page, calls.of("packageGroups.createRewardGroupTemplate"), 1, "templates created")
    expect(calls.of("packageGroups.updateRewardGroupTemplate")()).toBe(0)
    expect(stored("Quarterly bonus")).toMatchObject({
      description: "For every quarter with all challenges completed.",
      rewardSymbolId: 1,
      amount: 400,
    })
    expect(await page.getByRole("dialog", { name: "Leave without saving?" }).count()).toBe(0)

    // ADM-1: an id is an update (PUT), on the same page; ADM-3: the list is read again.
    const listReads = calls.of(LIST_CALL)()
    await markToasts(page)
    await page.getByLabel("Amount").fill("450")
    await page.getByLabel("Paid in").selectOption({ label: "Prize draw entries (entries)" })
    await page.getByRole("button", { name: "Save" }).click()
    await newToast(page, SAVED).waitFor()
    await expectCount(page, calls.of("packageGroups.updateRewardGroupTemplate"), 1, "templates updated")
    await expect.poll(address(page)).toBe(`${LIST}/${id}${ACME}`)
    await expect.poll(() => page.getByLabel("Amount").inputValue()).toBe("450")
    expect(calls.of(LIST_CALL)(), "ADM-3: the list read again").toBeGreaterThan(listReads)
    expect(stored("Quarterly bonus")).toMatchObject({
      rewardGroupTemplateId: id,
      amount: 450,
      rewardSymbolId: 3,
    })

    // NAV-12: Back goes to the list, not to the blank form; the list has it.
    await page.goBack()
    await page.getByRole("heading", { name: "Reward group templates", level: 1 }).waitFor()
    await expect.poll(address(page)).toBe(`${LIST}${ACME}`)
    await page.getByText("5 reward group templates").waitFor()
    const row = page.getByRole("row").filter({ has: page.getByRole("link", { name: "Quarterly bonus" }) })
    await row.getByText("Prize draw entries").waitFor()
    await expect.poll(() => row.getByRole("cell").nth(2).textContent()).toBe("450")
  })

  it("ADM-2, ERR-5, ERR-6: bad input stays on its field, a failed save (500) is said once and keeps the form; delete asks first (Keep it, then Delete) and goes to the list", async () => {
    const page = await staff()
    const calls = countCalls(page)
    await page.getByRole("link", { name: "Streak reward" }).click()
    await page.getByRole("heading", { name: "Edit Streak reward", level: 1 }).waitFor()
    const id = idOf("Streak reward")
    const amount = page.getByLabel("Amount")
    const save = page.getByRole("button", { name: "Save" })

    await page.getByLabel("Name").fill("")
    await amount.fill("100001")
    await save.click()
    await page.getByText("Enter a name.").waitFor()
    await page.getByText(AMOUNT).waitFor()
    await expect.poll(focused(page, "name")).toBe("name")
    expect(await descriptionOf(amount)).toBe(`Up to 100,000, in what the reward is paid in. ${AMOUNT}`)
    for (const [text, error] of [
      ["0", "An amount is above 0."],
      ["", "Enter an amount."],
    ] as const) {
      await amount.fill(text)
      await save.click()
      await page.getByText(error).waitFor()
    }
    await page.getByLabel("Paid in").selectOption({ label: "—" })
    await save.click()
    await page.getByText("Choose what the reward is paid in.").waitFor()
    await screenshot(page, "722-reward-group-template-bad-input")
    expect(calls.of("packageGroups.updateRewardGroupTemplate")(), "nothing sent while wrong").toBe(0)

    // ERR-5: the server fails the save: said once in the call's words; the form keeps what was typed.
    await page.getByLabel("Name").fill("Ten-day streak")
    await page.getByLabel("Paid in").selectOption({ label: "Points (pts)" })
    await amount.fill("150")
    e2e.stack.api.sandbox.faults.set({ endpoint: "packageGroups.updateRewardGroupTemplate", status: 500 })
    await save.click()
    const failed = failedSave(page)
    await failed.getByText("The server did not confirm the change").waitFor()
    await screenshot(page, "723-reward-group-template-save-failed")
    await expectCount(page, calls.of("packageGroups.updateRewardGroupTemplate"), 1, "saves sent")
    await failed.getByRole("button", { name: "OK" }).click()
    await failed.waitFor({ state: "detached" })
    expect(await page.getByLabel("Name").inputValue()).toBe("Ten-day streak")
    expect(stored("Streak reward"), "nothing changed").toBeDefined()
    e2e.stack.api.sandbox.faults.clear()
    await save.click()
    await toastSaying(page, SAVED).waitFor()
    await page.getByRole("heading", { name: "Edit Ten-day streak", level: 1 }).waitFor()
    expect(stored("Ten-day streak")).toMatchObject({ rewardGroupTemplateId: id, amount: 150 })

    // ADM-2, ERR-6: delete asks first; Keep it keeps it; Delete goes to the list, which no longer has it.
    await page.getByRole("button", { name: "Delete" }).click()
    const dialog = page.getByRole("dialog", { name: "Delete the reward group template “Ten-day streak”?" })
    await dialog.getByText("This cannot be undone.").waitFor()
    await screenshot(page, "724-reward-group-template-delete-dialog")
    await dialog.getByRole("button", { name: "Keep it" }).click()
    await dialog.waitFor({ state: "detached" })
    expect(calls.of("packageGroups.deleteRewardGroupTemplate")()).toBe(0)
    await page.getByRole("button", { name: "Delete" }).click()
    await dialog.getByRole("button", { name: "Delete" }).click()
    await toastSaying(page, DELETED).filter({ hasText: "Complete!" }).waitFor()
    await page.getByRole("heading", { name: "Reward group templates", level: 1 }).waitFor()
    await expect.poll(address(page)).toBe(`${LIST}${ACME}`)
    await page.getByText("3 reward group templates").waitFor()
    expect(await page.getByRole("link", { name: "Ten-day streak" }).count()).toBe(0)
    await expectCount(page, calls.of("packageGroups.deleteRewardGroupTemplate"), 1, "templates deleted")
    expect(stored("Ten-day streak")).toBeUndefined()
    // NAV-12: Back does not return to the deleted template's page.
    await page.goBack()
    await expect.poll(address(page)).not.toBe(`${LIST}/${id}${ACME}`)
  })
})

describe("reward group templates: reading them", () => {
  it("K2: a reloaded /{rewardGroupTemplateId} is read by its own call, never the list; another organization's id or none says not found", async () => {
    const page = e2e.page
    await signInAsStaff()
    const calls = countCalls(page)
    const id = idOf("Gift card")
    await at(page, `${LIST}/${id}${ACME}`)
    await page.getByRole("heading", { name: "Edit Gift card", level: 1 }).waitFor()
    calls.reset()
    await page.reload()
    await page.getByRole("heading", { name: "Edit Gift card", level: 1 }).waitFor()
    await expect.poll(() => page.getByLabel("Amount").inputValue()).toBe("25")
    await expect.poll(() => page.getByLabel("Paid in").inputValue()).toBe("2")
    await expectCount(page, calls.of(GET), 1, "reads of the template")
    expect(calls.of(LIST_CALL)(), "reads of the list").toBe(0)
    await screenshot(page, "725-reward-group-template-record")

    await at(page, `${LIST}/${id}?entityId=1001`)
    const missing = page.getByRole("alert").filter({ hasText: "It may have been deleted." })
    await missing.waitFor()
    expect(await page.getByLabel("Name").count()).toBe(0)
    await screenshot(page, "726-reward-group-template-not-found")
    await page.getByRole("link", { name: "Back to the list" }).click()
    await page.getByRole("heading", { name: "Reward group templates", level: 1 }).waitFor()
    await expect.poll(address(page)).toBe(`${LIST}?entityId=1001`)
    await page.getByText("2 reward group templates").waitFor()
  })

  it("ERR-5, HTTP-9, POR-19: a failed read (500, malformed) of the list or of a template is said once, in the page, with Try again; not repeated by itself; a slow one is waited for", async () => {
    const page = e2e.page
    await page.clock.install()
    const calls = countCalls(page)
    await signInAsStaff()
    const reads = [
      [LIST_CALL, "list", `${LIST}${ACME}`, LIST_FAILED, page.getByRole("link", { name: "Finisher bonus" })],
      [
        GET,
        "record",
        `${LIST}/${idOf("Finisher bonus")}${ACME}`,
        RECORD_FAILED,
        page.getByRole("heading", { name: "Edit Finisher bonus" }),
      ],
    ] as const
    for (const [endpoint, where, path, message, ready] of reads) {
      for (const [index, { name, fault, cause }] of faults.entries()) {
        e2e.stack.api.sandbox.faults.set({ endpoint, ...fault })
        calls.reset()
        await at(page, path)
        const shown = page.getByRole("alert").filter({ hasText: message })
        await shown.filter({ hasText: cause }).waitFor()
        await screenshot(
          page,
          `${727 + index + (where === "list" ? 0 : 2)}-reward-group-templates-${where}-${name}`,
        )
        await expectCount(page, calls.of(endpoint), 1, `reads of the ${where}`)
        await page.clock.runFor(5_000)
        await expectCount(page, calls.of(endpoint), 1, `reads of the ${where} in the 5 s after the message`)
        expect(await shown.count(), "the failure is said once").toBe(1)
        expect(await page.getByRole("alert").count(), "and nothing else says it").toBe(1)
        expect(await page.getByRole("alertdialog").count(), "no dialog on top").toBe(0)

        e2e.stack.api.sandbox.faults.clear()
        await shown.getByRole("button", { name: "Try again" }).click()
        await ready.waitFor()
        await expect.poll(() => shown.count()).toBe(0)
        await expectCount(page, calls.of(endpoint), 2, `reads of the ${where}, Try again's included`)
      }
      e2e.stack.api.sandbox.faults.set({ endpoint, delayMs: 1_500 })
      calls.reset()
      await at(page, path)
      await page.getByRole("status").filter({ hasText: "Loading…" }).waitFor()
      await ready.waitFor()
      await expectCount(page, calls.of(endpoint), 1, `reads of the ${where}, slow`)
      expect(await page.getByRole("alert").count()).toBe(0)
      e2e.stack.api.sandbox.faults.clear()
    }
  })
})

it("the reward group template screens have no serious or critical WCAG 2.2 AA violation: list, record, new, errors, delete dialog, toasts, not found, failed reads", async () => {
  const { page, close } = await contextPage(e2e.stack.browser)
  try {
    await signInAsStaff(page)
    const finisher = idOf("Finisher bonus")
    const { found, check, visit } = axeTour(page, e2e.stack.portal.url)
    await visit([
      ["list", `${LIST}${ACME}`, "Finisher bonus"],
      ["record", `${LIST}/${finisher}${ACME}`, "Edit Finisher bonus"],
      ["new", `${LIST}/new${ACME}`, "New reward group template"],
    ])
    await page.getByRole("button", { name: "Save" }).click()
    await page.getByText("Enter an amount.").waitFor()
    await check("form with errors")

    await page.goto(`${e2e.stack.portal.url}${LIST}/${idOf("Gift card")}${ACME}`)
    await page.getByRole("heading", { name: "Edit Gift card", level: 1 }).waitFor()
    await page.getByRole("button", { name: "Delete" }).click()
    const dialog = page.getByRole("dialog", { name: "Delete the reward group template “Gift card”?" })
    await dialog.getByRole("button", { name: "Keep it" }).waitFor()
    await check("delete dialog open")
    await dialog.getByRole("button", { name: "Keep it" }).click()
    await dialog.waitFor({ state: "detached" })

    await page.getByLabel("Amount").fill("30")
    await page.getByRole("button", { name: "Save" }).click()
    await toastSaying(page, SAVED).waitFor()
    await check("record with a success toast")
    await screenshot(page, "731-reward-group-template-saved-toast-axe")

    await visit([["not found", `${LIST}/999999${ACME}`, "It may have been deleted."]])
    e2e.stack.api.sandbox.faults.set({ endpoint: GET, status: 500 })
    await visit([["failed read of a template", `${LIST}/${finisher}${ACME}`, RECORD_FAILED]])
    e2e.stack.api.sandbox.faults.set({ endpoint: LIST_CALL, status: 500 })
    await visit([["failed read of the list", `${LIST}${ACME}`, LIST_FAILED]])
    expect(found).toEqual({})
  } finally {
    await close()
  }
})
