import { describe, expect, it } from "vitest"
import { axeTour, contextPage } from "./axe.js"
import { openAdminArea, setupE2e, signInAs } from "./harness.js"
import { SUPPORT_PHONE } from "./stack.js"
import { callCounter, wholeScreenshot as screenshot } from "./staff-areas.js"

/**
 * System parameters (/noap/admin/systemParameters?entityId=): an organization's
 * settings, read only (K9), each the portal reads flagged usable or not by the
 * same functions the session's idle timeout and social's scope use.
 */
const e2e = setupE2e()
const LIST = "/noap/admin/systemParameters"
const rowOf = (name: string) =>
  e2e.page.getByRole("row").filter({ has: e2e.page.getByRole("cell", { name, exact: true }) })

describe("system parameters: staff read an organization's settings", () => {
  it("K9, IDLE-2, ADM-18: the list is read only, and each parameter the portal reads says whether it is usable and what happens otherwise", async () => {
    const page = await openAdminArea(e2e.page, e2e.stack.portal.url, { link: "System parameters" })
    const calls = callCounter(page, e2e.stack.api.url)
    // Issue 39.8: the number the portal does show, and where it comes from, beside the one it does not read.
    await rowOf("SUPPORT_PHONE")
      .getByText(
        `Not read by the portal. Its footer and chat panel show ${SUPPORT_PHONE}, from the portal's own configuration.`,
      )
      .waitFor()
    await expect.poll(() => new URL(page.url()).searchParams.get("entityId")).toBe("1000")
    await rowOf("INACTIVITY_LOGOUT_MS").getByText("Usable.", { exact: true }).waitFor()
    await rowOf("SOCIAL_BLOG_ID")
      .getByText("Without a blog id, the organization's blog cannot be shown.")
      .waitFor()
    await rowOf("SOCIAL_GROUP_ID").getByText("Usable.", { exact: true }).waitFor()
    // K9: nothing offers to make, open or change one.
    expect(await page.getByRole("link", { name: /^New\b/ }).count()).toBe(0)
    expect(await page.getByRole("table").getByRole("link").count()).toBe(0)
    await screenshot(page, "900-system-parameters-acme")

    // Acme QA Sandbox: a blog id that is a name, and no idle timeout at all. Acme's read is done
    // (its rows are shown), so from here on only the QA organization's reads are counted.
    calls.reset()
    await page.getByLabel("Organization", { exact: true }).selectOption({ label: "Acme QA Sandbox" })
    const blog = rowOf("SOCIAL_BLOG_ID")
    await blog.getByText("Not usable.", { exact: true }).waitFor()
    await blog.getByText("qa-blog").waitFor()
    await blog.getByText("Without a blog id, the organization's blog cannot be shown.").waitFor()
    const idle = rowOf("INACTIVITY_LOGOUT_MS")
    await idle.getByText("Not set.", { exact: true }).waitFor()
    await idle.getByText("the default of 15 minutes is used").waitFor()
    await screenshot(page, "901-system-parameters-qa")
    // Search narrows the rows; the QA organization's list was read once, and kept.
    await page.getByLabel("Search").fill("social")
    await expect.poll(() => page.getByRole("row").count()).toBe(3)
    expect(calls.of("systemParameters.list")()).toBe(1)
  })

  it("a member who is not staff cannot reach the page", async () => {
    await signInAs(e2e.page, e2e.stack.portal.url, "admin@acme.test")
    await e2e.page.waitForURL(/\/dashboard/)
    await e2e.page.goto(`${e2e.stack.portal.url}${LIST}?entityId=1000`)
    await e2e.page.waitForURL((url) => !url.pathname.startsWith("/noap"))
  })

  it("axe: no serious or critical violation on the list", async () => {
    const { page, close } = await contextPage(e2e.stack.browser)
    try {
      await signInAs(page, e2e.stack.portal.url, "staff@wellkit.test")
      await page.waitForURL("**/noap")
      const { found, visit } = axeTour(page, e2e.stack.portal.url)
      await visit([
        ["acme", `${LIST}?entityId=1000`, "SUPPORT_PHONE"],
        ["qa", `${LIST}?entityId=1003`, "qa-blog"],
      ])
      expect(found).toEqual({})
    } finally {
      await close()
    }
  })
})
