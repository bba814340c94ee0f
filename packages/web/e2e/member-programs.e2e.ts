import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { contextPage, seriousOrWorse } from "./axe.js"
import { addressOf, markToasts, newToast, screenshot, setupE2e, signInAs } from "./harness.js"
import { callCounter } from "./staff-areas.js"

/**
 * A member's programs and challenges tabs (/noap/member/{userId}): each list
 * read when its tab is first opened, each sub-view (activities, focus report,
 * details, leaderboard) read when opened, deleting a program, changing team and
 * unenrolling through the kit's action dialog. Driven by role and visible text.
 */
const e2e = setupE2e()
/** Seeded Acme member with two programs, an invitation, a history and three challenges. */
const MEMBER = 10003

const openRecord = async (page: Page, tab?: string) => {
  // The seed's challenges have fixed dates (Step it up ends 2026-12-06) and the page offers
  // unenrol and team changes only until a challenge ends: the browser's day is the seed's.
  await page.clock.setFixedTime(new Date("2026-11-26T12:00:00Z"))
  await signInAs(page, e2e.stack.portal.url, "staff@wellkit.test")
  await page.waitForURL("**/noap")
  await page.goto(`${e2e.stack.portal.url}/noap/member/${MEMBER}?entityId=1000${tab ? `&tab=${tab}` : ""}`)
  await page.getByRole("heading", { name: "Renée Ritchie", level: 1 }).waitFor()
  return page
}
const tab = (page: Page, name: string) => page.getByRole("tab", { name })
const table = (page: Page, name: string) => page.getByRole("table", { name })
const noViolations = async (page: Page, what: string) => expect(await seriousOrWorse(page), what).toEqual([])

describe("a member's programs tab", () => {
  it("lists current, invited and past programs, opens a program's activities and focus report, and deletes a program", async () => {
    const { page, close } = await contextPage(e2e.stack.browser)
    try {
      const calls = callCounter(page, e2e.stack.api.url)
      await openRecord(page)
      expect(calls.of("memberPrograms.programs")(), "not read before its tab opens").toBe(0)
      await tab(page, "Programs").click()
      await expect.poll(addressOf(page)).toContain("tab=programs")
      await table(page, "Current programs").getByRole("rowheader", { name: "Eat the rainbow" }).waitFor()
      await table(page, "Invited programs")
        .getByRole("rowheader", { name: "Sleep better in 30 days" })
        .waitFor()
      await table(page, "Program history").getByRole("rowheader", { name: "Quit for good" }).waitFor()
      expect(
        await table(page, "Program history")
          .getByRole("button", { name: /^Delete/ })
          .count(),
      ).toBe(0)

      await page.getByRole("button", { name: "Activities: Eat the rainbow" }).click()
      const activities = page.getByRole("region", { name: "Activities of Eat the rainbow" })
      await activities.getByRole("table").getByRole("row").nth(1).waitFor()
      await page.getByRole("button", { name: "Focus report: Eat the rainbow" }).click()
      const focus = page.getByRole("region", { name: "Focus report of Eat the rainbow" })
      await focus.getByText(/^Focus: Nutrition/).waitFor()
      expect(await activities.count(), "one sub-view at a time").toBe(0)
      await screenshot(page, "member-programs-focus-report")
      await noViolations(page, "programs tab")

      await page.getByRole("button", { name: "Delete: Ten thousand steps" }).click()
      const dialog = page.getByRole("dialog", { name: "Delete Ten thousand steps from the member?" })
      await dialog.getByRole("button", { name: "Delete program" }).waitFor()
      await noViolations(page, "delete dialog open")
      await screenshot(page, "member-programs-delete-dialog")
      await markToasts(page)
      await dialog.getByRole("button", { name: "Delete program" }).click()
      await newToast(page, "The program has been deleted from the member.").waitFor()
      await expect
        .poll(() =>
          table(page, "Current programs").getByRole("rowheader", { name: "Ten thousand steps" }).count(),
        )
        .toBe(0)
      await noViolations(page, "toast showing")
      await screenshot(page, "member-programs-deleted")
    } finally {
      await close()
    }
  })
})

describe("a member's challenges tab", () => {
  it("ERR-6: opens details, activities and a full leaderboard with the member marked; changes team; unenrolls by keyboard", async () => {
    const { page, close } = await contextPage(e2e.stack.browser)
    try {
      await openRecord(page, "challenges")
      const challenges = table(page, "Challenges")
      await challenges.getByRole("rowheader", { name: "Step it up" }).waitFor()

      await page.getByRole("button", { name: "Leaderboard: Step it up" }).click()
      const board = page.getByRole("region", { name: "Leaderboard of Step it up" })
      await board.getByText("30 members").waitFor()
      const mine = board.locator("tr[aria-current=true]")
      await expect.poll(() => mine.textContent()).toContain("Renée Ritchie (this member)")
      await screenshot(page, "member-challenges-leaderboard")
      await noViolations(page, "challenges tab with the leaderboard")

      await page.getByRole("button", { name: "Details: Step it up" }).click()
      const details = page.getByRole("region", { name: "Details of Step it up" })
      await details.getByText("Acme 2026 challenges").waitFor()
      await page.getByRole("button", { name: "Activities: Step it up" }).click()
      await page.getByRole("region", { name: "Activities in Step it up" }).getByRole("row").nth(1).waitFor()

      // Change team: a select of the challenge's teams in the action dialog.
      const before = await challenges
        .getByRole("row", { name: /Step it up/ })
        .getByRole("cell")
        .first()
        .textContent()
      const target = before === "Trailblazers" ? "Stair Masters" : "Trailblazers"
      await page.getByRole("button", { name: "Change team: Step it up" }).click()
      const teamDialog = page.getByRole("dialog", { name: "Change the member's team in Step it up" })
      await teamDialog.getByLabel("Team").selectOption({ label: target })
      await screenshot(page, "member-challenges-team-dialog")
      await noViolations(page, "team dialog open")
      await markToasts(page)
      await teamDialog.getByRole("button", { name: "Change team" }).click()
      await newToast(page, "The member's team has been changed.").waitFor()
      await expect
        .poll(() =>
          challenges
            .getByRole("row", { name: /Step it up/ })
            .getByRole("cell")
            .first()
            .textContent(),
        )
        .toBe(target)

      // Unenroll with the keyboard only: the row's button, then the dialog's.
      await page.getByRole("button", { name: "Unenroll: Step it up" }).focus()
      await page.keyboard.press("Enter")
      const unenroll = page.getByRole("dialog", { name: "Unenroll the member from Step it up?" })
      await unenroll.getByRole("button", { name: "Unenroll" }).waitFor()
      await markToasts(page)
      await unenroll.getByRole("button", { name: "Unenroll" }).focus()
      await page.keyboard.press("Enter")
      const toast = newToast(page, "The member has been unenrolled from the challenge.")
      await toast.waitFor()
      expect(await toast.textContent()).toContain("Complete!")
      await expect.poll(() => challenges.getByRole("rowheader", { name: "Step it up" }).count()).toBe(0)
      expect(
        await page.getByRole("region", { name: /Step it up/ }).count(),
        "its sub-view closes with it",
      ).toBe(0)
      await noViolations(page, "unenrolled toast showing")
      await screenshot(page, "member-challenges-unenrolled")
    } finally {
      await close()
    }
  })

  it("a failed challenges read says so in its tab with Try again, while the other tabs work", async () => {
    const page = await openRecord(e2e.page)
    e2e.stack.api.sandbox.faults.set({ endpoint: "memberPrograms.challenges", status: 500 })
    await tab(page, "Challenges").click()
    const failed = page.getByRole("alert").filter({ hasText: "The member's challenges could not be loaded." })
    await failed.waitFor()
    await screenshot(page, "member-challenges-failed")
    await tab(page, "Programs").click()
    await table(page, "Current programs").getByRole("rowheader", { name: "Eat the rainbow" }).waitFor()
    expect(await failed.count(), "the failure stays in its own tab").toBe(0)
    // Back on the tab, the failure is said again, once, until the server answers and Try again is pressed.
    await tab(page, "Challenges").click()
    await failed.waitFor()
    expect(await failed.count()).toBe(1)
    e2e.stack.api.sandbox.faults.clear()
    await failed.getByRole("button", { name: "Try again" }).click()
    await table(page, "Challenges").getByRole("rowheader", { name: "Step it up" }).waitFor()
    await expect.poll(() => failed.count()).toBe(0)
  })

  it("a failed leaderboard read is said inside its sub-view; the tab's list stays usable and Try again works", async () => {
    const page = await openRecord(e2e.page, "challenges")
    await table(page, "Challenges").getByRole("rowheader", { name: "Step it up" }).waitFor()
    e2e.stack.api.sandbox.faults.set({ endpoint: "memberPrograms.leaderboard", status: 500 })
    await page.getByRole("button", { name: "Leaderboard: Step it up" }).click()
    const board = page.getByRole("region", { name: "Leaderboard of Step it up" })
    const failed = board.getByRole("alert").filter({ hasText: "leaderboard" })
    await failed.waitFor()
    expect(await table(page, "Challenges").getByRole("row").count()).toBeGreaterThan(1)
    e2e.stack.api.sandbox.faults.clear()
    await failed.getByRole("button", { name: "Try again" }).click()
    await board.getByText("30 members").waitFor()
  })
})
