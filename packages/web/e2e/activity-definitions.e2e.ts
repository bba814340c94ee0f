import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { axeTour, contextPage } from "./axe.js"
import {
  addressOf as address,
  expectCount,
  focused,
  markToasts,
  newToast,
  openAdminArea,
  setupE2e,
  signInAs,
  toastSaying,
} from "./harness.js"
import {
  callCounter,
  describedBy as descriptionOf,
  wholeScreenshot as screenshot,
  tabTo,
} from "./staff-areas.js"

/**
 * Activity definitions (/noap/admin/activityDefinitions?entityId=): an
 * organization's resource read one record at a time (activityDefinitions.get),
 * copied beside itself or into another organization, and guarded by the
 * programs and challenges that use it (ADM-13: 409). Staff use it by role,
 * label and visible text, with the keyboard, and with the sandbox's faults.
 */
const e2e = setupE2e()
const countCalls = (page: Page) => callCounter(page, e2e.stack.api.url)

const LIST = "/noap/admin/activityDefinitions"
const ACME = "?entityId=1000"
const WEST = "?entityId=1001"
const SAVED = "The changes have been Successfully saved."
const DELETED = "The activity has been Successfully deleted."
const COPIED = "The activity has been Successfully copied."
const TAKEN = "An activity definition with this name already exists in this organization."
const SAVE_DEPS = "This activity definition is used elsewhere and cannot be saved this way."
const DELETE_DEPS = "This activity definition is used by programs or challenges and cannot be deleted."
const POINTS = "Points per unit are a whole number from 0 to 1,000."
const CAP = "A daily cap is a whole number from 1 to 100,000."
const RECORD_FAILED = "The activity definition could not be loaded."
const COUNTED =
  "Programs and challenges count on the kind, unit and points: while any use this activity, those cannot change and it cannot be deleted."
const CAP_HINT = "Optional: the most units a member can earn points for in a day."

const staff = () => openAdminArea(e2e.page, e2e.stack.portal.url, { link: "Activity definitions" })
const toast = (text: string) => toastSaying(e2e.page, text)
const definitions = () => e2e.stack.api.sandbox.db.state.collections.activityDefinitions?.items ?? []
const stored = (name: string, entityId = 1000) =>
  definitions().find((row) => row.name === name && row.entityId === entityId)
const idOf = (name: string, entityId = 1000) => {
  const id = stored(name, entityId)?.activityDefinitionId
  if (typeof id !== "number") throw new Error(`organization ${entityId} has no activity definition “${name}”`)
  return id
}
const at = (path: string) => e2e.page.goto(`${e2e.stack.portal.url}${path}`)
const signInAsStaff = async (page: Page = e2e.page) => {
  await signInAs(page, e2e.stack.portal.url, "staff@wellkit.test")
  await page.waitForURL("**/noap")
}
const heading = (page: Page, name: string) => page.getByRole("heading", { name, level: 1, exact: true })
/** "Unit" alone: "Points per unit" holds the word too. */
const unitField = (page: Page) => page.getByLabel("Unit", { exact: true })
const rowOf = (page: Page, name: string) =>
  page.getByRole("row").filter({ has: page.getByRole("link", { name, exact: true }) })

/** The modal alert a refused write is shown in (ERR-1: type alert), acknowledged with OK. */
const refusal = (page: Page, text: string) => page.getByRole("alertdialog").filter({ hasText: text })

describe("activity definitions: staff create, edit and delete", () => {
  it("ADM-1, ADM-2, ADM-3, ERR-6, NAV-12: a definition made with the keyboard alone opens at its own page, replacing /new in the history; an update stays there", async () => {
    const page = await staff()
    const calls = countCalls(page)
    await page.getByRole("link", { name: "Gym session" }).waitFor()
    await page.getByText("6 activity definitions").waitFor()
    await expect.poll(() => new URL(page.url()).searchParams.get("entityId")).toBe("1000")
    // The list says what each one is worth and how many programs and challenges count on it.
    const gym = rowOf(page, "Gym session")
    await expect
      .poll(() => gym.getByRole("cell").allTextContents())
      .toEqual(["Gym session", "Exercise", "2", "2", "Active"])
    await expect
      .poll(() => rowOf(page, "Annual biometric screening").getByRole("cell").nth(2).textContent())
      .toBe("500")
    await screenshot(page, "640-activity-definitions-list")

    await page.getByRole("link", { name: "New activity definition", exact: true }).focus()
    await page.keyboard.press("Enter")
    await heading(page, "New activity definition").waitFor()
    await expect.poll(address(page)).toBe(`${LIST}/new${ACME}`)

    await tabTo(page, "name")
    await page.keyboard.type("Stair climbing")
    await page.keyboard.press("Tab")
    await expect.poll(focused(page, "name")).toBe("kind")
    expect(await page.getByLabel("Kind").inputValue(), "a new activity starts as exercise").toBe("exercise")
    // Arrow keys move a closed pick list's choice: Exercise is second, Steps first.
    await page.keyboard.press("ArrowUp")
    await expect.poll(() => page.getByLabel("Kind").inputValue()).toBe("steps")
    await page.keyboard.press("Tab")
    await expect.poll(focused(page, "name")).toBe("unit")
    expect(await unitField(page).inputValue(), "a new activity counts minutes").toBe("minutes")
    await page.keyboard.press("ControlOrMeta+A")
    await page.keyboard.type("flights")
    await page.keyboard.press("Tab")
    await expect.poll(focused(page, "name")).toBe("pointsPerUnit")
    expect(await page.getByLabel("Points per unit").inputValue()).toBe("1")
    // ADM-13 said beforehand, under the last of the three fields it concerns.
    expect(await descriptionOf(page.getByLabel("Points per unit"))).toBe(COUNTED)
    await page.keyboard.press("ControlOrMeta+A")
    await page.keyboard.type("10")
    await page.keyboard.press("Tab")
    await expect.poll(focused(page, "name")).toBe("dailyCap")
    expect(await page.getByLabel("Daily cap").inputValue(), "no cap unless one is given").toBe("")
    expect(await descriptionOf(page.getByLabel("Daily cap"))).toBe(CAP_HINT)
    await page.keyboard.type("30")
    await page.keyboard.press("Tab")
    await expect.poll(focused(page, "name")).toBe("description")
    await page.keyboard.type("Flights of stairs instead of the lift.")
    await page.keyboard.press("Tab")
    await expect.poll(focused(page, "name")).toBe("isActive")
    expect(await page.getByLabel("Members can record it").isChecked()).toBe(true)
    await page.keyboard.press("Tab")
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Save")
    // A new record has nothing to copy or delete yet.
    expect(await page.getByRole("button", { name: "Copy" }).count()).toBe(0)
    expect(await page.getByRole("button", { name: "Delete" }).count()).toBe(0)
    await screenshot(page, "641-activity-definition-new-keyboard")
    await page.keyboard.press("Enter")

    // ADM-1: no id is a create (one POST, no PUT); ADM-2: its own page, in its organization, with the spec's toast.
    await toast(SAVED).filter({ hasText: "Success!" }).waitFor()
    await heading(page, "Edit Stair climbing").waitFor()
    const id = idOf("Stair climbing")
    await expect.poll(address(page)).toBe(`${LIST}/${id}${ACME}`)
    await expectCount(page, calls.of("activityDefinitions.create"), 1, "definitions created")
    expect(calls.of("activityDefinitions.update")(), "definitions updated").toBe(0)
    expect(stored("Stair climbing")).toMatchObject({
      kind: "steps",
      unit: "flights",
      pointsPerUnit: 10,
      dailyCap: 30,
      description: "Flights of stairs instead of the lift.",
      isActive: true,
    })
    // NAV-12: the redirect switched the unsaved-changes guard off: no question on the way.
    expect(await page.getByRole("dialog", { name: "Leave without saving?" }).count()).toBe(0)
    expect(await page.getByText("You have unsaved changes.").count()).toBe(0)

    // ADM-1: an id above 0 is an update (PUT); it stays on the page; ADM-3: the list is read again.
    const listReads = calls.of("activityDefinitions.list")()
    await markToasts(page)
    await page.getByLabel("Points per unit").fill("12")
    await page.getByLabel("Daily cap").fill("")
    await page.getByLabel("Members can record it").uncheck()
    await page.getByRole("button", { name: "Save" }).click()
    await newToast(page, SAVED).waitFor()
    await expectCount(page, calls.of("activityDefinitions.update"), 1, "definitions updated")
    expect(calls.of("activityDefinitions.create")(), "an update is no create").toBe(1)
    await expect.poll(address(page)).toBe(`${LIST}/${id}${ACME}`)
    await expect.poll(() => page.getByLabel("Points per unit").inputValue()).toBe("12")
    expect(await page.getByText("You have unsaved changes.").count()).toBe(0)
    expect(calls.of("activityDefinitions.list")(), "ADM-3: the list read again").toBeGreaterThan(listReads)
    // An emptied cap is no cap (null), not 0.
    expect(stored("Stair climbing")).toMatchObject({
      activityDefinitionId: id,
      pointsPerUnit: 12,
      dailyCap: null,
    })
    expect(stored("Stair climbing")?.isActive).toBe(false)

    // ADM-2 (replace): Back goes to the list, not to the blank form; the list has the change.
    await page.goBack()
    await heading(page, "Activity definitions").waitFor()
    await expect.poll(address(page)).toBe(`${LIST}${ACME}`)
    await page.getByText("7 activity definitions").waitFor()
    const row = rowOf(page, "Stair climbing")
    await expect
      .poll(() => row.getByRole("cell").allTextContents())
      .toEqual(["Stair climbing", "Steps", "12", "0", "Switched off"])
    await page.goForward()
    await heading(page, "Edit Stair climbing").waitFor()
    await expect.poll(address(page)).toBe(`${LIST}/${id}${ACME}`)
  })

  it("ADM-7, ERR-5: bad input stays on its field and nothing is sent; a taken name (any case) is the 302's words on the name, on create and on update", async () => {
    const page = await staff()
    const calls = countCalls(page)
    await page.getByRole("link", { name: "New activity definition", exact: true }).click()
    await heading(page, "New activity definition").waitFor()
    const name = page.getByLabel("Name")
    const unit = unitField(page)
    const points = page.getByLabel("Points per unit")
    const cap = page.getByLabel("Daily cap")
    const save = page.getByRole("button", { name: "Save" })

    // Each complaint is on its field (after its hint), the first one focused.
    await unit.fill("")
    await points.fill("2.5")
    await cap.fill("0")
    await save.click()
    await page.getByText("Enter a name.").waitFor()
    await page.getByText("Enter the unit members record, e.g. minutes.").waitFor()
    await page.getByText(POINTS).waitFor()
    await page.getByText(CAP).waitFor()
    await expect.poll(focused(page, "name")).toBe("name")
    expect(await descriptionOf(name)).toBe("Enter a name.")
    expect(await descriptionOf(points)).toBe(`${COUNTED} ${POINTS}`)
    expect(await descriptionOf(cap)).toBe(`${CAP_HINT} ${CAP}`)
    for (const field of [name, unit, points, cap])
      expect(await field.getAttribute("aria-invalid")).toBe("true")
    await screenshot(page, "642-activity-definition-bad-input")

    // Spaces alone are no name; points above 1,000, words, or none; a cap above 100,000.
    await name.fill("   ")
    await unit.fill("portions")
    await points.fill("2000")
    await cap.fill("100001")
    await save.click()
    await page.getByText("Enter a name.").waitFor()
    await page.getByText(POINTS).waitFor()
    await page.getByText(CAP).waitFor()
    await expect.poll(focused(page, "name")).toBe("name")
    await name.fill("Healthy lunch")
    await points.fill("1")
    for (const text of ["2.5", "many", "-3"]) {
      await cap.fill(text)
      await save.click()
      await page.getByText(CAP).waitFor()
      await expect.poll(focused(page, "name")).toBe("dailyCap")
    }
    await cap.fill("")
    for (const text of ["", "ten", "-1", "1001"]) {
      await points.fill(text)
      await save.click()
      await page.getByText(POINTS).waitFor()
      await expect.poll(focused(page, "name")).toBe("pointsPerUnit")
    }
    // Over-long text cannot be typed: the fields stop at the contract's limits (80, 20 and 500).
    await name.fill("")
    await name.pressSequentially("H".repeat(85))
    expect((await name.inputValue()).length).toBe(80)
    await unit.fill("")
    await unit.pressSequentially("u".repeat(25))
    expect((await unit.inputValue()).length).toBe(20)
    await page.getByLabel("Description").fill("d".repeat(600))
    expect((await page.getByLabel("Description").inputValue()).length).toBe(500)
    expect(calls.of("activityDefinitions.create")(), "nothing sent while the form is wrong").toBe(0)

    // ADM-7: a name the organization already has (in any case) is the 302's own words, on the name.
    await name.fill("fruit AND vegetables")
    await unit.fill("portions")
    await points.fill("0")
    await page.getByLabel("Description").fill("A lunch with vegetables in it.")
    await save.click()
    await page.getByText(TAKEN).waitFor()
    expect(await descriptionOf(name)).toBe(TAKEN)
    expect(await name.getAttribute("aria-invalid")).toBe("true")
    await expect.poll(focused(page, "name")).toBe("name")
    await expect.poll(address(page)).toBe(`${LIST}/new${ACME}`)
    expect(calls.of("activityDefinitions.create")()).toBe(1)
    expect(await page.getByRole("alertdialog").count(), "said on the field, not in a dialog").toBe(0)
    expect(stored("fruit AND vegetables")).toBeUndefined()
    await screenshot(page, "643-activity-definition-name-taken")

    // 0 points is allowed (an activity worth recording, not rewarding).
    await name.fill("Healthy lunch")
    expect(await page.getByText(TAKEN).count(), "the complaint goes once the name is changed").toBe(0)
    await save.click()
    await toast(SAVED).waitFor()
    await heading(page, "Edit Healthy lunch").waitFor()
    const id = idOf("Healthy lunch")
    await expect.poll(address(page)).toBe(`${LIST}/${id}${ACME}`)
    expect(stored("Healthy lunch")).toMatchObject({ pointsPerUnit: 0, dailyCap: null, unit: "portions" })

    // ADM-7 on an update too: another definition's name, said on the field; the record keeps its own.
    await page.getByLabel("Name").fill("Daily Steps")
    await page.getByRole("button", { name: "Save" }).click()
    await page.getByText(TAKEN).waitFor()
    await expect.poll(focused(page, "name")).toBe("name")
    expect(stored("Healthy lunch")).toBeDefined()
    expect(calls.of("activityDefinitions.update")()).toBe(1)
  })

  it("ADM-13, ERR-5: a definition programs use (Gym session, used by 2) cannot change its kind, unit or points nor be deleted, in the catalog's words; its name may change", async () => {
    const page = await staff()
    const calls = countCalls(page)
    const id = idOf("Gym session")
    await page.getByRole("link", { name: "Gym session" }).click()
    await heading(page, "Edit Gym session").waitFor()
    await expect.poll(address(page)).toBe(`${LIST}/${id}${ACME}`)
    // The page says beforehand what programs and challenges count on.
    expect(await descriptionOf(page.getByLabel("Points per unit"))).toBe(COUNTED)

    // Each counted field alone: refused (409) in the catalogue's words, in an alert; nothing changes.
    const changes: ReadonlyArray<
      readonly [string, (page: Page) => Promise<void>, (page: Page) => Promise<void>]
    > = [
      [
        "points",
        (p) => p.getByLabel("Points per unit").fill("3"),
        (p) => p.getByLabel("Points per unit").fill("2"),
      ],
      [
        "kind",
        (p) =>
          p
            .getByLabel("Kind")
            .selectOption({ label: "Steps" })
            .then(() => undefined),
        (p) =>
          p
            .getByLabel("Kind")
            .selectOption({ label: "Exercise" })
            .then(() => undefined),
      ],
      ["unit", (p) => unitField(p).fill("sessions"), (p) => unitField(p).fill("minutes")],
    ]
    for (const [index, [what, change, undo]] of changes.entries()) {
      await change(page)
      await page.getByRole("button", { name: "Save" }).click()
      const alert = refusal(page, SAVE_DEPS)
      await alert.waitFor()
      // The server's own reason under the catalogue's sentence, naming the record and its users.
      await alert
        .getByText(
          "“Gym session” is used by 2 programs or challenges: its kind, unit and points cannot change.",
        )
        .waitFor()
      if (index === 0) await screenshot(page, "644-activity-definition-in-use-save")
      await expectCount(page, calls.of("activityDefinitions.update"), index + 1, `updates tried (${what})`)
      expect(stored("Gym session"), `the ${what} is kept`).toMatchObject({
        activityDefinitionId: id,
        kind: "exercise",
        unit: "minutes",
        pointsPerUnit: 2,
        usedBy: 2,
      })
      await alert.getByRole("button", { name: "OK" }).click()
      await alert.waitFor({ state: "detached" })
      // The person's change is still in the form, to undo or to change further; the page has not moved.
      await page.getByText("You have unsaved changes.").waitFor()
      await expect.poll(address(page)).toBe(`${LIST}/${id}${ACME}`)
      await undo(page)
    }
    expect(await page.getByText("You have unsaved changes.").count()).toBe(0)

    // The name, the cap, the description and the switch are its own: those save.
    await page.getByLabel("Name").fill("Gym workout")
    await page.getByLabel("Daily cap").fill("90")
    await page.getByRole("button", { name: "Save" }).click()
    await toast(SAVED).waitFor()
    await heading(page, "Edit Gym workout").waitFor()
    await expect.poll(address(page)).toBe(`${LIST}/${id}${ACME}`)
    expect(stored("Gym workout")).toMatchObject({ activityDefinitionId: id, dailyCap: 90, usedBy: 2 })

    // Delete: asked, then refused (409) in the catalogue's words; the record stays, and so does the page.
    await page.getByRole("button", { name: "Delete" }).click()
    const dialog = page.getByRole("dialog", { name: "Delete the activity definition “Gym workout”?" })
    await dialog.getByRole("button", { name: "Delete" }).click()
    const alert = refusal(page, DELETE_DEPS)
    await alert.waitFor()
    await alert
      .getByText("“Gym workout” is used by 2 programs or challenges and cannot be deleted.")
      .waitFor()
    await expect.poll(() => dialog.count(), { message: "the question is closed under the answer" }).toBe(0)
    await screenshot(page, "645-activity-definition-in-use-delete")
    await expectCount(page, calls.of("activityDefinitions.delete"), 1, "deletes tried")
    expect(stored("Gym workout")).toMatchObject({ activityDefinitionId: id })
    expect(await toast(DELETED).count(), "no success said").toBe(0)
    await alert.getByRole("button", { name: "OK" }).click()
    await alert.waitFor({ state: "detached" })
    await heading(page, "Edit Gym workout").waitFor()
    await expect.poll(address(page)).toBe(`${LIST}/${id}${ACME}`)
  })

  it("ADM-2, ADM-3, ERR-6: an unused definition (Fruit and vegetables) is deleted after asking (Keep it, then Delete): the list, the spec's toast, and Back never returns to it", async () => {
    const page = await staff()
    const calls = countCalls(page)
    const id = idOf("Fruit and vegetables")
    await page.getByRole("link", { name: "Fruit and vegetables" }).click()
    await heading(page, "Edit Fruit and vegetables").waitFor()
    await expect.poll(() => page.getByLabel("Daily cap").inputValue()).toBe("8")

    await page.getByRole("button", { name: "Delete" }).click()
    const dialog = page.getByRole("dialog", {
      name: "Delete the activity definition “Fruit and vegetables”?",
    })
    await dialog.getByText("This cannot be undone.").waitFor()
    await screenshot(page, "646-activity-definition-delete-dialog")
    await dialog.getByRole("button", { name: "Keep it" }).click()
    await dialog.waitFor({ state: "detached" })
    expect(calls.of("activityDefinitions.delete")()).toBe(0)
    expect(stored("Fruit and vegetables")).toBeDefined()
    await heading(page, "Edit Fruit and vegetables").waitFor()

    await page.getByRole("button", { name: "Delete" }).click()
    await dialog.getByRole("button", { name: "Delete" }).click()
    await toast(DELETED).filter({ hasText: "Complete!" }).waitFor()
    await heading(page, "Activity definitions").waitFor()
    await expect.poll(address(page)).toBe(`${LIST}${ACME}`)
    await page.getByRole("link", { name: "Gym session" }).waitFor()
    await page.getByText("5 activity definitions").waitFor()
    await expect.poll(() => page.getByRole("link", { name: "Fruit and vegetables" }).count()).toBe(0)
    await expectCount(page, calls.of("activityDefinitions.delete"), 1, "definitions deleted")
    expect(stored("Fruit and vegetables")).toBeUndefined()
    await screenshot(page, "647-activity-definitions-after-delete")

    // ADM-2 (replace): the deleted record's page is no longer in the history; Back goes to the list it came from.
    await page.goBack()
    await heading(page, "Activity definitions").waitFor()
    await expect.poll(address(page)).toBe(`${LIST}${ACME}`)
    expect(await page.getByText("It may have been deleted.").count()).toBe(0)
    // Its address, typed again, says it is gone.
    await at(`${LIST}/${id}${ACME}`)
    await page.getByRole("alert").filter({ hasText: "It may have been deleted." }).waitFor()
  })
})

describe("activity definitions: copies", () => {
  it("ADM-2, ADM-3, ERR-6: a copy beside the original is named “… (copy)” and opens at its own page (Back returns to the original); Cancel copies nothing", async () => {
    const page = await staff()
    const calls = countCalls(page)
    const original = idOf("Guided meditation")
    await page.getByRole("link", { name: "Guided meditation" }).click()
    await heading(page, "Edit Guided meditation").waitFor()

    await page.getByRole("button", { name: "Copy" }).click()
    const dialog = page.getByRole("dialog", { name: "Copy “Guided meditation”" })
    await dialog
      .getByText(
        "The copy keeps every field. Where the organization already has the name, “(copy)” is added to it.",
      )
      .waitFor()
    // The record's own organization comes first, and is chosen.
    const into = dialog.getByLabel("Copy into")
    await expect.poll(() => into.locator("option").first().textContent()).toBe("Acme Holdings")
    expect(await into.inputValue()).toBe("1000")
    expect(await into.locator("option").allTextContents()).toEqual(
      expect.arrayContaining(["Acme Holdings", "Acme West", "Acme East"]),
    )
    await screenshot(page, "648-activity-definition-copy-dialog")
    await dialog.getByRole("button", { name: "Cancel" }).click()
    await dialog.waitFor({ state: "detached" })
    expect(calls.of("activityDefinitions.copyTo")()).toBe(0)

    await page.getByRole("button", { name: "Copy" }).click()
    await dialog.getByRole("button", { name: "Copy" }).click()
    await toast(COPIED).filter({ hasText: "Success!" }).waitFor()
    await heading(page, "Edit Guided meditation (copy)").waitFor()
    const copy = idOf("Guided meditation (copy)")
    expect(copy).not.toBe(original)
    await expect.poll(address(page)).toBe(`${LIST}/${copy}${ACME}`)
    await expectCount(page, calls.of("activityDefinitions.copyTo"), 1, "copies made")
    // Every field but the name is the original's.
    await expect.poll(() => unitField(page).inputValue()).toBe("minutes")
    expect(await page.getByLabel("Points per unit").inputValue()).toBe("3")
    expect(await page.getByLabel("Daily cap").inputValue()).toBe("60")
    expect(await page.getByLabel("Kind").inputValue()).toBe("mindfulness")
    expect(stored("Guided meditation")).toMatchObject({ activityDefinitionId: original })
    await screenshot(page, "649-activity-definition-copied")

    // Not a replace: Back returns to the original; the list (read again, ADM-3) has both.
    await page.goBack()
    await heading(page, "Edit Guided meditation").waitFor()
    await expect.poll(address(page)).toBe(`${LIST}/${original}${ACME}`)
    await page.getByRole("link", { name: "Back to the list" }).click()
    await heading(page, "Activity definitions").waitFor()
    await page.getByText("7 activity definitions").waitFor()
    await rowOf(page, "Guided meditation (copy)").waitFor()
  })

  it("ADM-2, ADM-3: a copy into Acme West keeps its name, opens there and is in Acme West's list; where Acme West has the name already, it is “… (copy)”", async () => {
    const page = await staff()
    const calls = countCalls(page)
    // Acme West has no “Fruit and vegetables”: its list is read first, so the copy must refresh it.
    await page.getByLabel("Organization").selectOption({ label: "Acme West" })
    await expect.poll(() => new URL(page.url()).searchParams.get("entityId")).toBe("1001")
    await page.getByText("3 activity definitions").waitFor()
    expect(await page.getByRole("link", { name: "Fruit and vegetables" }).count()).toBe(0)
    await page.getByLabel("Organization").selectOption({ label: "Acme Holdings" })
    await page.getByText("6 activity definitions").waitFor()

    await page.getByRole("link", { name: "Fruit and vegetables" }).click()
    await heading(page, "Edit Fruit and vegetables").waitFor()
    await page.getByRole("button", { name: "Copy" }).click()
    const dialog = page.getByRole("dialog", { name: "Copy “Fruit and vegetables”" })
    await dialog.getByLabel("Copy into").selectOption({ label: "Acme West" })
    await dialog.getByRole("button", { name: "Copy" }).click()
    await toast(COPIED).waitFor()
    await heading(page, "Edit Fruit and vegetables").waitFor()
    const copy = idOf("Fruit and vegetables", 1001)
    await expect.poll(address(page)).toBe(`${LIST}/${copy}${WEST}`)
    await expectCount(page, calls.of("activityDefinitions.copyTo"), 1, "copies made")
    expect(stored("Fruit and vegetables", 1000), "the original stays").toBeDefined()

    await page.getByRole("link", { name: "Back to the list" }).click()
    await heading(page, "Activity definitions").waitFor()
    await expect.poll(address(page)).toBe(`${LIST}${WEST}`)
    await page.getByText("4 activity definitions").waitFor()
    await rowOf(page, "Fruit and vegetables").waitFor()
    await screenshot(page, "650-activity-definitions-west-after-copy")

    // Acme West has its own “Gym session”: the copy is told apart.
    await page.getByLabel("Organization").selectOption({ label: "Acme Holdings" })
    await page.getByRole("link", { name: "Gym session" }).click()
    await heading(page, "Edit Gym session").waitFor()
    await page.getByRole("button", { name: "Copy" }).click()
    await page
      .getByRole("dialog", { name: "Copy “Gym session”" })
      .getByLabel("Copy into")
      .selectOption({ label: "Acme West" })
    await page
      .getByRole("dialog", { name: "Copy “Gym session”" })
      .getByRole("button", { name: "Copy" })
      .click()
    await heading(page, "Edit Gym session (copy)").waitFor()
    const gymCopy = idOf("Gym session (copy)", 1001)
    await expect.poll(address(page)).toBe(`${LIST}/${gymCopy}${WEST}`)
    expect(stored("Gym session", 1001), "Acme West's own stays as it was").toBeDefined()
    await page.getByRole("link", { name: "Back to the list" }).click()
    await page.getByText("5 activity definitions").waitFor()
    await rowOf(page, "Gym session").waitFor()
    await rowOf(page, "Gym session (copy)").waitFor()
  })
})

describe("activity definitions: reading one record", () => {
  it("K2: a reloaded /{id} is read by its own call (activityDefinitions.get); a missing id, or another organization's, says not found with the way back", async () => {
    const page = e2e.page
    await signInAsStaff()
    const calls = countCalls(page)
    const id = idOf("Annual biometric screening")
    await at(`${LIST}/${id}${ACME}`)
    await heading(page, "Edit Annual biometric screening").waitFor()
    calls.reset()
    await page.reload()
    await heading(page, "Edit Annual biometric screening").waitFor()
    await expect.poll(() => unitField(page).inputValue()).toBe("screenings")
    expect(await page.getByLabel("Description").inputValue()).toBe(
      "Blood pressure, cholesterol and BMI, once a year.",
    )
    expect(await page.getByLabel("Kind").inputValue()).toBe("screening")
    await expectCount(page, calls.of("activityDefinitions.get"), 1, "reads of the record")
    expect(calls.of("activityDefinitions.list")(), "reads of the list").toBe(0)

    await at(`${LIST}/999999${ACME}`)
    const missing = page
      .getByRole("alert")
      .filter({ hasText: "This record is not in the organization any more. It may have been deleted." })
    await missing.waitFor()
    expect(await page.getByLabel("Name").count()).toBe(0)
    expect(await page.getByRole("button", { name: "Delete" }).count()).toBe(0)
    await screenshot(page, "651-activity-definition-not-found")
    // Acme Holdings' record asked for in Acme West: not there either.
    await at(`${LIST}/${id}${WEST}`)
    await missing.waitFor()
    await page.getByRole("link", { name: "Back to the list" }).click()
    await heading(page, "Activity definitions").waitFor()
    await expect.poll(address(page)).toBe(`${LIST}${WEST}`)
    await page.getByRole("link", { name: "Gym session" }).waitFor()
  })

  it("ERR-5: the record's read failing (activityDefinitions.get, 500) is the page's own message with Try again, which works once the server answers", async () => {
    const page = e2e.page
    await signInAsStaff()
    const calls = countCalls(page)
    const gets = calls.of("activityDefinitions.get")
    const id = idOf("Seven hours of sleep")
    e2e.stack.api.sandbox.faults.set({ endpoint: "activityDefinitions.get", status: 500 })
    await at(`${LIST}/${id}${ACME}`)
    const shown = page.getByRole("alert").filter({ hasText: RECORD_FAILED })
    await shown
      .filter({ hasText: "The server ran into a problem and could not answer. Try again in a moment." })
      .waitFor()
    await expectCount(page, gets, 1, "reads of the record")
    expect(await page.getByLabel("Name").count(), "no form without its record").toBe(0)
    expect(await page.getByRole("alertdialog").count(), "no dialog on top").toBe(0)
    await screenshot(page, "652-activity-definition-read-failed")

    e2e.stack.api.sandbox.faults.clear()
    await shown.getByRole("button", { name: "Try again" }).click()
    await heading(page, "Edit Seven hours of sleep").waitFor()
    await expect.poll(() => unitField(page).inputValue()).toBe("nights")
    await expect.poll(() => shown.count()).toBe(0)
    await expectCount(page, gets, 2, "reads of the record, Try again's included")
  })
})

it("the activity definition screens have no serious or critical WCAG 2.2 AA violation: list, record, new, errors, delete and copy dialogs, the refusal, a toast, not found", async () => {
  const { page, close } = await contextPage(e2e.stack.browser)
  try {
    await signInAsStaff(page)
    const gym = idOf("Gym session")
    const { found, check, visit } = axeTour(page, e2e.stack.portal.url)
    await visit([
      ["list", `${LIST}${ACME}`, "Annual biometric screening"],
      ["record", `${LIST}/${gym}${ACME}`, "Edit Gym session"],
      ["new", `${LIST}/new${ACME}`, "New activity definition"],
    ])
    await page.getByLabel("Points per unit").fill("2.5")
    await page.getByLabel("Daily cap").fill("0")
    await page.getByRole("button", { name: "Save" }).click()
    await page.getByText(CAP).waitFor()
    await check("form with errors")

    await page.goto(`${e2e.stack.portal.url}${LIST}/${gym}${ACME}`)
    await heading(page, "Edit Gym session").waitFor()
    await page.getByRole("button", { name: "Delete" }).click()
    const dialog = page.getByRole("dialog", { name: "Delete the activity definition “Gym session”?" })
    await dialog.getByRole("button", { name: "Keep it" }).waitFor()
    await check("delete dialog open")
    await dialog.getByRole("button", { name: "Keep it" }).click()
    await dialog.waitFor({ state: "detached" })

    await page.getByRole("button", { name: "Copy" }).click()
    const copying = page.getByRole("dialog", { name: "Copy “Gym session”" })
    await copying.getByLabel("Copy into").waitFor()
    await check("copy dialog open")
    await copying.getByRole("button", { name: "Cancel" }).click()
    await copying.waitFor({ state: "detached" })

    await page.getByLabel("Points per unit").fill("4")
    await page.getByRole("button", { name: "Save" }).click()
    const alert = page.getByRole("alertdialog").filter({ hasText: SAVE_DEPS })
    await alert.waitFor()
    await check("refused save (ADM-13)")
    await alert.getByRole("button", { name: "OK" }).click()
    await alert.waitFor({ state: "detached" })

    await page.getByLabel("Points per unit").fill("2")
    await page.getByLabel("Description").fill("Time in the gym, logged by the member or a tracker.")
    await page.getByRole("button", { name: "Save" }).click()
    await toastSaying(page, SAVED).waitFor()
    await check("record with a success toast")
    await screenshot(page, "653-activity-definition-saved-toast")

    await visit([["not found", `${LIST}/999999${ACME}`, "It may have been deleted."]])
    expect(found).toEqual({})
  } finally {
    await close()
  }
})
