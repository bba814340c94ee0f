import { expect, it } from "vitest"
import { screenshot, settled, setupE2e, signInAs } from "./harness.js"

const e2e = setupE2e()

const openUsers = async (query = "") => {
  const { page } = e2e
  await signInAs(page, e2e.stack.portal.url, "admin@acme.test")
  await page.waitForURL(/\/dashboard/)
  await page.goto(`${e2e.stack.portal.url}/manage-users?entityId=1000${query}`)
  return page
}

it("POR-11..14, POR-16, UI-5: 10,000 employees stay a short page; search and edit one; a refused add says why", async () => {
  await fetch(`${e2e.stack.api.url}/__sandbox/employees`, {
    method: "POST",
    body: JSON.stringify({ entityId: 1000, count: 10_000 }),
  })
  const page = await openUsers()
  const tab = page.getByRole("tab", { name: /Employees \(10,\d{3}\)/ })
  await tab.waitFor()
  await expect.poll(() => tab.getAttribute("aria-selected")).toBe("true")
  await page.getByRole("listitem").first().waitFor()
  // Counted once the list has drawn what it draws: nothing in flight, and a frame after that.
  await settled(page)
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))))
  const nodes = await page.evaluate(() => document.querySelectorAll("*").length)
  // The quality bar: at most 1,500 DOM nodes with 10,000 employees.
  expect(nodes).toBeLessThanOrEqual(1500)
  const longest = await page.evaluate(async () => {
    let worst = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) worst = Math.max(worst, entry.duration)
    }).observe({ type: "longtask", buffered: false })
    const scroller = document.querySelector('[data-testid="user-rows"]') as HTMLElement
    for (let step = 0; step < 40; step += 1) {
      scroller.scrollTop += scroller.scrollHeight / 40
      await new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)))
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
    return worst
  })
  console.log(
    `manage users, 10,000+ employees: ${nodes} DOM nodes; longest task while scrolling ${longest.toFixed(0)} ms`,
  )
  await page.getByRole("listitem").filter({ hasText: "Bulk" }).last().waitFor()
  await screenshot(page, "170-manage-users-10k-scrolled")

  await page.getByLabel(/Search by first or last name, e-mail or employee id/).fill("bulk.10300@")
  await page.getByText("1 match for “bulk.10300@”").waitFor()
  await page.getByRole("button", { name: /^Edit .* Bulk10300$/ }).click()
  const form = page.getByRole("form", { name: "Edit employee" })
  await form.getByLabel("Last name").fill("")
  await form.getByRole("button", { name: "Save" }).click()
  await form.getByText("Enter a last name.").waitFor()
  await form.getByLabel("Last name").fill("Renamed")
  await form.getByRole("button", { name: "Save" }).click()
  await page.getByRole("status").filter({ hasText: "The changes have been Successfully saved." }).waitFor()

  await page.getByLabel(/Search by first/).fill("admin@acme.test")
  await page.getByText("Nobody matches.").waitFor()
  await page.getByLabel(/Search by first/).fill("")
  await page.getByRole("button", { name: "Add employee" }).click()
  const add = page.getByRole("form", { name: "Add an employee" })
  await add.getByLabel("First name").fill("Sam")
  await add.getByLabel("Last name").fill("Taken")
  await add.getByLabel("E-mail address").fill("staff@wellkit.test")
  await add.getByRole("button", { name: "Save" }).click()
  const failure = page.getByRole("alertdialog")
  await failure.getByText("User Not Saved").waitFor()
  await failure
    .getByText("The e-mail address is already on an active account. Use another address.")
    .waitFor()
  await screenshot(page, "171-employee-not-saved")
})

it("POR-11, POR-15, POR-18: adding an admin sends verification and offers add another; move and delete with confirmation", async () => {
  const page = await openUsers("&showAdmins=true")
  const tab = page.getByRole("tab", { name: /Admins \(\d+\)/ })
  await tab.waitFor()
  await expect.poll(() => tab.getAttribute("aria-selected")).toBe("true")
  await page.getByRole("button", { name: "Add admin" }).click()
  const form = page.getByRole("form", { name: "Add an admin" })
  await form.getByLabel("First name").fill("Nia")
  await form.getByLabel("Last name").fill("Okafor")
  await form.getByLabel("E-mail address").fill("nia.okafor@acme.test")
  await form.getByRole("button", { name: "Save" }).click()
  const added = page.getByRole("dialog", { name: "Nia Okafor was added" })
  await added.getByText("will receive an e-mail with instructions to activate their account").waitFor()
  await added.getByText("We sent a verification e-mail to nia.okafor@acme.test.").waitFor()
  await screenshot(page, "172-admin-added")
  await added.getByRole("button", { name: "Add another admin" }).click()
  // POR-11: the list with addNew opens the form again, and the address is cleaned up.
  const again = page.getByRole("form", { name: "Add an admin" })
  await again.waitFor()
  await again.getByLabel("First name").fill("Nia")
  await again.getByLabel("Last name").fill("Okafor")
  await again.getByLabel("E-mail address").fill("nia.okafor@acme.test")
  await again.getByRole("button", { name: "Save" }).click()
  await page
    .getByRole("alertdialog")
    .getByText("nia.okafor@acme.test is already an admin of this organization.")
    .waitFor()
  await page.getByRole("alertdialog").getByRole("button").first().click()
  await again.getByRole("button", { name: "Cancel" }).click()
  await again.waitFor({ state: "detached" })
  await expect.poll(() => page.url()).not.toContain("addNew")
  await screenshot(page, "174-admins-before-move")

  await page.getByRole("button", { name: "Move Nia Okafor to another organization" }).click()
  await page.getByRole("dialog").getByLabel("To organization").selectOption({ label: "Acme West" })
  await page.getByRole("dialog").getByRole("button", { name: "Move" }).click()
  await expect.poll(() => page.getByRole("listitem").filter({ hasText: "Nia Okafor" }).count()).toBe(0)
  await expect
    .poll(
      () =>
        e2e.stack.api.sandbox.db.state.users.find((u) => u.emailAddress === "nia.okafor@acme.test")?.entityId,
    )
    .toBe(1001)

  // POR-16: an admin failure shows the server's own words.
  await page.getByRole("button", { name: "Delete Olivia Okafor" }).click()
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click()
  await page.getByRole("alertdialog").getByText("You cannot delete your own account.").waitFor()
  await screenshot(page, "173-admin-delete-refused")
})
