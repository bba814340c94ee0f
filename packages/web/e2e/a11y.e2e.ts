import type { Page } from "playwright-core"
import { expect, it } from "vitest"
import { contextPage as newContextPage, seriousOrWorse } from "./axe.js"
import { setupE2e, signIn } from "./harness.js"

const e2e = setupE2e()

/** Every portal screen of issue 4 and the sign-in page, as an organization admin sees them. */
const screens: ReadonlyArray<readonly [string, string, string]> = [
  ["dashboard", "/dashboard?entityId=1000", "Challenges running now"],
  ["licenses", "/option?entityId=1000", "Acme Holdings — Wellness 2026"],
  ["challenges", "/challenges?entityId=1000", "Add a challenge"],
  ["manage users", "/manage-users?entityId=1000", "Add employee"],
  ["manage admins", "/manage-users?entityId=1000&showAdmins=true", "Add admin"],
  ["batch uploads", "/manage-users/batches?entityId=1000", "february-hires.csv"],
  ["batch detail", "/manage-users/batches/b-2026-0211?entityId=1000", "Failed rows"],
  ["reports", "/reports?entityId=1000", "Show report"],
  ["rewards and funding", "/reward?entityId=1000", "Add funds"],
  ["support", "/support", "Send us a message"],
  ["account", "/account", "Send verification e-mail"],
  ["cart", "/cart?entityId=1000&licenseId=7002", "See the price"],
]

const contextPage = () => newContextPage(e2e.stack.browser)

it("the sign-in page has no serious or critical WCAG 2.2 AA violation", async () => {
  const { page, close } = await contextPage()
  try {
    await page.goto(`${e2e.stack.portal.url}/auth/login`)
    await page.getByRole("button", { name: "Sign in" }).waitFor()
    expect(await seriousOrWorse(page)).toEqual([])
  } finally {
    await close()
  }
})

// Every screen in turn, each scanned whole: minutes on a busy 2-core machine; the limit only stops a hang.
it("every portal screen has no serious or critical WCAG 2.2 AA violation (axe-core)", async () => {
  const { page, close } = await contextPage()
  await signIn(page, e2e.stack.portal.url, "admin@acme.test")
  await page.waitForURL(/\/dashboard/)
  const found: Record<string, ReadonlyArray<string>> = {}
  for (const [name, path, ready] of screens) {
    await page.goto(`${e2e.stack.portal.url}${path}`)
    await page.getByText(ready, { exact: false }).first().waitFor()
    const violations = await seriousOrWorse(page)
    if (violations.length > 0) found[name] = violations
  }
  await close()
  expect(found).toEqual({})
}, 240_000)

/** Issue 14.5: scans of pages at rest missed what only shows in these states. */
const scan = async (page: Page, found: Record<string, ReadonlyArray<string>>, state: string) => {
  const violations = await seriousOrWorse(page)
  if (violations.length > 0) found[state] = violations
}

it("SES-7, ERR-1: the sign-in page with a toast and with an alert has no serious or critical WCAG 2.2 AA violation", async () => {
  const { page, close } = await contextPage()
  const found: Record<string, ReadonlyArray<string>> = {}
  try {
    await signIn(page, e2e.stack.portal.url, "locked@acme.test")
    await page.getByRole("alert").filter({ hasText: "Sorry!" }).waitFor()
    await scan(page, found, "warning toast")
    await page.getByRole("button", { name: "Dismiss" }).click()
    await signIn(page, e2e.stack.portal.url, "admin@acme.test", "not-the-password")
    await page.getByRole("alertdialog").getByText("The e-mail address or password is not correct.").waitFor()
    await scan(page, found, "alert dialog")
  } finally {
    await close()
  }
  expect(found).toEqual({})
})

it("ERR-1, UI-3: portal states (toast, chat panel, dialog, form with validation errors) have no serious or critical WCAG 2.2 AA violation", async () => {
  const { page, close } = await contextPage()
  const found: Record<string, ReadonlyArray<string>> = {}
  try {
    await signIn(page, e2e.stack.portal.url, "admin@acme.test")
    await page.getByTestId("live-status").getByText("Live updates: on").waitFor()
    await fetch(`${e2e.stack.api.url}/__sandbox/hub/push`, {
      method: "POST",
      body: JSON.stringify({
        batchId: "b-7",
        organizationId: 1000,
        fileName: "may.csv",
        status: "completed",
        created: 2,
        updated: 0,
        failed: 0,
      }),
    })
    await page.getByRole("status").filter({ hasText: "may.csv" }).waitFor()
    await scan(page, found, "success toast")

    await page.getByRole("button", { name: "Chat with us" }).click()
    await page.getByRole("link", { name: "Send us a message" }).waitFor()
    await scan(page, found, "chat panel open")
    await page.keyboard.press("Escape")

    await page.goto(`${e2e.stack.portal.url}/manage-users?entityId=1000`)
    await page.getByRole("button", { name: "Add employee" }).click()
    const dialog = page.getByRole("dialog")
    await dialog.getByRole("button", { name: "Save" }).waitFor()
    await scan(page, found, "dialog open")
    await dialog.getByRole("button", { name: "Save" }).click()
    await dialog.locator("[aria-invalid=true]").first().waitFor()
    await scan(page, found, "form with validation errors")
  } finally {
    await close()
  }
  expect(found).toEqual({})
})
