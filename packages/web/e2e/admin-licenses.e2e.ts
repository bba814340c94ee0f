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
 * Staff's licenses (Tango reward accounts), /noap/admin/licenses/{licenseId}?entityId=:
 * no list page, an organization's page lists them and starts a new one. A record is read
 * by its own call (K2); the Tango customer accounts come from the API's `{ result }` and a
 * save's answer is `{ value }` (K11), neither seen by the page. ADM-2: save goes to
 * /{licenseId}; ADM-9: a refused save shows the server's sentence as it is.
 */
const e2e = setupE2e()
const countCalls = (page: Page) => callCounter(page, e2e.stack.api.url)

const LICENSES = "/noap/admin/licenses"
const ACME = "?entityId=1000"
const ACME_PAGE = "/noap/admin/organizations/1000"
const SAVED = "The changes have been Successfully saved."
const LINKED = "This Tango account is already linked to another license."
const NO_ACCOUNT =
  "The Tango customer “Acme Holdings US” has no account “acme-nobody”. Its accounts: acme-employees, acme-leaders, acme-spot-awards."
const NO_CUSTOMER = "This organization has no such Tango customer account."
const SAVE_FAILED = "The license could not be saved."

const toast = (text: string) => toastSaying(e2e.page, text)
const collection = (name: string) => e2e.stack.api.sandbox.db.state.collections[name]?.items ?? []
const stored = (name: string) => collection("adminLicenses").find((row) => row.name === name)
const at = (path: string) => e2e.page.goto(`${e2e.stack.portal.url}${path}`)
const licensesOf = (page: Page) => page.getByRole("region", { name: "Licenses" })

/** Staff open Acme Holdings' page from the organizations' tree, as a person does. */
const acmePage = async () => {
  const page = await openAdminArea(e2e.page, e2e.stack.portal.url, { link: "Organizations" })
  await page.getByRole("treeitem", { name: "Acme Holdings" }).click()
  await page.getByRole("heading", { name: "Acme Holdings", level: 2 }).waitFor()
  await licensesOf(page).getByRole("link", { name: "Wellness rewards 2027" }).waitFor()
  return page
}
const signInAsStaff = async (page: Page = e2e.page) => {
  await signInAs(page, e2e.stack.portal.url, "staff@wellkit.test")
  await page.waitForURL("**/noap")
}

describe("staff licenses: from an organization's page", () => {
  it("ADM-1, ADM-2, ADM-3, ERR-6, K2, K11: a license opened from its organization's page is edited and saved: the toast, and it stays at /{licenseId}; Back leads to the organization, which lists the change", async () => {
    const page = await acmePage()
    const calls = countCalls(page)
    const section = licensesOf(page)
    // Each license with whether it pays and from when; Acme Holdings has three.
    await expect.poll(() => section.getByRole("listitem").count()).toBe(3)
    await section
      .getByRole("listitem")
      .filter({ hasText: "EU wellbeing pilot" })
      .getByText("Inactive")
      .waitFor()
    await section.getByText("From Jan 1, 2027").waitFor()
    await screenshot(page, "700-organization-licenses")

    await section.getByRole("link", { name: "Wellness rewards 2027" }).click()
    await page.getByRole("heading", { name: "Edit Wellness rewards 2027", level: 1 }).waitFor()
    await expect.poll(address(page)).toBe(`${LICENSES}/1${ACME}`)
    // The record's account and measures are the get's alone (the list holds summaries); the account's pick list is the { result }'s.
    const account = page.getByLabel("Tango customer account")
    await expect.poll(() => account.locator("option:checked").textContent()).toBe("Acme Holdings US (USD)")
    expect(await account.locator("option").allTextContents()).toEqual([
      "Choose an account",
      "Acme Holdings US (USD)",
      "Acme Holdings Europe (EUR)",
    ])
    expect(await page.getByLabel("Account identifier").inputValue()).toBe("acme-employees")
    const measures = page.getByRole("group", { name: "Measures it rewards" })
    await expect
      .poll(() => measures.getByRole("checkbox", { name: "Sleep (hours a night)" }).isChecked())
      .toBe(true)
    expect(await measures.getByRole("checkbox", { name: "Physical activity (min a week)" }).isChecked()).toBe(
      true,
    )
    expect(await measures.getByRole("checkbox", { name: "Weight (kg)" }).isChecked()).toBe(false)
    expect(await page.getByLabel("Start date").inputValue()).toBe("2027-01-01")
    await expectCount(page, calls.of("adminLicenses.get"), 1, "reads of the license")
    expect(await page.getByRole("button", { name: "Delete" }).count(), "licenses have no delete").toBe(0)
    await screenshot(page, "701-license-record")

    // ADM-1: an id is an update (PUT, no POST); ADM-2: it stays at /{licenseId}; ADM-3: the organization's list is read again.
    const listReads = calls.of("adminLicenses.list")()
    await page.getByLabel("Name").fill("Wellness rewards 2027 and 2028")
    await measures.getByRole("checkbox", { name: "Weight (kg)" }).check()
    await page.getByRole("button", { name: "Save" }).click()
    await toast(SAVED).filter({ hasText: "Success!" }).waitFor()
    await page.getByRole("heading", { name: "Edit Wellness rewards 2027 and 2028", level: 1 }).waitFor()
    await expectCount(page, calls.of("adminLicenses.update"), 1, "licenses updated")
    expect(calls.of("adminLicenses.create")(), "an update is no create").toBe(0)
    await expect.poll(address(page)).toBe(`${LICENSES}/1${ACME}`)
    expect(calls.of("adminLicenses.list")(), "ADM-3: the list read again").toBeGreaterThan(listReads)
    expect(stored("Wellness rewards 2027 and 2028")).toMatchObject({ licenseId: 1, measureIds: [1, 8, 9] })
    expect(await page.getByText("You have unsaved changes.").count()).toBe(0)
    await screenshot(page, "702-license-saved")

    await page.getByRole("link", { name: "Back to the organization" }).click()
    await page.getByRole("heading", { name: "Acme Holdings", level: 2 }).waitFor()
    await expect.poll(address(page)).toBe(ACME_PAGE)
    await section.getByRole("link", { name: "Wellness rewards 2027 and 2028" }).waitFor()
  })

  it("ADM-1, ADM-2, NAV-12: a new license made with the keyboard alone from the organization's page opens at /{licenseId}, replacing /new", async () => {
    const page = await acmePage()
    const calls = countCalls(page)
    await licensesOf(page).getByRole("link", { name: "New license" }).focus()
    await page.keyboard.press("Enter")
    await page.getByRole("heading", { name: "New license", level: 1 }).waitFor()
    await expect.poll(address(page)).toBe(`${LICENSES}/new${ACME}`)

    await tabTo(page, "name")
    await page.keyboard.type("Spot awards")
    await page.keyboard.press("Tab")
    await expect.poll(focused(page, "name")).toBe("tangoAccountId")
    await page.getByRole("option", { name: "Acme Holdings US (USD)" }).waitFor({ state: "attached" })
    await page.keyboard.press("ArrowDown")
    await expect.poll(() => page.getByLabel("Tango customer account").inputValue()).toBe("1")
    await page.keyboard.press("Tab")
    await expect.poll(focused(page, "name")).toBe("accountIdentifier")
    await page.keyboard.type("acme-spot-awards")
    // The measures, one checkbox each: Tab through them to Sleep (the eighth), Space to choose it.
    const focusedLabel = () =>
      page.evaluate(() => document.activeElement?.closest("label")?.textContent ?? "")
    await page.keyboard.press("Tab")
    await expect.poll(focusedLabel).toBe("Weight (kg)")
    for (let presses = 0; presses < 7; presses++) await page.keyboard.press("Tab")
    await expect.poll(focusedLabel).toBe("Sleep (hours a night)")
    await page.keyboard.press("Space")
    await page.keyboard.press("Tab")
    await page.keyboard.press("Tab")
    await expect.poll(focused(page, "name")).toBe("startDate")
    await page.keyboard.type("02012027")
    await expect.poll(() => page.getByLabel("Start date").inputValue()).toBe("2027-02-01")
    // A date field's day, month and year are Tab stops of their own.
    await tabTo(page, "isActive")
    await page.keyboard.press("Tab")
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Save")
    await screenshot(page, "703-license-new-keyboard")
    await page.keyboard.press("Enter")

    await toast(SAVED).filter({ hasText: "Success!" }).waitFor()
    await page.getByRole("heading", { name: "Edit Spot awards", level: 1 }).waitFor()
    const id = stored("Spot awards")?.licenseId
    expect(stored("Spot awards")).toMatchObject({
      entityId: 1000,
      tangoAccountId: 1,
      accountIdentifier: "acme-spot-awards",
      measureIds: [8],
      startDate: "2027-02-01",
      isActive: true,
    })
    await expect.poll(address(page)).toBe(`${LICENSES}/${id}${ACME}`)
    await expectCount(page, calls.of("adminLicenses.create"), 1, "licenses created")
    expect(calls.of("adminLicenses.update")()).toBe(0)
    expect(await page.getByRole("dialog", { name: "Leave without saving?" }).count()).toBe(0)

    // NAV-12: /new was replaced, so Back goes to the organization's page, which lists the new license.
    await page.goBack()
    await page.getByRole("heading", { name: "Acme Holdings", level: 2 }).waitFor()
    await expect.poll(address(page)).toBe(ACME_PAGE)
    await licensesOf(page).getByRole("link", { name: "Spot awards" }).waitFor()
    await screenshot(page, "704-organization-licenses-after-create")
  })

  it("an organization without licenses says so, and still offers a new one; bad input stays on its field and nothing is sent", async () => {
    const page = await openAdminArea(e2e.page, e2e.stack.portal.url, { link: "Organizations" })
    const calls = countCalls(page)
    await page.getByRole("treeitem", { name: "Acme East" }).click()
    await page.getByRole("heading", { name: "Acme East", level: 2 }).waitFor()
    await licensesOf(page).getByText("No licenses yet.").waitFor()
    await licensesOf(page).getByRole("link", { name: "New license" }).click()
    await page.getByRole("heading", { name: "New license", level: 1 }).waitFor()
    await expect.poll(address(page)).toBe(`${LICENSES}/new?entityId=1002`)
    // Acme East's own customer only.
    await page.getByRole("option", { name: "Acme East (USD)" }).waitFor({ state: "attached" })
    expect(await page.getByRole("option", { name: "Acme Holdings US (USD)" }).count()).toBe(0)

    await page.getByLabel("Account identifier").fill("East Employees")
    await page.getByRole("button", { name: "Save" }).click()
    await page.getByText("Enter a name.").waitFor()
    await page.getByText("Choose a Tango customer account.").waitFor()
    await page.getByText("An account identifier has lowercase letters, digits and hyphens only.").waitFor()
    await page.getByText("Choose at least one measure it rewards.").waitFor()
    await page.getByText("Enter the first day, as a date.").waitFor()
    await expect.poll(focused(page, "name")).toBe("name")
    await screenshot(page, "705-license-bad-input")
    expect(calls.of("adminLicenses.create")(), "nothing sent while the form is wrong").toBe(0)
  })
})

describe("ADM-9: a refused license save shows the server's sentence as it is", () => {
  it("ADM-9: a 409 (an account another license pays from), a 400 (an account the customer does not have) and a 404 (a customer no longer the organization's) each show the server's sentence; the page stays and nothing changes", async () => {
    const page = e2e.page
    await signInAsStaff()
    const calls = countCalls(page)
    await at(`${LICENSES}/1${ACME}`)
    await page.getByRole("heading", { name: "Edit Wellness rewards 2027", level: 1 }).waitFor()
    const alert = page.getByRole("alertdialog")

    await page.getByLabel("Account identifier").fill("acme-leaders")
    await page.getByRole("button", { name: "Save" }).click()
    await alert.getByText(LINKED, { exact: true }).waitFor()
    await alert.getByText(SAVE_FAILED).waitFor()
    await screenshot(page, "706-license-409-as-is")
    await alert.getByRole("button", { name: "OK" }).click()
    await alert.waitFor({ state: "detached" })
    await expect.poll(address(page)).toBe(`${LICENSES}/1${ACME}`)
    expect(stored("Wellness rewards 2027")).toMatchObject({ accountIdentifier: "acme-employees" })
    expect(await page.getByLabel("Account identifier").inputValue(), "what was typed stays to correct").toBe(
      "acme-leaders",
    )

    await page.getByLabel("Account identifier").fill("acme-nobody")
    await page.getByRole("button", { name: "Save" }).click()
    await alert.getByText(NO_ACCOUNT, { exact: true }).waitFor()
    await screenshot(page, "707-license-400-as-is")
    await alert.getByRole("button", { name: "OK" }).click()
    await expectCount(page, calls.of("adminLicenses.update"), 2, "saves sent")

    // The organization's European customer is unlinked at Tango while the EU pilot's page is open.
    await at(`${LICENSES}/3${ACME}`)
    await page.getByRole("heading", { name: "Edit EU wellbeing pilot", level: 1 }).waitFor()
    const customers = e2e.stack.api.sandbox.db.state.collections.tangoAccounts
    if (customers)
      customers.items = customers.items.filter((row) => row.customerIdentifier !== "acme-holdings-eu")
    await page.getByLabel("Active: rewards are paid").check()
    await page.getByRole("button", { name: "Save" }).click()
    await alert.getByText(NO_CUSTOMER, { exact: true }).waitFor()
    await screenshot(page, "708-license-404-as-is")
    await alert.getByRole("button", { name: "OK" }).click()
    expect(stored("EU wellbeing pilot")).toMatchObject({ isActive: false })
    await expect.poll(address(page)).toBe(`${LICENSES}/3${ACME}`)
  })
})

describe("staff licenses: reading one record", () => {
  it("K2: a reloaded /{licenseId} is read by its own call, never the list; a missing one or another organization's says not found, and Back leads to the organization", async () => {
    const page = e2e.page
    await signInAsStaff()
    const calls = countCalls(page)
    await at(`${LICENSES}/2${ACME}`)
    await page.getByRole("heading", { name: "Edit Leadership incentives", level: 1 }).waitFor()
    calls.reset()
    await page.reload()
    await page.getByRole("heading", { name: "Edit Leadership incentives", level: 1 }).waitFor()
    await expect.poll(() => page.getByLabel("Account identifier").inputValue()).toBe("acme-leaders")
    await expectCount(page, calls.of("adminLicenses.get"), 1, "reads of the license")
    expect(calls.of("adminLicenses.list")(), "reads of the list").toBe(0)

    await at(`${LICENSES}/999999${ACME}`)
    const missing = page.getByRole("alert").filter({ hasText: "It may have been deleted." })
    await missing.waitFor()
    expect(await page.getByLabel("Name").count()).toBe(0)
    await screenshot(page, "709-license-not-found")
    // Acme Holdings' license asked for in Acme West: not there either.
    await at(`${LICENSES}/2?entityId=1001`)
    await missing.waitFor()
    await page.getByRole("link", { name: "Back to the organization" }).click()
    await page.getByRole("heading", { name: "Acme West", level: 2 }).waitFor()
    await expect.poll(address(page)).toBe("/noap/admin/organizations/1001")
    await licensesOf(page).getByRole("link", { name: "Acme West rewards" }).waitFor()
  })

  it("a failed read of a pick list is said under its field with Try again, and the rest of the form works", async () => {
    const page = e2e.page
    await signInAsStaff()
    e2e.stack.api.sandbox.faults.set({ endpoint: "tangoAccounts.list", status: 500 })
    e2e.stack.api.sandbox.faults.set({ endpoint: "measures.list", malformed: true })
    await at(`${LICENSES}/1${ACME}`)
    await page.getByRole("heading", { name: "Edit Wellness rewards 2027", level: 1 }).waitFor()
    const accounts = page
      .getByRole("alert")
      .filter({ hasText: "The Tango customer accounts could not be loaded." })
    const measures = page.getByRole("alert").filter({ hasText: "The measures could not be loaded." })
    await accounts.waitFor()
    await measures.getByText("The server's answer could not be read.").waitFor()
    await screenshot(page, "710-license-pick-lists-failed")
    e2e.stack.api.sandbox.faults.clear()
    await accounts.getByRole("button", { name: "Try again" }).click()
    await page.getByRole("option", { name: "Acme Holdings US (USD)" }).waitFor({ state: "attached" })
    await measures.getByRole("button", { name: "Try again" }).click()
    await page.getByRole("checkbox", { name: "Sleep (hours a night)" }).waitFor()
    await expect.poll(() => page.getByRole("alert").count()).toBe(0)
    // The form works: a change made once the lists are back is saved.
    await page.getByRole("checkbox", { name: "Sleep (hours a night)" }).click()
    await markToasts(page)
    await page.getByRole("button", { name: "Save" }).click()
    await newToast(page, SAVED).waitFor()
  })
})

it("the license screens have no serious or critical WCAG 2.2 AA violation: the organization's licenses, a record, a new one, errors, a refused save, a record with its toast, not found", async () => {
  const { page, close } = await contextPage(e2e.stack.browser)
  try {
    await signInAsStaff(page)
    const { found, check, visit } = axeTour(page, e2e.stack.portal.url)
    await visit([
      ["organization's licenses", ACME_PAGE, "Wellness rewards 2027"],
      ["new", `${LICENSES}/new${ACME}`, "New license"],
    ])
    await page.getByRole("button", { name: "Save" }).click()
    await page.getByText("Choose at least one measure it rewards.").waitFor()
    await check("form with errors")

    await visit([["record", `${LICENSES}/1${ACME}`, "Edit Wellness rewards 2027"]])
    await page.getByRole("checkbox", { name: "Sleep (hours a night)" }).waitFor()
    await page.getByLabel("Account identifier").fill("acme-leaders")
    await page.getByRole("button", { name: "Save" }).click()
    await page.getByRole("alertdialog").getByText(LINKED).waitFor()
    await check("a 409's sentence")
    await page.getByRole("alertdialog").getByRole("button", { name: "OK" }).click()

    await page.getByLabel("Account identifier").fill("acme-employees")
    await page.getByRole("button", { name: "Save" }).click()
    await toastSaying(page, SAVED).waitFor()
    await check("record with a success toast")
    await screenshot(page, "711-license-saved-toast-axe")

    await visit([["not found", `${LICENSES}/999999${ACME}`, "It may have been deleted."]])
    expect(found).toEqual({})
  } finally {
    await close()
  }
})
