import { describe, expect, it } from "vitest"
import { axeTour, contextPage } from "./axe.js"
import { openAdminArea, setupE2e, signInAs } from "./harness.js"
import { callCounter, wholeScreenshot as screenshot } from "./staff-areas.js"

/**
 * User functions (/noap/admin/userFunctions): the platform's function codes, one
 * read-only catalogue (K1, K9) that is also the pick list of a flow form's function.
 */
const e2e = setupE2e()
const LIST = "/noap/admin/userFunctions"
const rowOf = (code: string) =>
  e2e.page.getByRole("row").filter({ has: e2e.page.getByRole("cell", { name: code, exact: true }) })

describe("user functions: staff read the platform's codes", () => {
  it("K1, K9, NAV-3..5: each code with its name and what it opens; nothing to make, open or change", async () => {
    const page = await openAdminArea(e2e.page, e2e.stack.portal.url, { link: "User functions" })
    await rowOf("DIY").getByText("/dashboard, /account, /cart").waitFor()
    await rowOf("MEMBER_DEMOGRAPHIC_VIEW").getByText("/member-profile", { exact: true }).waitFor()
    await rowOf("REWARD_APPROVAL_QUEUE_EDIT").getByText("/rewardapproval", { exact: true }).waitFor()
    await rowOf("BIOMETRIC_SCREENING").getByText("No section: flows' forms may ask for it").waitFor()
    await page.getByText("10 user functions").waitFor()
    // No organization picker: the catalogue is nobody's (K1); nothing offers a change (K9).
    expect(await page.getByLabel("Organization", { exact: true }).count()).toBe(0)
    expect(await page.getByRole("link", { name: /^New\b/ }).count()).toBe(0)
    expect(await page.getByRole("table").getByRole("link").count()).toBe(0)
    await screenshot(page, "910-user-functions")
    await page.getByLabel("Search").fill("approval")
    await expect.poll(() => page.getByRole("row").count()).toBe(5)
  })

  it("POR-19: a flow form's function pick list is the same catalog, read once for both screens", async () => {
    const page = await openAdminArea(e2e.page, e2e.stack.portal.url, { link: "User functions" })
    const calls = callCounter(page, e2e.stack.api.url)
    await rowOf("COACHING").waitFor()
    await page.getByRole("link", { name: "Flows and forms" }).click()
    await page.getByRole("link", { name: "Biometric screening" }).click()
    await page.getByRole("button", { name: "Add a form" }).click()
    const dialog = page.getByRole("dialog", { name: "New form in Biometric screening" })
    const pick = dialog.getByLabel("Only for members with the function")
    await pick
      .getByRole("option", { name: "Record biometric screening results (BIOMETRIC_SCREENING)" })
      .waitFor({ state: "attached" })
    expect(await pick.getByRole("option").count(), "the ten codes and None").toBe(11)
    await screenshot(page, "911-flow-form-functions")
    expect(calls.of("userFunctions.list")(), "the staff list's read served the editor").toBe(0)
    expect(calls.paths.filter((path) => path.endsWith("/formFunctions"))).toEqual([])
  })

  it("axe: no serious or critical violation on the list", async () => {
    const { page, close } = await contextPage(e2e.stack.browser)
    try {
      await signInAs(page, e2e.stack.portal.url, "staff@wellkit.test")
      await page.waitForURL("**/noap")
      const { found, visit } = axeTour(page, e2e.stack.portal.url)
      await visit([["list", LIST, "MEMBER_DEMOGRAPHIC_VIEW"]])
      expect(found).toEqual({})
    } finally {
      await close()
    }
  })
})
