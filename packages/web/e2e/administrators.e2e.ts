import { expect, it } from "vitest"
import { axeTour, contextPage } from "./axe.js"
import { openAdminArea, pathOf, screenshot, setupE2e, signInAs, toastSaying } from "./harness.js"

const e2e = setupE2e()
const LIST = "/noap/admin/administrators"

const staff = () => openAdminArea(e2e.page, e2e.stack.portal.url, { link: "Administrators" })
const toast = (text: string) => toastSaying(e2e.page, text)
const search = () => new URL(e2e.page.url()).search
const names = () => e2e.page.locator("tbody tr td:first-child").allTextContents()
const db = () => e2e.stack.api.sandbox.db.state

it("the search's filters live in the address: kept across a reload and Back, and paging keeps them", async () => {
  const page = await staff()
  await page.getByText("7 administrators").waitFor()
  // Enter in a filter searches, like the button.
  await page.getByLabel("Name", { exact: true }).fill("oli")
  await page.getByLabel("Name", { exact: true }).press("Enter")
  await page.getByText("1 administrator", { exact: true }).waitFor()
  await expect.poll(search).toBe("?name=oli")
  await expect.poll(names).toEqual(["Olivia Okafor"])
  await page.reload()
  await page.getByText("1 administrator", { exact: true }).waitFor()
  await expect.poll(() => page.getByLabel("Name", { exact: true }).inputValue()).toBe("oli")

  // A second search is a history entry of its own; Back shows the first again, form included.
  await page.getByLabel("Name", { exact: true }).fill("")
  await page.getByLabel("Organization", { exact: true }).selectOption({ label: "Acme West" })
  await page.getByLabel("Administrator type", { exact: true }).selectOption({ label: "Organization admin" })
  await page.getByRole("button", { name: "Search" }).click()
  await expect.poll(search).toBe("?organizationId=1001&adminType=8")
  await page.getByText("1 administrator", { exact: true }).waitFor()
  await expect.poll(names).toEqual(["Nia Newcomer"])
  await screenshot(page, "300-administrators-filtered")
  await page.goBack()
  await expect.poll(search).toBe("?name=oli")
  // Both searches find one administrator: the count alone does not tell the first from the second.
  await page.getByText("1 administrator", { exact: true }).waitFor()
  await expect.poll(names).toEqual(["Olivia Okafor"])
  await expect.poll(() => page.getByLabel("Name", { exact: true }).inputValue()).toBe("oli")
  await expect.poll(() => page.getByLabel("Organization", { exact: true }).inputValue()).toBe("")
  await page.goBack()
  await expect.poll(search).toBe("")
  await page.getByText("7 administrators").waitFor()

  // Paging keeps the filters, and a record's page leads back to the same page of the same search.
  for (let n = 1; n <= 30; n += 1)
    db().users.push({
      ...db().users[1],
      userId: 100 + n,
      emailAddress: `bulk.${String(n).padStart(2, "0")}@acme.test`,
      lastName: `Bulk ${String(n).padStart(2, "0")}`,
    } as never)
  await page.getByLabel("E-mail address", { exact: true }).fill("bulk")
  await page.getByRole("button", { name: "Search" }).click()
  await page.getByText("30 administrators").waitFor()
  await page.getByRole("button", { name: "Next page" }).click()
  await expect.poll(search).toBe("?emailAddress=bulk&page=2")
  await page.getByRole("link", { name: "Olivia Bulk 30" }).waitFor()
  await expect.poll(names).toHaveLength(5)
  await page.getByText("Page 2 of 2").waitFor()
  await page.getByRole("link", { name: "Olivia Bulk 30" }).click()
  await page.getByRole("heading", { name: "Edit Olivia Bulk 30" }).waitFor()
  await page.getByRole("link", { name: "Back to the search" }).click()
  await expect.poll(search).toBe("?emailAddress=bulk&page=2")
  await page.getByText("Page 2 of 2").waitFor()
  await screenshot(page, "301-administrators-page-2")

  await page.getByLabel("E-mail address", { exact: true }).fill("nobody-like-this")
  await page.getByRole("button", { name: "Search" }).click()
  await page.getByText("No administrator matches these filters.").waitFor()
  await screenshot(page, "302-administrators-no-match")
})

it("ADM-1, ADM-2, ADM-13, ERR-6: staff create an administrator, meet the server's 400 as is, edit, reset and delete", async () => {
  const page = await staff()
  await page.getByLabel("Organization", { exact: true }).selectOption({ label: "Acme West" })
  await page.getByRole("button", { name: "Search" }).click()
  await expect.poll(search).toBe("?organizationId=1001")
  await page.getByRole("link", { name: "New administrator" }).click()
  await page.getByRole("heading", { name: "New administrator" }).waitFor()

  // Bad input is refused before anything is sent, on the field it concerns.
  await page.getByRole("button", { name: "Save" }).click()
  await page.getByText("Enter a first name.").waitFor()
  await page.getByText("Choose an organization.").waitFor()
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("firstName")
  await screenshot(page, "303-administrator-new-errors")

  // ADM-13: the server's 400 is shown as is.
  await page.getByLabel("First name", { exact: true }).fill("Grace")
  await page.getByLabel("Last name", { exact: true }).fill("Hopper")
  await page.getByLabel("E-mail address", { exact: true }).fill("admin@acme.test")
  await page.getByLabel("Administrator type", { exact: true }).selectOption({ label: "Organization admin" })
  await page.getByLabel("Organization", { exact: true }).selectOption({ label: "Acme West" })
  await page.getByRole("button", { name: "Save" }).click()
  const alert = page.getByRole("alertdialog")
  await alert.getByText("The administrator could not be created.").waitFor()
  await alert
    .getByText("The e-mail address admin@acme.test is already used by another administrator.")
    .waitFor()
  await screenshot(page, "304-administrator-400-as-is")
  await alert.getByRole("button", { name: "OK" }).click()

  // ADM-1, ADM-2: created (no userId), then its own page, keeping the search; not verified yet.
  await page.getByLabel("E-mail address", { exact: true }).fill("grace.hopper@acme.test")
  await page.getByRole("button", { name: "Save" }).click()
  await toast("The administrator will receive an e-mail with instructions to activate their account.")
    .filter({ hasText: "Success!" })
    .waitFor()
  await page.getByRole("heading", { name: "Edit Grace Hopper" }).waitFor()
  const created = db().users.find((u) => u.emailAddress === "grace.hopper@acme.test")
  expect(created).toMatchObject({ isVerified: false, registered: false, entityId: 1001, adminType: 8 })
  await expect.poll(pathOf(page)).toBe(`${LIST}/${created?.userId}`)
  await expect.poll(search).toBe("?organizationId=1001")
  await expect.poll(() => page.getByLabel("E-mail verified", { exact: true }).inputValue()).toBe("Not yet")
  await screenshot(page, "305-administrator-created")

  // An update (a userId above 0) stays on the page; its 400 is the server's sentence too.
  await page.getByLabel("First name", { exact: true }).fill("Gr4ce")
  await page.getByRole("button", { name: "Save" }).click()
  await alert.getByText("The administrator could not be saved.").waitFor()
  await alert
    .getByText("A first name may only contain letters, spaces, hyphens, apostrophes and full stops.")
    .waitFor()
  await alert.getByRole("button", { name: "OK" }).click()
  await page.getByLabel("First name", { exact: true }).fill("Grace")
  await page.getByLabel("Last name", { exact: true }).fill("Hopper-King")
  await page.getByLabel("Administrator type", { exact: true }).selectOption({ label: "Staff" })
  await page.getByRole("button", { name: "Save" }).click()
  await page.getByRole("heading", { name: "Edit Grace Hopper-King" }).waitFor()
  await expect
    .poll(() => db().users.find((u) => u.userId === created?.userId))
    .toMatchObject({
      lastName: "Hopper-King",
      adminType: 5,
    })

  // Reset asks first, then 'Complete!' and an e-mail in the outbox.
  await page.getByRole("button", { name: "Reset password" }).click()
  const reset = page.getByRole("dialog", { name: "Send Grace Hopper-King a password reset e-mail?" })
  await screenshot(page, "306-administrator-reset-question")
  await reset.getByRole("button", { name: "Send the e-mail" }).click()
  await toast("A password reset e-mail has been sent.").filter({ hasText: "Complete!" }).waitFor()
  await expect
    .poll(() => db().outbox.at(-1))
    .toMatchObject({
      to: "grace.hopper@acme.test",
      subject: "Reset your wellkit password",
    })

  // Delete asks first; keeping closes; deleting ends on the search it came from, without them.
  await page.getByRole("button", { name: "Delete" }).click()
  const remove = page.getByRole("dialog", { name: "Delete the administrator Grace Hopper-King?" })
  await remove.getByRole("button", { name: "Keep them" }).click()
  await page.getByRole("button", { name: "Delete" }).click()
  await remove.getByRole("button", { name: "Delete" }).click()
  await toast("The user was deleted.").filter({ hasText: "Complete!" }).waitFor()
  await page.getByRole("heading", { name: "Administrators", level: 1 }).waitFor()
  await expect.poll(pathOf(page)).toBe(LIST)
  await expect.poll(search).toBe("?organizationId=1001")
  await page.getByText("2 administrators").waitFor()
  await expect.poll(names).toEqual(["Nia Newcomer", "Marco Rossi"])
  await screenshot(page, "307-administrators-after-delete")
})

it("a failed search or read is one message in the page with Try again; nothing at all says so", async () => {
  const { faults } = e2e.stack.api.sandbox
  faults.set({ endpoint: "administrators.search", status: 503, times: 1 })
  const page = await staff()
  await page.getByRole("alert").getByText("The administrators could not be searched.").waitFor()
  await screenshot(page, "308-administrators-failed")
  await page.getByRole("button", { name: "Try again" }).click()
  await page.getByText("7 administrators").waitFor()

  faults.set({ endpoint: "administrators.get", status: 500, times: 1 })
  await page.getByRole("link", { name: "Olivia Okafor" }).click()
  await page.getByRole("alert").getByText("The administrator could not be loaded.").waitFor()
  await screenshot(page, "309-administrator-failed")
  await page.getByRole("button", { name: "Try again" }).click()
  await page.getByRole("heading", { name: "Edit Olivia Okafor" }).waitFor()

  faults.set({
    endpoint: "administrators.search",
    status: 200,
    body: JSON.stringify({ totalRecordCount: 0, users: [] }),
    times: 1,
  })
  // The way back shows the page the search kept, at once; a new visit reads it again.
  await page.getByRole("link", { name: "Back to the search" }).click()
  await page.getByText("7 administrators").waitFor()
  await page.goto(`${e2e.stack.portal.url}${LIST}`)
  await page.getByText("There are no administrators yet.").waitFor()
})

it("the administrator screens have no serious or critical WCAG 2.2 AA violation", async () => {
  const { page, close } = await contextPage(e2e.stack.browser)
  try {
    await signInAs(page, e2e.stack.portal.url, "staff@wellkit.test")
    await page.waitForURL("**/noap")
    const { found, check, visit } = axeTour(page, e2e.stack.portal.url)
    await visit([
      ["list", LIST, "7 administrators"],
      ["no match", `${LIST}?name=zz`, "No administrator matches these filters."],
      ["detail", `${LIST}/2`, "Edit Olivia Okafor"],
      ["new", `${LIST}/new`, "New administrator"],
    ])
    await page.getByRole("button", { name: "Save" }).click()
    await page.getByText("Enter a first name.").waitFor()
    await check("form with errors")
    expect(found).toEqual({})
  } finally {
    await close()
  }
})
