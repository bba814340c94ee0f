import type { Page } from "playwright-core"
import { expect, it } from "vitest"
import { axeTour, contextPage } from "./axe.js"
import { markToasts, newToast, screenshot as save, setupE2e, signInAs } from "./harness.js"

const e2e = setupE2e()
const LIST = "/noap/admin/packageGroups"

const staff = async (page: Page = e2e.page) => {
  await signInAs(page, e2e.stack.portal.url, "staff@wellkit.test")
  await page.waitForURL("**/noap")
  return page
}
/** The staff menu is a chunk of its own: a picture taken before it is there would not show the page as people see it. */
const screenshot = async (page: Page, name: string) => {
  await page.getByRole("link", { name: "Admin home" }).waitFor()
  await save(page, name)
}
/** A toast shown since the last `markToasts`: an earlier save's toast with the same words may still be there. */
const toast = (text: string) => newToast(e2e.page, text)
const packageCard = (page: Page, name: RegExp) => page.getByRole("group", { name })

it("ADM-1, ADM-2, ADM-3, ADM-5, ERR-6: staff build a group of two packages, import into them, edit, copy and delete", async () => {
  const page = await staff()
  await page.getByRole("link", { name: "Package groups", exact: true }).first().click()
  await page.getByRole("heading", { name: "Package groups", level: 1 }).waitFor()
  await page.getByRole("link", { name: "Acme 2026 challenges" }).waitFor()
  await screenshot(page, "340-package-groups")

  // ADM-1: a new group, checked before anything is sent, with each error on its own field.
  await page.getByRole("link", { name: "New package group", exact: true }).click()
  await page.getByRole("heading", { name: "New package group" }).waitFor()
  await page.getByRole("button", { name: "Add a package" }).click()
  await page.getByRole("button", { name: "Save" }).click()
  await page.getByText("Enter a name.").waitFor()
  await page.getByText("Enter the package's name.").waitFor()
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("name")
  await page.getByLabel("Name", { exact: true }).fill("Spring boost")
  await page.getByLabel("Description").fill("Move more and rest well this spring.")
  const first = packageCard(page, /^Package 1 of 1/)
  await first.getByLabel("Package name").fill("Move more daily")
  await first.getByLabel("Product").selectOption({ label: "Step challenges" })
  await page.getByRole("button", { name: "Add a package" }).click()
  // The new package's name has the focus: typing names it (once it has it: it moves there after the click).
  const second = packageCard(page, /^Package 2 of 2/).getByLabel("Package name")
  await expect.poll(() => second.evaluate((field) => field === document.activeElement)).toBe(true)
  await page.keyboard.type("Rest well")
  // Reordered with the keyboard alone: the pressed button keeps the focus as its package moves.
  await page.getByRole("button", { name: "Move up: Rest well" }).focus()
  await page.keyboard.press("Enter")
  await packageCard(page, /^Package 1 of 2: Rest well$/).waitFor()
  await page.getByText("Rest well is now package 1 of 2.").waitFor()
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label")))
    .toBe("Move down: Rest well")
  await page.keyboard.press("Enter")
  await packageCard(page, /^Package 2 of 2: Rest well$/).waitFor()
  await screenshot(page, "341-package-group-new")
  await markToasts(page)
  await page.getByRole("button", { name: "Save" }).click()
  await toast("The changes have been Successfully saved.").waitFor()
  await page.getByRole("heading", { name: "Edit Spring boost" }).waitFor()
  await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/noap\/admin\/packageGroups\/\d+$/)
  const groupPath = new URL(page.url()).pathname

  // ADM-5: a challenge imported from a template into one package; the group shows it at once.
  await page.getByRole("button", { name: "Import challenges into Rest well" }).click()
  const importing = page.getByRole("dialog", { name: "Import challenges into Rest well" })
  await importing.getByRole("button", { name: "Import" }).click()
  await importing.getByText("Choose at least one template.").waitFor()
  await importing.getByLabel("Sleep well").check()
  await importing.getByRole("button", { name: "Import" }).click()
  await importing.getByText("Enter the day the challenges start, as YYYY-MM-DD.").waitFor()
  await importing.getByLabel("Start date").fill("2027-03-01")
  await screenshot(page, "342-import-challenges")
  await markToasts(page)
  await importing.getByRole("button", { name: "Import" }).click()
  await toast("The changes have been Successfully saved.").waitFor()
  await packageCard(page, /Rest well$/)
    .getByRole("link", { name: "Sleep well" })
    .waitFor()

  // ADM-5: a reward group imported from the organization's templates into the other package.
  await page.getByRole("button", { name: "Import reward groups into Move more daily" }).click()
  const rewards = page.getByRole("dialog", { name: "Import reward groups into Move more daily" })
  await rewards.getByLabel("Gift card").check()
  await rewards.getByRole("button", { name: "Import" }).click()
  await packageCard(page, /Move more daily$/)
    .getByRole("link", { name: "Gift card" })
    .waitFor()
  await screenshot(page, "343-package-group-filled")

  // ADM-1, ADM-2: the reward group edited on its own page, which it stays on; the group has the change.
  await packageCard(page, /Move more daily$/)
    .getByRole("link", { name: "Gift card" })
    .click()
  await page.getByRole("heading", { name: "Edit Gift card" }).waitFor()
  await expect
    .poll(() => new URL(page.url()).pathname)
    .toMatch(new RegExp(`^${groupPath}/package/\\d+/rewardGroup/\\d+$`))
  const rewardPath = new URL(page.url()).pathname
  await page.getByLabel("Amount").fill("30")
  await markToasts(page)
  await page.getByRole("button", { name: "Save" }).click()
  await toast("The changes have been Successfully saved.").waitFor()
  expect(new URL(page.url()).pathname).toBe(rewardPath)
  await expect.poll(() => page.getByText("You have unsaved changes.").count()).toBe(0)
  await screenshot(page, "344-reward-group")
  await page
    .getByRole("navigation", { name: "Where you are" })
    .getByRole("link", { name: "Spring boost" })
    .click()
  await packageCard(page, /Move more daily$/)
    .getByText("$30")
    .waitFor()

  // ADM-2, ADM-3: copied to another organization, opened there with the spec's words.
  await page.getByRole("button", { name: "Copy to another organization" }).click()
  const copy = page.getByRole("dialog", { name: "Copy “Spring boost”" })
  await copy.getByLabel("Copy to").selectOption({ label: "Acme West" })
  await markToasts(page)
  await copy.getByRole("button", { name: "Make the copy" }).click()
  await toast("The copy was created Successfully.").waitFor()
  await page.getByRole("heading", { name: "Edit Spring boost" }).waitFor()
  await expect.poll(() => new URL(page.url()).searchParams.get("entityId")).toBe("1001")
  await packageCard(page, /Rest well$/)
    .getByRole("link", { name: "Sleep well" })
    .waitFor()

  // ADM-2, ADM-5, ERR-6: back in Acme, the reward group deleted leads to its group, refreshed.
  await page.goto(`${e2e.stack.portal.url}${rewardPath}?entityId=1000`)
  await page.getByRole("heading", { name: "Edit Gift card" }).waitFor()
  await page.getByRole("button", { name: "Delete" }).click()
  await markToasts(page)
  await page
    .getByRole("dialog", { name: "Delete the reward group “Gift card”?" })
    .getByRole("button", { name: "Delete" })
    .click()
  await toast("The reward group was deleted Successfully.").waitFor()
  await page.getByRole("heading", { name: "Edit Spring boost" }).waitFor()
  await expect.poll(() => new URL(page.url()).pathname).toBe(groupPath)
  await packageCard(page, /Move more daily$/)
    .getByText("No reward groups yet.")
    .waitFor()

  // ADM-2, ADM-3, ERR-6: the group deleted goes to the list, which no longer has it.
  await page.getByRole("button", { name: "Delete" }).click()
  await markToasts(page)
  await page
    .getByRole("dialog", { name: "Delete the package group “Spring boost”?" })
    .getByRole("button", { name: "Delete" })
    .click()
  await toast("The package group was deleted Successfully.").waitFor()
  await page.getByRole("heading", { name: "Package groups", level: 1 }).waitFor()
  await page.getByRole("link", { name: "Acme 2026 challenges" }).waitFor()
  await expect.poll(() => page.getByRole("link", { name: "Spring boost" }).count()).toBe(0)
  await screenshot(page, "345-package-groups-after-delete")
})

it("a nested address naming ids that do not belong together says so, with the way back", async () => {
  const page = await staff()
  const go = (path: string) => page.goto(`${e2e.stack.portal.url}${path}`)
  // Package 4105 belongs to another group of Acme's.
  await go(`${LIST}/400/package/4105/rewardGroup/5001?entityId=1000`)
  await page
    .getByText("The package group “Acme 2026 challenges” has no such package.", { exact: false })
    .waitFor()
  await screenshot(page, "346-package-not-found")
  await page.getByRole("link", { name: "Back to Acme 2026 challenges" }).click()
  await page.getByRole("heading", { name: "Edit Acme 2026 challenges" }).waitFor()

  await go(`${LIST}/400/package/4100/rewardGroup/99999?entityId=1000`)
  await page.getByText("The package “Core wellbeing” has no such reward group.", { exact: false }).waitFor()
  await go(`${LIST}/400/package/4100/challenge/4002?entityId=1000`)
  await page.getByText("The package “Core wellbeing” has no such challenge.", { exact: false }).waitFor()
  await go(`${LIST}/401/package/4107/challenge/4011?entityId=1000`)
  await page.getByText("There is no such package group in this organization.", { exact: false }).waitFor()
  await go(`${LIST}/abc?entityId=1000`)
  await page.getByText("There is no such package group in this organization.", { exact: false }).waitFor()
  await page.getByRole("link", { name: "Back to the package groups" }).click()
  await page.getByRole("link", { name: "Acme 2026 challenges" }).waitFor()
})

it("the spec's short challenge address (no package) opens the challenge in the package that holds it", async () => {
  const page = await staff()
  await page.goto(`${e2e.stack.portal.url}${LIST}/400?entityId=1000`)
  await page.getByRole("heading", { name: "Edit Acme 2026 challenges" }).waitFor()
  await page.goto(`${e2e.stack.portal.url}${LIST}/400/challenge/4001?entityId=1000`)
  await page.getByRole("table", { name: "Leaderboard" }).waitFor()
  await expect.poll(() => new URL(page.url()).pathname).toBe(`${LIST}/400/package/4100/challenge/4001`)
  // NAV-12: the short address is replaced, so Back returns to the group, not to an address that only redirects.
  await page.goBack()
  await page.getByRole("heading", { name: "Edit Acme 2026 challenges" }).waitFor()

  await page.goto(`${e2e.stack.portal.url}${LIST}/400/challenge/99999?entityId=1000`)
  await page.getByText("This package group has no such challenge.", { exact: false }).waitFor()
  await screenshot(page, "349-short-challenge-not-found")
  await page.getByRole("link", { name: "Back to the package group" }).click()
  await page.getByRole("heading", { name: "Edit Acme 2026 challenges" }).waitFor()
})

it("ADM-10, ERR-5: the list says once, with Try again, why it could not load; a new organization gets the cache key", async () => {
  const page = await staff()
  const { sandbox } = e2e.stack.api
  sandbox.faults.set({ endpoint: "packageGroups.list", status: 500, times: 1 })
  await page.goto(`${e2e.stack.portal.url}${LIST}?entityId=1000`)
  await page.getByText("The package groups could not be loaded.").waitFor()
  await page.getByRole("button", { name: "Try again" }).click()
  await page.getByRole("link", { name: "Acme 2026 challenges" }).waitFor()

  sandbox.db.state.entityCreatedAt[1002] = new Date().toISOString()
  await page.goto(`${e2e.stack.portal.url}${LIST}?entityId=1002`)
  await page.getByText("This organization was created moments ago.", { exact: false }).waitFor()
  await screenshot(page, "347-package-groups-new-organization")
})

it("a challenge's page: its form saves in place and its leaderboard shows", async () => {
  const page = await staff()
  await page.goto(`${e2e.stack.portal.url}${LIST}/400?entityId=1000`)
  await packageCard(page, /Core wellbeing$/)
    .getByRole("link", { name: "Hydration week" })
    .click()
  await page.getByRole("heading", { name: "Edit Hydration week" }).waitFor()
  await page.getByRole("table", { name: "Leaderboard" }).waitFor()
  await page.getByLabel("End date").fill("2026-05-01")
  await page.getByRole("button", { name: "Save" }).click()
  await page.getByText("A challenge cannot end before it starts.").waitFor()
  await page.getByLabel("End date").fill("2026-06-08")
  await markToasts(page)
  await page.getByRole("button", { name: "Save" }).click()
  await toast("The changes have been Successfully saved.").waitFor()
  await screenshot(page, "348-challenge")
})

/** Eight screens under axe take a minute on a loaded two-core machine: two tours, each in its own time. */
const axeTourOf = (title: string, tour: (axe: ReturnType<typeof axeTour>, page: Page) => Promise<void>) =>
  it(title, async () => {
    const { page, close } = await contextPage(e2e.stack.browser)
    try {
      await staff(page)
      const axe = axeTour(page, e2e.stack.portal.url)
      await tour(axe, page)
      expect(axe.found).toEqual({})
    } finally {
      await close()
    }
  })

axeTourOf("the package group screens have no serious or critical WCAG 2.2 AA violation", ({ visit }) =>
  visit([
    ["list", `${LIST}?entityId=1000`, "Acme 2026 challenges"],
    ["detail", `${LIST}/400?entityId=1000`, "Edit Acme 2026 challenges"],
    ["new", `${LIST}/new?entityId=1000`, "New package group"],
    ["reward group", `${LIST}/400/package/4100/rewardGroup/5001?entityId=1000`, "Edit Hydration finisher"],
  ]),
)

axeTourOf(
  "the package group's reward group, challenge, not-found and import screens have no serious or critical WCAG 2.2 AA violation",
  async ({ visit, check }, page) => {
    await visit([
      ["new reward group", `${LIST}/400/package/4100/rewardGroup/new?entityId=1000`, "New reward group"],
      ["challenge", `${LIST}/400/package/4100/challenge/4001?entityId=1000`, "Leaderboard"],
      ["not found", `${LIST}/400/package/4105/challenge/3003?entityId=1000`, "has no such package"],
    ])
    await page.goto(`${e2e.stack.portal.url}${LIST}/400?entityId=1000`)
    await page.getByRole("button", { name: "Import challenges into Core wellbeing" }).click()
    await page.getByRole("dialog").getByLabel("Step it up").waitFor()
    await check("import dialog")
  },
)
