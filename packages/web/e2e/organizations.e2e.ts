import { expect, it } from "vitest"
import { axeTour, contextPage } from "./axe.js"
import { openAdminArea, screenshot, setupE2e, signInAs, toastSaying } from "./harness.js"

const e2e = setupE2e()

const staff = () => openAdminArea(e2e.page, e2e.stack.portal.url, { link: "Organizations" })
const toast = (text: string) => toastSaying(e2e.page, text)
const focusedName = () => e2e.page.evaluate(() => document.activeElement?.textContent ?? "")
const item = (name: string) => e2e.page.getByRole("treeitem", { name })
/** A sandbox fault: by default the call fails with a 500. */
const fault = (
  endpoint: string,
  change: { status?: number; delayMs?: number; times?: number } = { status: 500 },
) =>
  fetch(`${e2e.stack.api.url}/__sandbox/faults`, {
    method: "POST",
    body: JSON.stringify({ endpoint, ...change }),
  })

it("staff browse the tree by keyboard: arrows move, open and close, Enter opens an organization", async () => {
  const page = await staff()
  await item("Acme Holdings").focus()
  await expect.poll(() => item("Acme Holdings").getAttribute("aria-expanded")).toBe("true")
  await page.keyboard.press("ArrowDown")
  await expect.poll(focusedName).toContain("Acme East")
  await page.keyboard.press("End")
  await expect.poll(focusedName).toContain("Acme West")
  await page.keyboard.press("ArrowLeft")
  await expect.poll(focusedName).toContain("Acme Holdings")
  await page.keyboard.press("ArrowLeft")
  await expect.poll(() => item("Acme Holdings").getAttribute("aria-expanded")).toBe("false")
  await expect.poll(() => page.getByRole("treeitem").count()).toBe(1)
  // As a person does, the second Right comes once the branch is seen open.
  await page.keyboard.press("ArrowRight")
  await expect.poll(() => item("Acme Holdings").getAttribute("aria-expanded")).toBe("true")
  await page.keyboard.press("ArrowRight")
  await expect.poll(focusedName).toContain("Acme East")
  // Type-ahead: a letter moves to the next item starting with it.
  await page.keyboard.press("a")
  await expect.poll(focusedName).toContain("Acme QA Sandbox")
  await page.keyboard.press("a")
  await expect.poll(focusedName).toContain("Acme West")
  await screenshot(page, "300-organization-tree-keyboard")
  await page.keyboard.press("Enter")
  // A poll on the path, not waitForURL: if Enter opens the wrong organization, the failure says which.
  await expect.poll(() => new URL(page.url()).pathname).toBe("/noap/admin/organizations/1001")
  await page.getByRole("heading", { name: "Acme West", level: 2 }).waitFor()
  await expect.poll(() => item("Acme West").getAttribute("aria-selected")).toBe("true")
  await page.getByText("Billing contact").waitFor()
  await page.getByRole("cell", { name: "PAYROLL_FREQUENCY" }).waitFor()
  await page.getByLabel("Only those set on this organization").check()
  // COST_CENTRE shows with either choice: what tells the narrowed table is PAYROLL_FREQUENCY gone.
  await page.getByRole("cell", { name: "COST_CENTRE" }).waitFor()
  await expect.poll(() => page.getByRole("cell", { name: "PAYROLL_FREQUENCY" }).count()).toBe(0)
  await screenshot(page, "301-organization-detail")

  // The search reveals a match inside a closed branch; Enter moves into the tree at it.
  await item("Acme Holdings").click()
  await page.getByRole("button", { name: "Collapse all" }).click()
  await page.getByLabel("Find an organization").fill("qa sand")
  await page.getByText("1 organization matches “qa sand”.").waitFor()
  await page.keyboard.press("Enter")
  await expect.poll(focusedName).toContain("Acme QA Sandbox")
  await page.getByRole("button", { name: "Expand all" }).click()
  await expect.poll(() => page.getByRole("treeitem").count()).toBe(4)
})

it("ADM-1, ADM-2, POR-19: staff add a child, rename it and flag it, seeing what depends on it first; every picker has it at once", async () => {
  const page = await staff()
  await item("Acme West").click()
  await page.getByRole("heading", { name: "Acme West", level: 2 }).waitFor()
  await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }))

  // Dependency counts come before a change: Acme West has people and records; keep it as it is.
  const edit = page.getByRole("form", { name: "Name and test flag" })
  await edit.getByLabel("Test organization").check()
  await edit.getByRole("button", { name: "Save changes" }).click()
  const question = page.getByRole("dialog", { name: "Change Acme West?" })
  await question.getByText(/\d+ employees/).waitFor()
  await question.getByText("Mark it as a test organization", { exact: false }).waitFor()
  await screenshot(page, "302-organization-dependency-counts")
  await question.getByRole("button", { name: "Keep it as it is" }).click()
  await edit.getByLabel("Test organization").uncheck()

  // A child: a bad client id is refused on its field, a taken one too, then it is created.
  const create = page.getByRole("form", { name: "Add a child organization to Acme West" })
  await create.getByRole("button", { name: "Add the child organization" }).click()
  await create.getByText("Enter the organization's name.").waitFor()
  await create.getByLabel("Child organization's name").fill("Acme West — Reno")
  await create.getByLabel("Client id").fill("ORG-1002")
  await create.getByRole("button", { name: "Add the child organization" }).click()
  await create.getByText("Another organization already has this client id.").waitFor()
  await screenshot(page, "303-organization-client-id-taken")
  await create.getByLabel("Client id").fill("acme-reno")
  await create.getByRole("button", { name: "Add the child organization" }).click()
  await toast("The changes have been Successfully saved.").first().waitFor()
  await page.getByRole("heading", { name: "Acme West — Reno", level: 2 }).waitFor()
  await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/noap\/admin\/organizations\/\d+$/)
  await expect.poll(() => item("Acme West — Reno").getAttribute("aria-selected")).toBe("true")
  await page.getByText("Client id ACME-RENO").waitFor()

  // Rename, confirmed against its (empty) counts.
  const rename = page.getByRole("form", { name: "Name and test flag" })
  await rename.getByLabel("Name", { exact: true }).fill("Reno Depot")
  await rename.getByRole("button", { name: "Save changes" }).click()
  const renaming = page.getByRole("dialog", { name: "Change Acme West — Reno?" })
  await renaming.getByText("Rename it to “Reno Depot”.").waitFor()
  await renaming.getByText("Nothing depends on it yet.").waitFor()
  await renaming.getByRole("button", { name: "Save the change" }).click()
  await page.getByRole("heading", { name: "Reno Depot", level: 2 }).waitFor()

  // The test flag, likewise.
  await rename.getByLabel("Test organization").check()
  await rename.getByRole("button", { name: "Save changes" }).click()
  const flagging = page.getByRole("dialog", { name: "Change Reno Depot?" })
  await flagging.getByText("Nothing depends on it yet.").waitFor()
  await flagging.getByRole("button", { name: "Save the change" }).click()
  await expect.poll(() => page.getByText("Live organization").count()).toBe(0)
  await expect.poll(() => item("Reno Depot").textContent()).toContain("Test")
  await screenshot(page, "304-organization-renamed-flagged")

  // Another area's organization picker has it, without a reload.
  await page.getByRole("link", { name: "Healthtrackers", exact: true }).click()
  await page.getByRole("heading", { name: "Healthtrackers", level: 1 }).waitFor()
  await expect
    .poll(() => page.getByLabel("Organization").locator("option").allTextContents())
    .toContain("Reno Depot")
  expect(await page.evaluate(() => (window as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true)
})

it("a route naming no organization says so, with a way back", async () => {
  const page = await staff()
  for (const id of ["999999", "not-a-number"]) {
    await page.goto(`${e2e.stack.portal.url}/noap/admin/organizations/${id}`)
    await page.getByRole("heading", { name: "Organization not found" }).waitFor()
    await page.getByText(`There is no organization “${id}”`).waitFor()
  }
  await page.getByRole("navigation", { name: "Main menu" }).waitFor()
  await screenshot(page, "305-organization-not-found")
  await page.getByRole("link", { name: "Back to all organizations" }).click()
  await page.waitForURL(/\/noap\/admin\/organizations$/)
  await page.getByText("Choose an organization in the tree", { exact: false }).waitFor()
})

it("an address saved before the portal wrote US English (/organisations) opens the same organization", async () => {
  const page = await staff()
  await page.goto(`${e2e.stack.portal.url}/noap/admin/organisations/1001`)
  await page.waitForURL(/\/noap\/admin\/organizations\/1001$/)
  await page.getByRole("heading", { name: "Acme West", level: 2 }).waitFor()
})

it("ERR-5: loading is said, and a failed list or section says so once, in its place, with Try again", async () => {
  const page = await staff()
  // Every read of the tree is held until the loading state has been seen: a single slow answer
  // could be taken by a call the page before this one still had in flight.
  await fault("entities.list", { delayMs: 1500 })
  await page.goto(`${e2e.stack.portal.url}/noap/admin/organizations`)
  await page.getByText("Loading the organizations…").waitFor()
  await screenshot(page, "308-organizations-loading")
  await fetch(`${e2e.stack.api.url}/__sandbox/faults`, { method: "DELETE" })
  await page.getByRole("treeitem", { name: /Acme Holdings/ }).waitFor()
  await fault("entities.list")
  await fault("organizations.extendedAttributes")
  await page.goto(`${e2e.stack.portal.url}/noap/admin/organizations/1001`)
  await page.getByText("The organizations could not be loaded.").waitFor()
  await page.getByRole("navigation", { name: "Main menu" }).waitFor()
  expect(await page.getByRole("treeitem").count()).toBe(0)
  await screenshot(page, "306-organizations-failed")
  await fetch(`${e2e.stack.api.url}/__sandbox/faults`, { method: "DELETE" })
  await fault("organizations.extendedAttributes")
  await page.getByRole("button", { name: "Try again" }).click()
  await page.getByRole("heading", { name: "Acme West", level: 2 }).waitFor()
  await page.getByText("The organization's attributes could not be loaded.").waitFor()
  await screenshot(page, "307-organization-attributes-failed")
  await fetch(`${e2e.stack.api.url}/__sandbox/faults`, { method: "DELETE" })
  await page.getByRole("button", { name: "Try again" }).click()
  await page.getByText("Billing contact").waitFor()
})

it("the organization screens have no serious or critical WCAG 2.2 AA violation", async () => {
  const { page, close } = await contextPage(e2e.stack.browser)
  try {
    await signInAs(page, e2e.stack.portal.url, "staff@wellkit.test")
    await page.waitForURL("**/noap")
    const { found, check, visit } = axeTour(page, e2e.stack.portal.url)
    await visit(
      [
        ["tree", "/noap/admin/organizations", "Choose an organization in the tree"],
        ["not found", "/noap/admin/organizations/999999", "Organization not found"],
        ["organization", "/noap/admin/organizations/1001", "Billing contact"],
      ],
      () => page.getByRole("cell").or(page.getByRole("treeitem")).first().waitFor(),
    )
    await page.getByRole("button", { name: "Add the child organization" }).click()
    await page.getByText("Enter the client id.").waitFor()
    await page.getByLabel("Test organization", { exact: true }).check()
    await page.getByRole("button", { name: "Save changes" }).click()
    await page
      .getByText("Nothing depends on it yet.")
      .or(page.getByText(/\d+ employees?/))
      .first()
      .waitFor()
    await check("dependency dialog")
    expect(found).toEqual({})
  } finally {
    await close()
  }
})
