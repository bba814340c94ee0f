import type { Locator, Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { axeTour, contextPage } from "./axe.js"
import {
  expectCount,
  focused,
  openAdminArea,
  pathOf,
  settled,
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
 * Form templates (/noap/admin/formTemplates): a resource of nobody's (K1), the
 * same for every organization, so no organization picker and no ?entityId=.
 * Staff use it as a person would: by role, label and visible text, with the
 * keyboard, and with the sandbox's faults.
 */
const e2e = setupE2e()
const countCalls = (page: Page) => callCounter(page, e2e.stack.api.url)

const LIST = "/noap/admin/formTemplates"
const SAVED = "The changes have been Successfully saved."
const DELETED = "The template has been successfully deleted."
const TAKEN = "A form template with this name already exists."
const LOAD_FAILED = "The form templates could not be loaded."

const staff = () => openAdminArea(e2e.page, e2e.stack.portal.url, { link: "Form templates" })
const toast = (text: string) => toastSaying(e2e.page, text)
const templates = () => e2e.stack.api.sandbox.db.state.collections.formTemplates?.items ?? []
const stored = (name: string) => templates().find((row) => row.name === name)
const idOf = (name: string) => {
  const id = stored(name)?.formTemplateId
  if (typeof id !== "number") throw new Error(`the seed has no form template “${name}”`)
  return id
}
const at = (path: string) => e2e.page.goto(`${e2e.stack.portal.url}${path}`)
const signInAsStaff = async (page: Page = e2e.page) => {
  await signInAs(page, e2e.stack.portal.url, "staff@wellkit.test")
  await page.waitForURL("**/noap")
}

describe("form templates: staff create, edit and delete", () => {
  it("K1, ADM-1, ADM-2, ERR-6, NAV-12: a template made with the keyboard alone opens at its own page, replacing /new in the history", async () => {
    const page = await staff()
    const calls = countCalls(page)
    await page.getByRole("link", { name: "Welcome survey" }).waitFor()
    await page.getByText("5 form templates").waitFor()
    // K1: the same list for every organization: no picker, no organization in the address.
    expect(await page.getByLabel("Organization").count()).toBe(0)
    expect(new URL(page.url()).search).toBe("")
    await screenshot(page, "600-form-templates-list")

    await page.getByRole("link", { name: "New form template", exact: true }).focus()
    await page.keyboard.press("Enter")
    await page.getByRole("heading", { name: "New form template", level: 1 }).waitFor()
    await expect.poll(pathOf(page)).toBe(`${LIST}/new`)

    await tabTo(page, "name")
    await page.keyboard.type("Sleep diary")
    await page.keyboard.press("Tab")
    await expect.poll(focused(page, "name")).toBe("description")
    await page.keyboard.type("Seven nights of bedtimes and wake-ups.")
    await page.keyboard.press("Tab")
    await expect.poll(focused(page, "name")).toBe("body")
    await page.keyboard.type("<h2>Last night</h2><p>When did you go to bed?</p>")
    const preview = page.getByRole("region", { name: "Preview as members see it" })
    await preview.getByRole("heading", { name: "Last night" }).waitFor()
    await page.keyboard.press("Tab")
    await expect.poll(focused(page, "name")).toBe("isActive")
    await page.keyboard.press("Tab")
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Save")
    await screenshot(page, "601-form-template-new-keyboard")
    await page.keyboard.press("Enter")

    // ADM-1: a null formTemplateId is a create (one POST, no PUT); ADM-2: its own page, with the spec's toast.
    await toast(SAVED).filter({ hasText: "Success!" }).waitFor()
    await page.getByRole("heading", { name: "Edit Sleep diary", level: 1 }).waitFor()
    const id = idOf("Sleep diary")
    await expect.poll(pathOf(page)).toBe(`${LIST}/${id}`)
    expect(new URL(page.url()).search).toBe("")
    await expectCount(page, calls.of("formTemplates.create"), 1, "templates created")
    expect(calls.of("formTemplates.update")(), "templates updated").toBe(0)
    expect(stored("Sleep diary")).toMatchObject({
      description: "Seven nights of bedtimes and wake-ups.",
      body: "<h2>Last night</h2><p>When did you go to bed?</p>",
      isActive: true,
    })
    // NAV-12: the redirect switched the unsaved-changes guard off: no question on the way.
    expect(await page.getByRole("dialog", { name: "Leave without saving?" }).count()).toBe(0)
    expect(await page.getByText("You have unsaved changes.").count()).toBe(0)

    // ADM-2 (replace): Back goes to the list, not to the blank form; the list has it (ADM-3).
    await page.goBack()
    await page.getByRole("heading", { name: "Form templates", level: 1 }).waitFor()
    await expect.poll(pathOf(page)).toBe(LIST)
    await page.getByRole("link", { name: "Sleep diary" }).waitFor()
    await page.getByText("6 form templates").waitFor()
    await page.goForward()
    await page.getByRole("heading", { name: "Edit Sleep diary", level: 1 }).waitFor()
    await expect.poll(pathOf(page)).toBe(`${LIST}/${id}`)
  })

  it("ADM-1, ADM-2, ADM-3, ADM-7, ERR-6: bad input stays on its field, a taken name is the 302's words on the name, an update stays, delete asks first", async () => {
    const page = await staff()
    const calls = countCalls(page)
    await page.getByRole("link", { name: "New form template", exact: true }).click()
    await page.getByRole("heading", { name: "New form template", level: 1 }).waitFor()
    const name = page.getByLabel("Name")
    const description = page.getByLabel("Description")
    const body = page.getByLabel("Body")
    const save = page.getByRole("button", { name: "Save" })

    // Nothing is sent until the form is right; each complaint is on its field, the first one focused.
    await save.click()
    await page.getByText("Enter a name.").waitFor()
    await page.getByText("Write the form's body.").waitFor()
    await expect.poll(focused(page, "name")).toBe("name")
    expect(await name.getAttribute("aria-invalid")).toBe("true")
    expect(await descriptionOf(name)).toBe("Enter a name.")
    expect(await descriptionOf(body)).toBe("Write the form's body.")
    // Spaces alone are no name.
    await name.fill("   ")
    await body.fill("<p>How are you feeling today?</p>")
    await save.click()
    await page.getByText("Enter a name.").waitFor()
    expect(await page.getByText("Write the form's body.").count()).toBe(0)
    // Over-long text cannot be typed: the fields stop at the contract's limits (80 and 240).
    await name.fill("")
    await name.pressSequentially("M".repeat(85))
    expect((await name.inputValue()).length).toBe(80)
    await description.fill("d".repeat(300))
    expect((await description.inputValue()).length).toBe(240)
    await screenshot(page, "602-form-template-bad-input")
    expect(calls.of("formTemplates.create")(), "nothing sent while the form is wrong").toBe(0)

    // ADM-7: a name another template has (in any case) is the 302's own words, on the name.
    await name.fill("welcome SURVEY")
    await description.fill("How members feel, once a day.")
    await save.click()
    await page.getByText(TAKEN).waitFor()
    expect(await descriptionOf(name)).toBe(TAKEN)
    await expect.poll(focused(page, "name")).toBe("name")
    await expect.poll(pathOf(page)).toBe(`${LIST}/new`)
    expect(calls.of("formTemplates.create")()).toBe(1)
    expect(stored("welcome SURVEY")).toBeUndefined()
    await screenshot(page, "603-form-template-name-taken")

    // ADM-1, ADM-2: created, then its own page.
    await name.fill("Mood check-in")
    expect(await page.getByText(TAKEN).count(), "the complaint goes once the name is changed").toBe(0)
    await save.click()
    await toast(SAVED).waitFor()
    await page.getByRole("heading", { name: "Edit Mood check-in", level: 1 }).waitFor()
    const id = idOf("Mood check-in")
    await expect.poll(pathOf(page)).toBe(`${LIST}/${id}`)

    // ADM-1: an update of an existing id (PUT); it stays on the page; ADM-3: the list is read again.
    const listReads = calls.of("formTemplates.list")()
    await page.getByLabel("Staff can start forms from it").uncheck()
    await page.getByLabel("Name").fill("Daily mood check-in")
    await page.getByRole("button", { name: "Save" }).click()
    await page.getByRole("heading", { name: "Edit Daily mood check-in", level: 1 }).waitFor()
    await expectCount(page, calls.of("formTemplates.update"), 1, "templates updated")
    expect(calls.of("formTemplates.create")(), "an update is no create").toBe(2)
    expect(calls.of("formTemplates.list")(), "ADM-3: the list read again").toBeGreaterThan(listReads)
    await expect.poll(pathOf(page)).toBe(`${LIST}/${id}`)
    expect(stored("Daily mood check-in")).toMatchObject({ formTemplateId: id, isActive: false })

    // ADM-7 on an update too: another template's name, said on the field; the record keeps its own.
    await page.getByLabel("Name").fill("Health risk assessment")
    await page.getByRole("button", { name: "Save" }).click()
    await page.getByText(TAKEN).waitFor()
    expect(stored("Daily mood check-in")).toBeDefined()
    await page.getByLabel("Name").fill("Daily mood check-in")

    await page.getByRole("link", { name: "Back to the list" }).click()
    const leave = page.getByRole("dialog", { name: "Leave without saving?" })
    // The name is back to what is saved: nothing to lose, nothing asked.
    await page.getByRole("heading", { name: "Form templates", level: 1 }).waitFor()
    expect(await leave.count()).toBe(0)
    const row = page.getByRole("row").filter({ has: page.getByRole("link", { name: "Daily mood check-in" }) })
    await row.getByText("Retired").waitFor()
    await row.getByRole("link", { name: "Daily mood check-in" }).click()
    await page.getByRole("heading", { name: "Edit Daily mood check-in", level: 1 }).waitFor()

    // ADM-2, ERR-6: delete asks first; Keep it keeps it; Delete goes to the list, which no longer has it.
    await page.getByRole("button", { name: "Delete" }).click()
    const dialog = page.getByRole("dialog", { name: "Delete the form template “Daily mood check-in”?" })
    await dialog.getByText("This cannot be undone.").waitFor()
    await screenshot(page, "604-form-template-delete-dialog")
    await dialog.getByRole("button", { name: "Keep it" }).click()
    await dialog.waitFor({ state: "detached" })
    expect(calls.of("formTemplates.delete")()).toBe(0)
    expect(stored("Daily mood check-in")).toBeDefined()
    await page.getByRole("button", { name: "Delete" }).click()
    await dialog.getByRole("button", { name: "Delete" }).click()
    await toast(DELETED).filter({ hasText: "Complete!" }).waitFor()
    await page.getByRole("heading", { name: "Form templates", level: 1 }).waitFor()
    await expect.poll(pathOf(page)).toBe(LIST)
    await page.getByRole("link", { name: "Welcome survey" }).waitFor()
    await page.getByText("5 form templates").waitFor()
    await expect.poll(() => page.getByRole("link", { name: "Daily mood check-in" }).count()).toBe(0)
    await expectCount(page, calls.of("formTemplates.delete"), 1, "templates deleted")
    expect(stored("Daily mood check-in")).toBeUndefined()
    await screenshot(page, "605-form-templates-after-delete")
  })
})

describe("form templates: addresses and content", () => {
  it("K1: a reloaded /{formTemplateId} shows the record; /999999 says it is not there, with the way back", async () => {
    const page = e2e.page
    await signInAsStaff()
    const id = idOf("Biometric screening consent")
    await at(`${LIST}/${id}`)
    await page.getByRole("heading", { name: "Edit Biometric screening consent", level: 1 }).waitFor()
    await page.reload()
    await page.getByRole("heading", { name: "Edit Biometric screening consent", level: 1 }).waitFor()
    await expect.poll(() => page.getByLabel("Name").inputValue()).toBe("Biometric screening consent")
    await expect
      .poll(() => page.getByLabel("Description").inputValue())
      .toBe("Consent before an on-site screening.")
    await page
      .getByRole("region", { name: "Preview as members see it" })
      .getByText("I agree that the screening results are shared with the wellness program.")
      .waitFor()

    await at(`${LIST}/999999`)
    const missing = page.getByRole("alert").filter({ hasText: "It may have been deleted." })
    await missing.waitFor()
    expect(await page.getByRole("button", { name: "Delete" }).count()).toBe(0)
    expect(await page.getByLabel("Name").count()).toBe(0)
    await screenshot(page, "606-form-template-not-found")
    await page.getByRole("link", { name: "Back to the list" }).click()
    await page.getByRole("heading", { name: "Form templates", level: 1 }).waitFor()
    await expect.poll(pathOf(page)).toBe(LIST)
    await page.getByRole("link", { name: "Welcome survey" }).waitFor()
  })

  it("the body's preview is sanitized as members see it: a picture's handler and a script never run; the console has no error but the policy refusing the handler", async () => {
    const page = e2e.page
    const dialogs: Array<string> = []
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })
    const consoleErrors: Array<string> = []
    const refusals: Array<string> = []
    page.on("console", (message) => {
      const text = message.text()
      // Chromium reports the policy refusing an inline handler as soon as the sanitiser's inert
      // parser reads the attribute (consents.e2e.ts): nothing runs there; the policy did its job.
      if (text.includes("Content Security Policy")) refusals.push(text)
      else if (message.type() === "error") consoleErrors.push(text)
    })
    const inert = async () => {
      // Had a handler survived, it would have run once every picture has loaded or failed and a frame is drawn.
      await expect
        .poll(() => page.evaluate(() => [...document.images].every((image) => image.complete)))
        .toBe(true)
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))))
      expect(dialogs).toEqual([])
      expect(await page.evaluate(() => (window as { __wellkitXss?: unknown }).__wellkitXss)).toBeUndefined()
      const live = "main [onerror], main [onload], main script, main iframe, main a[href^='javascript:']"
      expect(await page.locator(live).count()).toBe(0)
    }
    await signInAsStaff()
    await at(`${LIST}/new`)
    await page.getByRole("heading", { name: "New form template", level: 1 }).waitFor()
    await page.getByLabel("Name").fill("Payload check")
    const payload =
      '<h2>Hello</h2><img src=x onerror="window.__wellkitXss=1;alert(1)"><script>window.__wellkitXss=2;alert(2)</script><p>Plain words stay.</p>'
    await page.getByLabel("Body").fill(payload)
    const preview = page.getByRole("region", { name: "Preview as members see it" })
    await preview.getByRole("heading", { name: "Hello" }).waitFor()
    await preview.getByText("Plain words stay.").waitFor()
    // The picture stays, described for a screen reader, without its handler.
    await preview.getByRole("img", { name: "A picture without a description" }).waitFor()
    expect(await preview.locator("script, [onerror]").count()).toBe(0)
    await inert()
    await screenshot(page, "607-form-template-body-preview")

    await page.getByRole("button", { name: "Save" }).click()
    await toast(SAVED).waitFor()
    await page.getByRole("heading", { name: "Edit Payload check", level: 1 }).waitFor()
    // Kept as written (the sanitising is the preview's), and inert again once read back.
    expect(stored("Payload check")?.body).toBe(payload)
    await page.reload()
    await page.getByRole("heading", { name: "Edit Payload check", level: 1 }).waitFor()
    await preview.getByText("Plain words stay.").waitFor()
    await settled(page)
    await inert()
    expect(consoleErrors).toEqual([])
    for (const refusal of refusals)
      expect(refusal).toMatch(/^Executing inline event handler .* has been blocked\.$/)
  })
})

interface ReadCase {
  readonly page: string
  readonly path: string
  /** The number of the first of its two screenshots. */
  readonly shot: number
  /** What the page shows once it has what it needs. */
  readonly ready: (page: Page) => Locator
}

/**
 * ERR-5, HTTP-9, POR-19: the one read of form templates (formTemplates.list: nobody's one list, which the
 * record's page reads too) fails (500, malformed body): said once, in the page, with Try again; not asked
 * again by itself in the 5 s after; Try again works once the server does. A slow answer is waited for.
 */
const readFails = (c: ReadCase) => async () => {
  const page = e2e.page
  // The page's clock: the 5 s after a failure pass at once, with every timer in them run.
  await page.clock.install()
  const calls = countCalls(page)
  const reads = calls.of("formTemplates.list")
  await signInAsStaff()
  for (const [index, { name, fault, cause }] of faults.entries()) {
    e2e.stack.api.sandbox.faults.set({ endpoint: "formTemplates.list", ...fault })
    const before = reads()
    await at(c.path)
    const shown = page.getByRole("alert").filter({ hasText: LOAD_FAILED })
    await shown.filter({ hasText: cause }).waitFor()
    await screenshot(page, `${c.shot + index}-form-templates-${c.page}-${name}`)
    await expectCount(page, () => reads() - before, 1, "reads of the list")
    const shownAt = await page.evaluate(() => Date.now())
    await page.clock.runFor(5_000)
    expect((await page.evaluate(() => Date.now())) - shownAt).toBeGreaterThanOrEqual(5_000)
    await expectCount(page, () => reads() - before, 1, "reads of the list in the 5 s after the message")
    expect(await shown.count(), "the failure is said once").toBe(1)
    expect(await page.getByRole("alert").count(), "and nothing else says it").toBe(1)
    expect(await page.getByRole("alertdialog").count(), "no dialog on top").toBe(0)

    e2e.stack.api.sandbox.faults.clear()
    await shown.getByRole("button", { name: "Try again" }).click()
    await c.ready(page).waitFor()
    await expect.poll(() => shown.count()).toBe(0)
    await expectCount(page, () => reads() - before, 2, "reads of the list, Try again's included")
  }

  // A slow answer: the page says it is loading, waits, and asks once.
  e2e.stack.api.sandbox.faults.set({ endpoint: "formTemplates.list", delayMs: 1_500 })
  const before = reads()
  await at(c.path)
  await page.getByRole("status").filter({ hasText: "Loading…" }).waitFor()
  await c.ready(page).waitFor()
  await expectCount(page, () => reads() - before, 1, "reads of the list, slow")
  expect(await page.getByRole("alert").filter({ hasText: LOAD_FAILED }).count()).toBe(0)
}

describe("form templates: failed and slow reads", () => {
  it(
    "ERR-5, HTTP-9, POR-19: a failed read of the list (500, malformed) is said once, in the page, with Try again, and not repeated by itself; a slow one is waited for",
    readFails({
      page: "list",
      path: LIST,
      shot: 608,
      ready: (page) => page.getByRole("link", { name: "Welcome survey" }),
    }),
  )
  it(
    "ERR-5, HTTP-9, POR-19: a record's page whose read fails (500, malformed) says so once, with Try again, and does not ask again by itself; a slow one is waited for",
    readFails({
      page: "record",
      path: `${LIST}/1`,
      shot: 610,
      ready: (page) => page.getByRole("heading", { name: "Edit Welcome survey", level: 1 }),
    }),
  )
})

it("the form template screens have no serious or critical WCAG 2.2 AA violation: list, record, new, errors, delete dialog, toast, not found, failed read", async () => {
  const { page, close } = await contextPage(e2e.stack.browser)
  try {
    await signInAsStaff(page)
    const { found, check, visit } = axeTour(page, e2e.stack.portal.url)
    await visit([
      ["list", LIST, "Welcome survey"],
      ["record", `${LIST}/1`, "Edit Welcome survey"],
      ["new", `${LIST}/new`, "New form template"],
    ])
    await page.getByRole("button", { name: "Save" }).click()
    await page.getByText("Write the form's body.").waitFor()
    await check("form with errors")

    await page.goto(`${e2e.stack.portal.url}${LIST}/2`)
    await page.getByRole("heading", { name: "Edit Health risk assessment", level: 1 }).waitFor()
    await page.getByRole("button", { name: "Delete" }).click()
    const dialog = page.getByRole("dialog", { name: "Delete the form template “Health risk assessment”?" })
    await dialog.getByRole("button", { name: "Keep it" }).waitFor()
    await check("delete dialog open")
    await screenshot(page, "612-form-template-delete-dialog-axe")
    await dialog.getByRole("button", { name: "Keep it" }).click()
    await dialog.waitFor({ state: "detached" })

    await page.getByLabel("Description").fill("The yearly questionnaire, about ten minutes.")
    await page.getByRole("button", { name: "Save" }).click()
    await toastSaying(page, SAVED).waitFor()
    await check("record with a toast")
    await screenshot(page, "613-form-template-saved-toast")

    await visit([["not found", `${LIST}/999999`, "It may have been deleted."]])
    e2e.stack.api.sandbox.faults.set({ endpoint: "formTemplates.list", status: 500 })
    await visit([["failed read", LIST, LOAD_FAILED]])
    expect(found).toEqual({})
  } finally {
    await close()
  }
})
