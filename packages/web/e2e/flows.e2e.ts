import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { contextPage, seriousOrWorse } from "./axe.js"
import {
  expectCount,
  focused,
  markToasts,
  newToast,
  openAdminArea,
  setupE2e,
  signInAs,
  toastSaying,
} from "./harness.js"
import { callCounter, wholeScreenshot as screenshot } from "./staff-areas.js"

/**
 * Flows and forms (/noap/admin/flows): flows belong to no organization (K1); the chosen flow
 * is beside the list (`?flowId=`), with its forms, variable definitions and measures. Staff
 * use it as a person would: by role, label and visible text, and the keyboard.
 */
const e2e = setupE2e()

const LIST = "/noap/admin/flows"
const SAVED = "The changes have been Successfully saved."
const COPIED = "Flow copied Successfully"
const DELETED = "Flow deleted Successfully"
const IMPORTED = "The flow was imported Successfully."

const staff = () => openAdminArea(e2e.page, e2e.stack.portal.url, { link: "Flows and forms" })
const toast = (text: string) => toastSaying(e2e.page, text)
const at = (path: string) => e2e.page.goto(`${e2e.stack.portal.url}${path}`)
const addressOf = (page: Page) => () => {
  const url = new URL(page.url())
  return url.pathname + url.search
}

/** Counts the browser's calls to each declared endpoint ("flows.variableDefinitions") from now on. */
const countCalls = (page: Page) => callCounter(page, e2e.stack.api.url).of

/** The flow's panel beside the list, once its variable definitions have arrived. */
const openFlow = async (page: Page, name: string, tag = "2026") => {
  await page.getByRole("row").filter({ hasText: tag }).getByRole("link", { name }).click()
  await page.getByRole("heading", { name: `Edit ${name}`, level: 2 }).waitFor()
}

const flowFile = (file: object) => ({
  name: "flow.json",
  mimeType: "application/json",
  buffer: Buffer.from(JSON.stringify(file)),
})
const goodFile = {
  format: "wellkit-flow",
  version: 1,
  flow: {
    name: "Sleep check",
    tag: "2026",
    description: "Two minutes on last week's nights.",
    isActive: false,
  },
  forms: [
    {
      name: "Your nights",
      step: 1,
      clientTextId: 4,
      seedingStoredProcedureId: 4,
      formFunctionId: 3,
      variables: [{ name: "sleep_hours", type: "number" }],
    },
  ],
}

describe("flows: staff create, edit, copy, delete and import", () => {
  it("K1, ADM-1, ADM-2, ADM-3, ERR-6, NAV-13: a new flow, saved, opens in place of new, so Back does not return to the empty form", async () => {
    const page = await staff()
    const calls = countCalls(page)
    await page.getByRole("link", { name: "Biometric screening" }).waitFor()
    await page.getByText("5 flows").waitFor()
    expect(await page.getByLabel("Organization").count()).toBe(0)
    await screenshot(page, "700-flows-list")

    await page.getByRole("link", { name: "New flow" }).click()
    await page.getByRole("heading", { name: "New flow", level: 2 }).waitFor()
    await expect.poll(addressOf(page)).toBe(`${LIST}?new=1`)
    await page.getByRole("button", { name: "Save" }).click()
    await page.getByText("Enter a name.").waitFor()
    await expect.poll(focused(page, "name")).toBe("name")

    // A name and tag another flow has: the 302 in the area's words, on the tag.
    await page.getByLabel("Name").fill("Biometric screening")
    await page.getByLabel("Tag", { exact: true }).fill("2026")
    await page.getByRole("button", { name: "Save" }).click()
    await page.getByText("A flow with this name already has this tag.").waitFor()
    expect(calls("flows.create")()).toBe(1)

    const lists = calls("flows.list")()
    await page.getByLabel("Name").fill("Sleep check")
    await page.getByLabel("Description").fill("Two minutes on last week's nights.")
    await screenshot(page, "701-flow-new")
    await page.getByRole("button", { name: "Save" }).click()
    await toast(SAVED).filter({ hasText: "Success!" }).waitFor()
    await page.getByRole("heading", { name: "Edit Sleep check", level: 2 }).waitFor()
    await expect.poll(addressOf(page)).toMatch(/^\/noap\/admin\/flows\?flowId=\d+$/)
    const saved = addressOf(page)()
    await expectCount(page, () => calls("flows.list")() - lists, 1, "ADM-3: the list fetched again")
    await page.getByRole("link", { name: "Sleep check" }).waitFor()
    expect(calls("flows.get")(), "K2: the saved flow is shown without asking again").toBe(0)

    // ADM-2: the new flow's address was replaced: Back goes to the list, not to an empty form.
    await page.goBack()
    await expect.poll(addressOf(page)).toBe(LIST)
    expect(await page.getByRole("heading", { name: "New flow" }).count()).toBe(0)
    await page.goForward()
    await expect.poll(addressOf(page)).toBe(saved)

    // NAV-13: leaving with unsaved changes asks first.
    await page.getByLabel("Members can start this flow").check()
    await page.getByRole("link", { name: "Tobacco-free pledge" }).click()
    const leave = page.getByRole("dialog", { name: "Leave without saving?" })
    await leave.getByRole("button", { name: "Stay on this page" }).click()
    await expect.poll(addressOf(page)).toBe(saved)

    // ADM-1: a positive flowId updates; the list is fetched again and says it is live.
    await markToasts(page)
    await page.getByRole("button", { name: "Save" }).click()
    await newToast(page, SAVED).waitFor()
    await page.getByRole("row").filter({ hasText: "Sleep check" }).getByText("Live").waitFor()
    await expectCount(page, calls("flows.update"), 1, "one PUT")
    await expect.poll(addressOf(page)).toBe(saved)
  })

  it("ADM-4, ADM-1, ERR-6: a form added to a flow, then edited, reads the flow's variable definitions again exactly once each time", async () => {
    const page = await staff()
    const calls = countCalls(page)
    await openFlow(page, "Biometric screening")
    const variables = page.getByRole("region", { name: "Variable definitions" })
    const measures = page.getByRole("region", { name: "Measures" })
    await variables.getByText("systolic_bp").waitFor()
    await measures.getByText("Waist circumference").waitFor()
    await expectCount(page, calls("flows.variableDefinitions"), 1, "the panel's own read")
    await screenshot(page, "702-flow-panel")

    await page.getByRole("button", { name: "Add a form" }).click()
    const dialog = page.getByRole("dialog", { name: "New form in Biometric screening" })
    // The dialog has the focus; its first field is the next stop.
    await dialog.getByLabel("Name").waitFor()
    await page.keyboard.press("Tab")
    await expect.poll(focused(page, "name")).toBe("name")
    await page.keyboard.type("Follow-up")
    await expect.poll(() => dialog.getByLabel("Step").inputValue()).toBe("3")
    await dialog
      .getByLabel("Text shown to members")
      .selectOption({ label: "BIOMETRICS: Have your latest screening results at hand." })
    await dialog
      .getByLabel("Fill answers in with")
      .selectOption({ label: "usp_SeedFromLastHra (The member's last assessment)" })
    await dialog
      .getByLabel("Only for members with the function")
      .selectOption({ label: "Record biometric screening results (BIOMETRIC_SCREENING)" })
    await dialog.getByLabel("Variables").fill("weight_kg: number\nHeight cm")
    await dialog.getByRole("button", { name: "Save" }).click()
    await dialog.getByText("Line 2: write name: type", { exact: false }).waitFor()
    expect(calls("flows.createForm")()).toBe(0)
    await dialog.getByLabel("Variables").fill("weight_kg: number\nheight_cm: number")
    await screenshot(page, "703-flow-form-dialog")
    await dialog.getByRole("button", { name: "Save" }).click()
    await toast(SAVED).waitFor()
    await dialog.waitFor({ state: "detached" })

    // ADM-4: exactly one more variable-definitions GET; the panel shows what the form defines.
    await variables.getByText("weight_kg").waitFor()
    await measures.getByText("Weight", { exact: true }).waitFor()
    await page.getByRole("button", { name: "Edit form Follow-up" }).waitFor()
    await expectCount(page, calls("flows.variableDefinitions"), 2, "ADM-4: one GET after the save")
    expect(calls("flows.createForm")()).toBe(1)
    await screenshot(page, "704-flow-form-added")

    // ADM-1: a positive formId updates (PUT), and again exactly one GET.
    await page.getByRole("button", { name: "Edit form Follow-up" }).click()
    const editing = page.getByRole("dialog", { name: "Edit form Follow-up" })
    await expect
      .poll(() => editing.getByLabel("Variables").inputValue())
      .toBe("weight_kg: number\nheight_cm: number")
    await editing.getByLabel("Name").fill("Follow-up visit")
    await markToasts(page)
    await editing.getByRole("button", { name: "Save" }).click()
    await newToast(page, SAVED).waitFor()
    await page.getByRole("button", { name: "Edit form Follow-up visit" }).waitFor()
    await variables.getByText("Follow-up visit").first().waitFor()
    await expectCount(page, calls("flows.variableDefinitions"), 3, "ADM-4: one GET after the update")
    expect(calls("flows.updateForm")()).toBe(1)
  })

  it("K4, ADM-2, ADM-3, ERR-6: a copy takes a tag, typed with the keyboard; copy and delete go to the list, fetched again", async () => {
    const page = await staff()
    const calls = countCalls(page)
    await openFlow(page, "Biometric screening")
    await page.getByRole("button", { name: "Copy" }).click()
    const dialog = page.getByRole("dialog", { name: "Copy “Biometric screening”" })
    await expect.poll(focused(page, "name"), { message: "the dialog opens on its one input" }).toBe("tag")
    await page.keyboard.press("Enter")
    await dialog.getByText("Enter a tag for the copy.").waitFor()
    expect(calls("flows.copy")()).toBe(0)
    await page.keyboard.type("2026")
    await page.keyboard.press("Enter")
    await dialog.getByText("A flow with this name already has this tag.").waitFor()
    await screenshot(page, "705-flow-copy-tag-taken")

    const lists = calls("flows.list")()
    await dialog.getByLabel("Tag of the copy").fill("2027")
    await page.keyboard.press("Enter")
    await toast(COPIED).waitFor()
    await expect.poll(addressOf(page)).toBe(LIST)
    await page
      .getByRole("row")
      .filter({ hasText: "2027" })
      .getByRole("link", { name: "Biometric screening" })
      .waitFor()
    await expectCount(page, () => calls("flows.list")() - lists, 1, "ADM-3 after the copy")
    await screenshot(page, "706-flow-copied")

    await openFlow(page, "Biometric screening", "2027")
    await page.getByRole("region", { name: "Forms", exact: true }).getByText("Measurements").waitFor()
    await page.getByRole("button", { name: "Delete" }).click()
    const question = page.getByRole("dialog", { name: "Delete the flow “Biometric screening”?" })
    await question.getByRole("button", { name: "Keep it" }).click()
    await page.getByRole("button", { name: "Delete" }).click()
    await question.getByRole("button", { name: "Delete" }).click()
    await toast(DELETED).filter({ hasText: "Complete!" }).waitFor()
    await expect.poll(addressOf(page)).toBe(LIST)
    await expect.poll(() => page.getByRole("row").filter({ hasText: "2027" }).count()).toBe(0)
    await expectCount(page, () => calls("flows.list")() - lists, 2, "ADM-3 after the delete")
  })

  it("ADM-3: import checks the file in the browser, lists every problem and sends nothing; a good file is imported and opens", async () => {
    const page = await staff()
    const calls = countCalls(page)
    await page.getByRole("link", { name: "Biometric screening" }).waitFor()
    await page.getByRole("button", { name: "Import a flow" }).click()
    const dialog = page.getByRole("dialog", { name: "Import a flow" })
    await dialog.getByRole("button", { name: "Import the flow" }).click()
    await dialog.getByText("Choose a flow export file first.").waitFor()

    const bad = {
      ...goodFile,
      flow: { ...goodFile.flow, name: "" },
      forms: [{ ...goodFile.forms[0], step: 0, variables: [{ name: "Sleep hours", type: "hours" }] }],
    }
    await dialog.getByLabel("Flow export file").setInputFiles(flowFile(bad))
    const problems = dialog.getByRole("alert")
    await problems.getByText("The file has 4 problems; nothing was sent:").waitFor()
    await problems.getByText("flow › name: Enter a name.").waitFor()
    await problems.getByText("forms › #1 › step: Enter the step, a whole number from 1 to 99.").waitFor()
    await problems.getByText("forms › #1 › variables › #1 › type:", { exact: false }).waitFor()
    await screenshot(page, "707-flow-import-bad-file")
    await dialog.getByRole("button", { name: "Import the flow" }).click()
    expect(calls("flows.import")(), "a bad file is never sent").toBe(0)

    await dialog.getByLabel("Flow export file").setInputFiles(flowFile(goodFile))
    await dialog.getByText("Ready to import “Sleep check” with 1 form.").waitFor()
    const lists = calls("flows.list")()
    await dialog.getByRole("button", { name: "Import the flow" }).click()
    await toast(IMPORTED).waitFor()
    await page.getByRole("heading", { name: "Edit Sleep check", level: 2 }).waitFor()
    await expect.poll(addressOf(page)).toMatch(/^\/noap\/admin\/flows\?flowId=\d+$/)
    await page.getByRole("region", { name: "Variable definitions" }).getByText("sleep_hours").waitFor()
    await page.getByRole("region", { name: "Measures" }).getByText("Sleep", { exact: true }).waitFor()
    await page.getByRole("link", { name: "Sleep check" }).waitFor()
    await expectCount(page, calls("flows.import"), 1, "one import call")
    await expectCount(page, () => calls("flows.list")() - lists, 1, "ADM-3 after the import")
    await screenshot(page, "708-flow-imported")
  })

  it("a flowId that names no flow (or is no id) says so beside the list, with the way back", async () => {
    const page = e2e.page
    await signInAs(page, e2e.stack.portal.url, "staff@wellkit.test")
    await page.waitForURL("**/noap")
    for (const id of ["999", "abc"]) {
      await at(`${LIST}?flowId=${id}`)
      await page
        .getByRole("alert")
        .filter({ hasText: "There is no such flow. It may have been deleted." })
        .waitFor()
      await page.getByRole("link", { name: "Biometric screening" }).waitFor()
    }
    await screenshot(page, "709-flow-missing")
    await page.getByRole("link", { name: "Back to the flows" }).click()
    await expect.poll(addressOf(page)).toBe(LIST)
    await page.getByText("Choose a flow to see its forms, variables and measures.").waitFor()
  })

  it("ERR-5: a failed read of the variable definitions is said in the panel, with Try again", async () => {
    const page = await staff()
    e2e.stack.api.sandbox.faults.set({ endpoint: "flows.variableDefinitions", status: 500, times: 1 })
    await openFlow(page, "Biometric screening")
    const failed = page
      .getByRole("alert")
      .filter({ hasText: "The flow's variable definitions could not be loaded." })
    await failed.waitFor()
    await page.getByRole("region", { name: "Measures" }).getByText("Waist circumference").waitFor()
    await screenshot(page, "710-flow-variables-failed")
    await failed.getByRole("button", { name: "Try again" }).click()
    await page.getByRole("region", { name: "Variable definitions" }).getByText("systolic_bp").waitFor()
    await expect.poll(() => failed.count()).toBe(0)
  })
})

it("the flows screen has no serious or critical WCAG 2.2 AA violation: with a flow, with a dialog open, with a toast showing", async () => {
  const { page, close } = await contextPage(e2e.stack.browser)
  try {
    await signInAs(page, e2e.stack.portal.url, "staff@wellkit.test")
    await page.waitForURL("**/noap")
    const found: Record<string, ReadonlyArray<string>> = {}
    const check = async (name: string) => {
      const violations = await seriousOrWorse(page)
      if (violations.length > 0) found[name] = violations
    }
    await page.goto(`${e2e.stack.portal.url}${LIST}?flowId=3`)
    await page.getByRole("region", { name: "Variable definitions" }).getByText("systolic_bp").waitFor()
    await check("flow")
    await page.getByRole("button", { name: "Add a form" }).click()
    const dialog = page.getByRole("dialog", { name: "New form in Biometric screening" })
    await dialog
      .getByRole("option", { name: "Record biometric screening results (BIOMETRIC_SCREENING)" })
      .waitFor({ state: "attached" })
    await dialog.getByRole("button", { name: "Save" }).click()
    await dialog.getByText("Enter a name.").waitFor()
    await check("form dialog with errors")
    await dialog.getByLabel("Name").fill("Follow-up")
    await dialog.getByRole("button", { name: "Save" }).click()
    await page.getByRole("status").filter({ hasText: SAVED }).waitFor()
    await check("toast")
    await page.getByRole("button", { name: "Copy" }).click()
    await page
      .getByRole("dialog", { name: "Copy “Biometric screening”" })
      .getByLabel("Tag of the copy")
      .waitFor()
    await check("copy dialog")
    expect(found).toEqual({})
  } finally {
    await close()
  }
})
