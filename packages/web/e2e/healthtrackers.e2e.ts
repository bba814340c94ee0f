import { expect, it } from "vitest"
import { axeTour, contextPage } from "./axe.js"
import { openAdminArea, screenshot, setupE2e, signInAs, toastSaying } from "./harness.js"

const e2e = setupE2e()

const staff = () => openAdminArea(e2e.page, e2e.stack.portal.url, { link: "Healthtrackers" })
const toast = (text: string) => toastSaying(e2e.page, text)

it("ADM-1, ADM-2, ADM-3, ADM-7, ERR-6: staff create a healthtracker, meet a taken name, edit it and delete it", async () => {
  const page = await staff()
  await page.getByRole("link", { name: "Daily steps" }).waitFor()
  await page.getByRole("link", { name: "New healthtracker", exact: true }).click()
  await page.getByRole("heading", { name: "New healthtracker" }).waitFor()

  // Bad input is refused before anything is sent, on the field it concerns.
  await page.getByLabel("Daily goal").fill("-3")
  await page.getByRole("button", { name: "Save" }).click()
  await page.getByText("Enter a name.").waitFor()
  await page.getByText("A daily goal is above 0.").waitFor()
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("name")

  // ADM-7: a name the organization already has is the 302's own words, on the name.
  await page.getByLabel("Name").fill("Daily steps")
  await page.getByLabel("Unit").fill("steps")
  await page.getByLabel("Daily goal").fill("10000")
  await page.getByRole("button", { name: "Save" }).click()
  await page.getByText("A healthtracker with this name already exists.").waitFor()
  await screenshot(page, "200-healthtracker-name-taken")

  // ADM-1, ADM-2: created, then its own page, with the spec's toast.
  await page.getByLabel("Name").fill("Stairs climbed")
  await page.getByLabel("Unit").fill("floors")
  await page.getByRole("button", { name: "Save" }).click()
  await toast("The changes have been Successfully saved.").waitFor()
  await page.getByRole("heading", { name: "Edit Stairs climbed" }).waitFor()
  await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/noap\/admin\/healthtrackers\/\d+$/)

  // An update stays on the record's page; the list has it (ADM-3).
  await page.getByLabel("Name").fill("Floors climbed")
  await page.getByRole("button", { name: "Save" }).click()
  await page.getByRole("heading", { name: "Edit Floors climbed" }).waitFor()
  await page.getByRole("link", { name: "Back to the list" }).click()
  await page.getByRole("link", { name: "Floors climbed" }).click()

  // ADM-2, ERR-6: delete asks first, then goes to the list, which no longer has it.
  await page.getByRole("button", { name: "Delete" }).click()
  const dialog = page.getByRole("dialog", { name: "Delete the healthtracker “Floors climbed”?" })
  await dialog.getByRole("button", { name: "Keep it" }).click()
  await page.getByRole("button", { name: "Delete" }).click()
  await dialog.getByRole("button", { name: "Delete" }).click()
  await toast("The healthtracker has been Successfully deleted.").waitFor()
  await page.getByRole("heading", { name: "Healthtrackers", level: 1 }).waitFor()
  await page.getByRole("link", { name: "Daily steps" }).waitFor()
  await expect.poll(() => page.getByRole("link", { name: "Floors climbed" }).count()).toBe(0)
  await screenshot(page, "201-healthtrackers-after-delete")
})

it("the list's search and sort live in the address: kept across a reload and the back button", async () => {
  const page = await staff()
  await page.getByLabel("Search").fill("min")
  await page.getByText("2 healthtrackers").waitFor()
  await page.getByRole("button", { name: "Daily goal" }).click()
  await expect.poll(() => new URL(page.url()).search).toBe("?entityId=1000&q=min&sort=dailyGoal")
  const names = () => page.locator("tbody tr td:first-child").allTextContents()
  await expect.poll(names).toEqual(["Mindfulness", "Active minutes"])
  await page.reload()
  await page.getByText("2 healthtrackers").waitFor()
  await expect.poll(names).toEqual(["Mindfulness", "Active minutes"])
  await expect.poll(() => page.getByLabel("Search").inputValue()).toBe("min")

  await page.getByRole("link", { name: "Mindfulness" }).click()
  await page.getByRole("heading", { name: "Edit Mindfulness" }).waitFor()
  await page.goBack()
  await page.getByText("2 healthtrackers").waitFor()
  await expect.poll(names).toEqual(["Mindfulness", "Active minutes"])

  await page.getByLabel("Search").fill("nothing like this")
  await page.getByText("Nothing matches “nothing like this”.").waitFor()
  await screenshot(page, "202-healthtrackers-no-match")
})

it("the healthtracker screens have no serious or critical WCAG 2.2 AA violation", async () => {
  const { page, close } = await contextPage(e2e.stack.browser)
  try {
    await signInAs(page, e2e.stack.portal.url, "staff@wellkit.test")
    await page.waitForURL("**/noap")
    const { found, check, visit } = axeTour(page, e2e.stack.portal.url)
    await visit([
      ["list", "/noap/admin/healthtrackers?entityId=1000", "Daily steps"],
      ["detail", "/noap/admin/healthtrackers/1?entityId=1000", "Edit Daily steps"],
      ["new", "/noap/admin/healthtrackers/new?entityId=1000", "New healthtracker"],
    ])
    await page.getByRole("button", { name: "Save" }).click()
    await page.getByText("Enter a name.").waitFor()
    await check("form with errors")
    expect(found).toEqual({})
  } finally {
    await close()
  }
})

it("one organization scope for the admin area: the organization chosen in one area is the next area's", async () => {
  const page = await staff()
  await page.getByLabel("Organization").selectOption({ label: "Acme West" })
  await expect.poll(() => new URL(page.url()).searchParams.get("entityId")).toBe("1001")
  await page.getByRole("link", { name: "Messages", exact: true }).click()
  await page.getByRole("heading", { name: "Messages", level: 1 }).waitFor()
  await expect.poll(() => new URL(page.url()).searchParams.get("entityId")).toBe("1001")
  await page.getByRole("link", { name: "Healthtrackers", exact: true }).click()
  await expect.poll(() => new URL(page.url()).searchParams.get("entityId")).toBe("1001")
  await page.getByRole("link", { name: "Daily steps" }).waitFor()
})
