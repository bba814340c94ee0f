import { expect, it } from "vitest"
import { contextPage, seriousOrWorse } from "./axe.js"
import { screenshot, setupE2e, signIn, signInAs } from "./harness.js"

const e2e = setupE2e()

it("NAV-4: an organization admin opens a member's profile from Manage users, read-only", async () => {
  // A page of its own context: axe runs in it.
  const { page, close } = await contextPage(e2e.stack.browser)
  try {
    await signInAs(page, e2e.stack.portal.url, "admin@acme.test")
    await page.waitForURL(/\/dashboard/)
    await page.goto(`${e2e.stack.portal.url}/manage-users?entityId=1000`)
    const open = page.getByRole("link", { name: "View profile of Claude Ritchie" })
    await open.waitFor()
    await open.focus()
    await page.keyboard.press("Enter")
    await page.getByRole("heading", { name: "Member profile: Claude Ritchie" }).waitFor()
    await expect.poll(() => new URL(page.url()).search).toBe("?userId=10000")
    await page.getByText("Austin").waitFor()
    await page.getByText("claude.ritchie.0@acme.test").waitFor()
    // Read-only: nothing to type into, nothing to save.
    expect(await page.getByRole("textbox").count()).toBe(0)
    expect(await page.getByRole("button", { name: "Save" }).count()).toBe(0)
    expect(await seriousOrWorse(page)).toEqual([])
    await screenshot(page, "910-member-profile")
    await page.getByRole("link", { name: "Back to Manage users" }).click()
    await page.getByRole("link", { name: "View profile of Claude Ritchie" }).waitFor()
  } finally {
    await close()
  }
})

it("NAV-4: a user without MEMBER_DEMOGRAPHIC_VIEW is refused by the guard and offered no link", async () => {
  const { page } = e2e
  await signIn(page, e2e.stack.portal.url, "manager@acme.test")
  await page.waitForURL(/\/(dashboard|consents)/)
  await page.goto(`${e2e.stack.portal.url}/member-profile?userId=10000`)
  await page.getByRole("heading", { name: "No access" }).waitFor()
  expect(await page.getByText("Claude Ritchie").count()).toBe(0)
  // Nor does their Manage users offer it (they hold DIY only).
  await page.goto(`${e2e.stack.portal.url}/manage-users?entityId=1001`)
  await page.getByRole("listitem").first().waitFor()
  expect(await page.getByRole("link", { name: /^View profile/ }).count()).toBe(0)
  await screenshot(page, "911-member-profile-refused")
})
