import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { contextPage, seriousOrWorse } from "./axe.js"
import { focused, screenshot, setupE2e, signInAs, toastSaying } from "./harness.js"

/**
 * A member's rewards on the record's tabs (ADM-12), as staff use them: the
 * reward groups with a group's rewards and ledger, an earn override by
 * keyboard, a manual redemption, the package groups, and a ledger of 2,000
 * transactions scrolled by keyboard.
 */
const e2e = setupE2e()

/** Claude Ritchie, the first Acme member; Barbara Keller, the 3rd, has 2,000 transactions. */
const FIRST = 10000
const LONG = 10006
const recordOf = (userId: number, tab: string) => `/noap/member/${userId}?entityId=1000&tab=${tab}`

const open = async (page: Page, userId: number, tab: string, name: string) => {
  await page.goto(`${e2e.stack.portal.url}${recordOf(userId, tab)}`)
  await page.getByRole("heading", { name, level: 1 }).waitFor()
}
const asStaff = async (page: Page) => {
  await signInAs(page, e2e.stack.portal.url, "staff@wellkit.test")
  await page.waitForURL(/\/noap/)
}
/** Tab (as a person does) until the field with this name has the focus. */
const tabTo = async (page: Page, name: string) => {
  for (let tab = 0; tab < 8; tab += 1) {
    if ((await focused(page, "name")()) === name) return
    await page.keyboard.press("Tab")
  }
  throw new Error(`Tab never reached ${name}`)
}
const rewardRow = (page: Page, name: string) =>
  page
    .getByRole("table", { name: /^Rewards of/ })
    .getByRole("row")
    .filter({ hasText: name })

describe("the member's rewards tabs", () => {
  it("ADM-12, ERR-6: a reward overridden to earned by keyboard, without dollars for 0; the ledger read again", async () => {
    const { page } = e2e
    await asStaff(page)
    await open(page, FIRST, "details", "Claude Ritchie")
    await page.getByRole("tab", { name: "Reward groups" }).click()
    await page.getByText("3 reward groups", { exact: true }).waitFor()
    await page.getByRole("heading", { name: "Monthly prize draw", level: 3 }).waitFor()
    await rewardRow(page, "Annual physical").getByRole("cell", { name: "In progress" }).waitFor()
    await page.getByText("82 transactions", { exact: true }).waitFor()
    await screenshot(page, "member-rewards-groups")

    const bodies: Array<string> = []
    page.on("request", (request) => {
      if (request.url().includes("/earnOverride")) bodies.push(request.postData() ?? "")
    })
    await page.getByRole("button", { name: "Earn override: Annual physical" }).focus()
    await page.keyboard.press("Enter")
    const dialog = page.getByRole("dialog", { name: "Earn override: Annual physical" })
    await dialog.getByLabel("Comment").waitFor()
    await tabTo(page, "comment")
    await page.keyboard.type("Clinic confirmed the physical on paper.")
    await page.keyboard.press("Tab")
    await page.keyboard.type("0")
    await page.keyboard.press("Tab")
    await page.keyboard.press("Space")
    expect(await dialog.getByLabel("Override redeem").isChecked()).toBe(true)
    await screenshot(page, "member-rewards-override-dialog")
    await page.keyboard.press("Tab")
    await page.keyboard.press("Tab")
    await page.keyboard.press("Enter")

    await toastSaying(page, "The reward has been set to earned status.").waitFor()
    await toastSaying(page, "Complete!").waitFor()
    await dialog.waitFor({ state: "detached" })
    await rewardRow(page, "Annual physical").getByRole("cell", { name: "Earned", exact: true }).waitFor()
    expect(await rewardRow(page, "Annual physical").getByRole("button").count()).toBe(0)
    // The ledger was read again: the override's credit is its newest transaction.
    await page.getByText("83 transactions", { exact: true }).waitFor()
    await screenshot(page, "member-rewards-overridden")
    expect(bodies.map((body) => JSON.parse(body))).toEqual([
      {
        comment: "Clinic confirmed the physical on paper.",
        userRewardId: expect.any(Number),
        expressionTypeId: 1,
        overrideRedeem: true,
        status: 3,
      },
    ])
  })

  it("a manual redemption is recorded and the history read again; the package groups are listed", async () => {
    const { page } = e2e
    await asStaff(page)
    await open(page, FIRST, "redemptions", "Claude Ritchie")
    await page.getByText("19 redemptions", { exact: true }).waitFor()
    await page.getByRole("button", { name: "Manual redemption" }).click()
    const dialog = page.getByRole("dialog", { name: "Manual redemption" })
    await dialog.getByLabel("Reward group").selectOption({ label: "Step champion (Acme 2026 challenges)" })
    await dialog.getByLabel("Amount").fill("1000000")
    await dialog.getByRole("button", { name: "Redeem" }).click()
    await dialog.getByText("Enter an amount above 0, at most 10,000.").waitFor()
    await dialog.getByLabel("Amount").fill("5")
    await dialog.getByLabel("Reason").fill("Water bottle sent by post")
    await dialog.getByRole("button", { name: "Redeem" }).click()
    await toastSaying(page, "The redemption has been recorded.").waitFor()
    await page.getByText("20 redemptions", { exact: true }).waitFor()
    await page
      .getByRole("row")
      .filter({ hasText: "Water bottle sent by post" })
      .getByText("Sam Staff")
      .waitFor()
    await screenshot(page, "member-rewards-redemptions")

    await page.getByRole("tab", { name: "Package groups" }).click()
    await page.getByText("3 package groups", { exact: true }).waitFor()
    await page.getByRole("cell", { name: "Acme 2026 challenges" }).first().waitFor()
    await screenshot(page, "member-rewards-package-groups")
  })

  it("2,000 transactions: a virtualized list scrolled by keyboard, with its count", async () => {
    const { page } = e2e
    await asStaff(page)
    await open(page, LONG, "rewards", "Barbara Keller")
    await page.getByText("2,000 transactions", { exact: true }).waitFor()
    const region = page.getByRole("region", { name: "Transactions of Hydration finisher, newest first" })
    const rows = region.locator("tbody tr[aria-rowindex]")
    expect(await rows.count(), "only the rows in view are in the page").toBeLessThan(60)
    await region.focus()
    await page.keyboard.press("End")
    await region.locator('tr[aria-rowindex="2001"]').waitFor()
    await region.getByRole("cell", { name: "Jan 2, 2024" }).first().waitFor()
    await screenshot(page, "member-rewards-transactions-end")
    await page.keyboard.press("Home")
    await region.locator('tr[aria-rowindex="2"]').waitFor()
    await page.keyboard.press("PageDown")
    await expect.poll(() => region.evaluate((element) => element.scrollTop)).toBeGreaterThan(100)
    expect(await rows.count()).toBeLessThan(60)
  })

  it("HTTP-9: a failed summary is said once in its tab, the other tabs work, and Try again reads it", async () => {
    const { page } = e2e
    await asStaff(page)
    e2e.stack.api.sandbox.faults.set({ endpoint: "memberRewards.summary", status: 500 })
    await open(page, FIRST, "rewards", "Claude Ritchie")
    const shown = page
      .getByRole("alert")
      .filter({ hasText: "The reward group's summary could not be loaded." })
    await shown.waitFor()
    // The rest of the tab and the other tabs are read as usual.
    await page.getByText("82 transactions", { exact: true }).waitFor()
    await page.getByRole("tab", { name: "Redemptions" }).click()
    await page.getByText("19 redemptions", { exact: true }).waitFor()
    await page.getByRole("tab", { name: "Reward groups" }).click()
    await shown.waitFor()
    expect(await shown.count()).toBe(1)
    e2e.stack.api.sandbox.faults.clear()
    await shown.getByRole("button", { name: "Try again" }).click()
    await rewardRow(page, "Annual physical").waitFor()
    await expect.poll(() => shown.count()).toBe(0)
  })

  it("axe: no serious or critical violation on each tab, with a dialog open and with a toast showing", async () => {
    const { page, close } = await contextPage(e2e.stack.browser)
    try {
      await asStaff(page)
      const found: Record<string, ReadonlyArray<string>> = {}
      const check = async (name: string) => {
        const violations = await seriousOrWorse(page)
        if (violations.length > 0) found[name] = violations
      }
      await open(page, FIRST, "rewards", "Claude Ritchie")
      await page.getByText("82 transactions", { exact: true }).waitFor()
      await check("reward groups")
      await page.getByRole("button", { name: "Earn override: Annual physical" }).click()
      await page.getByRole("dialog").getByLabel("Comment").fill("Confirmed")
      await check("earn override dialog")
      await page.getByRole("button", { name: "Set to earned" }).click()
      await toastSaying(page, "The reward has been set to earned status.").waitFor()
      await check("toast")
      await page.getByRole("tab", { name: "Redemptions" }).click()
      await page.getByText("19 redemptions", { exact: true }).waitFor()
      await check("redemptions")
      await page.getByRole("tab", { name: "Package groups" }).click()
      await page.getByText("3 package groups", { exact: true }).waitFor()
      await check("package groups")
      expect(found).toEqual({})
    } finally {
      await close()
    }
  })
})
