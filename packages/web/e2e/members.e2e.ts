import { expect, it } from "vitest"
import { axeTour, contextPage } from "./axe.js"
import { openAdminArea, pathOf, screenshot, setupE2e, signInAs, toastSaying } from "./harness.js"

const e2e = setupE2e()
const LIST = "/noap/member"

const staff = () => openAdminArea(e2e.page, e2e.stack.portal.url, { link: "Members" })
const toast = (text: string) => toastSaying(e2e.page, text)
const search = () => new URL(e2e.page.url()).search
const db = () => e2e.stack.api.sandbox.db.state

it("a member found by a search shared by its address: the same results in a fresh page", async () => {
  const page = await staff()
  await page.getByText("Choose an organization to search its members.").waitFor()
  await page.getByLabel("Organization", { exact: true }).selectOption({ label: "Acme Holdings" })
  await page.getByLabel("Employee id", { exact: true }).fill("000012")
  await page.getByLabel("Employee id", { exact: true }).press("Enter")
  await expect.poll(search).toBe("?entityId=1000&employeeId=000012")
  await page.getByText("1 member", { exact: true }).waitFor()
  await page.getByRole("link", { name: "Annie van der Berg" }).waitFor()
  await screenshot(page, "900-members-found")

  // The address is the search: a colleague opening it sees the same results.
  const shared = page.url()
  const other = await contextPage(e2e.stack.browser)
  try {
    await signInAs(other.page, e2e.stack.portal.url, "staff@wellkit.test")
    await other.page.waitForURL("**/noap")
    await other.page.goto(shared)
    await other.page.getByText("1 member", { exact: true }).waitFor()
    await other.page.getByRole("link", { name: "Annie van der Berg" }).waitFor()
    expect(await other.page.getByLabel("Employee id", { exact: true }).inputValue()).toBe("000012")
  } finally {
    await other.close()
  }

  await page.getByRole("link", { name: "Annie van der Berg" }).click()
  await page.getByRole("heading", { name: "Annie van der Berg", level: 1 }).waitFor()
  await expect
    .poll(() => page.getByRole("tab", { name: "Details" }).getAttribute("aria-selected"))
    .toBe("true")
  await page.getByText("Status: Invited · Marked as a test member").waitFor()
  await screenshot(page, "901-member-record")
  await page.getByRole("link", { name: "Back to the search" }).click()
  await expect.poll(search).toBe("?entityId=1000&employeeId=000012")
})

it("ADM-1, ADM-13, ERR-6: staff create, edit, reset, activate, flag and delete a member by keyboard", async () => {
  const page = await staff()
  await page.goto(`${e2e.stack.portal.url}${LIST}?entityId=1000`)
  await page.getByText("80 members").waitFor()
  await page.getByRole("link", { name: "New member" }).click()
  await page.getByRole("heading", { name: "New member" }).waitFor()
  await page.getByRole("button", { name: "Save" }).click()
  await page.getByText("Enter a first name.").waitFor()

  // ADM-13: an address on an active account is refused on the e-mail field.
  await page.getByLabel("First name", { exact: true }).fill("Hedy")
  await page.getByLabel("Last name", { exact: true }).fill("Lamarr")
  await page.getByLabel("E-mail address", { exact: true }).fill("claude.ritchie.0@acme.test")
  await page.getByLabel("Employee id", { exact: true }).fill("009100")
  await page.getByLabel("E-mail address", { exact: true }).press("Enter")
  await page.getByText("This e-mail address already belongs to an active account.").waitFor()
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.getAttribute("name")))
    .toBe("emailAddress")
  await screenshot(page, "902-member-email-exists")

  // ADM-1: no userId creates; the new member's record replaces the blank form.
  await page.getByLabel("E-mail address", { exact: true }).fill("hedy.lamarr@acme.test")
  await page.getByLabel("E-mail address", { exact: true }).press("Enter")
  await toast("The member has been Successfully created.").filter({ hasText: "Success!" }).waitFor()
  await page.getByRole("heading", { name: "Hedy Lamarr", level: 1 }).waitFor()
  const created = db().employees.find((e) => e.emailAddress === "hedy.lamarr@acme.test")
  expect(created).toMatchObject({ entityId: 1000, employeeId: "009100", registered: false })
  await expect.poll(pathOf(page)).toBe(`${LIST}/${created?.personId}`)

  // An update stays on the record.
  await page.getByLabel("Last name", { exact: true }).fill("Kiesler")
  await page.getByLabel("Last name", { exact: true }).press("Enter")
  await toast("The changes have been Successfully saved.").waitFor()
  await page.getByRole("heading", { name: "Hedy Kiesler", level: 1 }).waitFor()

  // Each action is asked first, confirmed with the keyboard, and ends in its toast.
  const confirmWithKeyboard = async (button: string, dialog: string, confirm: string) => {
    await page.getByRole("button", { name: button, exact: true }).focus()
    await page.keyboard.press("Enter")
    // The dialog element itself has no box (its panel is fixed): wait for what a person sees in it.
    const asked = page.getByRole("dialog", { name: dialog })
    await asked.getByRole("button", { name: confirm, exact: true }).focus()
    await page.keyboard.press("Enter")
    await asked.waitFor({ state: "detached" })
  }
  await confirmWithKeyboard("Reset password", "Send Hedy Kiesler a password reset e-mail?", "Send the e-mail")
  await toast("A password reset e-mail has been sent.").filter({ hasText: "Complete!" }).waitFor()
  await expect.poll(() => db().outbox.at(-1)?.to).toBe("hedy.lamarr@acme.test")

  await confirmWithKeyboard("Activate", "Activate Hedy Kiesler?", "Activate")
  await toast("The member has been Successfully activated.").waitFor()
  await page.getByText("Status: Active").waitFor()
  await expect.poll(() => page.getByRole("button", { name: "Activate", exact: true }).count()).toBe(0)

  await page.getByRole("button", { name: "Mark as test member" }).click()
  await screenshot(page, "903-member-test-question")
  await page.getByRole("dialog").getByRole("button", { name: "Mark as test member" }).click()
  await toast("The member is now marked as a test member.").waitFor()
  await page.getByRole("button", { name: "Not a test member" }).waitFor()
  expect(db().employees.find((e) => e.personId === created?.personId)?.isTest).toBe(true)

  await confirmWithKeyboard("Delete", "Delete the member Hedy Kiesler?", "Delete")
  await toast("The member has been Successfully deleted.").filter({ hasText: "Complete!" }).waitFor()
  await page.getByRole("heading", { name: "Members", level: 1 }).waitFor()
  await expect.poll(search).toBe("?entityId=1000")
  await page.getByText("80 members").waitFor()
  await screenshot(page, "904-members-after-delete")
})

it("a failed search or record read is one message with Try again", async () => {
  const { faults } = e2e.stack.api.sandbox
  const page = await staff()
  faults.set({ endpoint: "members.search", status: 500, times: 1 })
  await page.goto(`${e2e.stack.portal.url}${LIST}?entityId=1000`)
  await page.getByRole("alert").getByText("The members could not be searched.").waitFor()
  await page.getByRole("button", { name: "Try again" }).click()
  await page.getByText("80 members").waitFor()
  faults.set({ endpoint: "members.get", status: 500, times: 1 })
  await page.goto(`${e2e.stack.portal.url}${LIST}/10000?entityId=1000`)
  await page.getByRole("alert").getByText("The member could not be loaded.").waitFor()
  await page.getByRole("button", { name: "Try again" }).click()
  await page.getByRole("heading", { name: "Claude Ritchie", level: 1 }).waitFor()
})

it("staff edit a member's demographics", async () => {
  const page = await staff()
  await page.goto(`${e2e.stack.portal.url}${LIST}/10000?entityId=1000`)
  await page.getByRole("link", { name: "Edit demographics" }).click()
  await page.getByRole("heading", { name: "Demographics of Claude Ritchie" }).waitFor()
  await expect.poll(() => page.getByLabel("City", { exact: true }).inputValue()).toBe("Austin")
  await page.getByLabel("Phone", { exact: true }).fill("call me")
  await page.getByRole("button", { name: "Save" }).click()
  await page
    .getByText("Enter a phone number of digits, spaces, brackets or dashes, like +1 555 0100.")
    .waitFor()
  await page.getByLabel("Phone", { exact: true }).fill("+1 512 555 0100")
  await page.getByLabel("Department", { exact: true }).fill("Research")
  await page.getByRole("button", { name: "Save" }).click()
  await toast("The changes have been Successfully saved.").waitFor()
  expect(db().employees.find((e) => e.personId === 10000)?.demographics).toMatchObject({
    phone: "+1 512 555 0100",
    department: "Research",
  })
  await screenshot(page, "905-member-demographics")
  await page.getByRole("link", { name: "Back to the member" }).click()
  await page.getByRole("heading", { name: "Claude Ritchie", level: 1 }).waitFor()
})

it("the member screens have no serious or critical WCAG 2.2 AA violation, with a dialog open and a toast showing", async () => {
  const { page, close } = await contextPage(e2e.stack.browser)
  try {
    await signInAs(page, e2e.stack.portal.url, "staff@wellkit.test")
    await page.waitForURL("**/noap")
    const { found, check, visit } = axeTour(page, e2e.stack.portal.url)
    await visit([
      ["search", `${LIST}?entityId=1000`, "80 members"],
      ["no organization", LIST, "Choose an organization to search its members."],
      ["record", `${LIST}/10000?entityId=1000`, "Status: Active"],
      ["new", `${LIST}/new?entityId=1000`, "New member"],
      ["demographics", `${LIST}/10000/demographics?entityId=1000`, "Demographics of Claude Ritchie"],
    ])
    await page.goto(`${e2e.stack.portal.url}${LIST}/10000?entityId=1000`)
    await page.getByRole("button", { name: "Mark as test member" }).click()
    await page.getByRole("dialog").getByRole("button", { name: "Cancel" }).waitFor()
    await check("action dialog")
    await page.getByRole("dialog").getByRole("button", { name: "Mark as test member" }).click()
    await toastSaying(page, "The member is now marked as a test member.").waitFor()
    await check("toast")
    expect(found).toEqual({})
  } finally {
    await close()
  }
})
