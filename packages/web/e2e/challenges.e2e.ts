import { expect, it } from "vitest"
import { screenshot, setupE2e, signInAs } from "./harness.js"

const e2e = setupE2e()

it("POR-5: an admin adds a challenge from a template, is refused a clash with the server's reason, changes dates and removes one", async () => {
  const { page } = e2e
  await signInAs(page, e2e.stack.portal.url, "admin@acme.test")
  await page.waitForURL(/\/dashboard/)
  await page.getByRole("link", { name: "Challenges", exact: true }).click()
  const list = page.getByRole("region", { name: "Challenges of this organization" })
  await list.getByText("Step it up").waitFor()
  await screenshot(page, "140-challenges")

  const form = page.getByRole("form", { name: "Add a challenge" })
  await form.getByRole("button", { name: "Add challenge" }).click()
  await form.getByText("Choose a challenge.").waitFor()
  await form.getByLabel("Challenge").selectOption({ label: "Step it up (28 days)" })
  await form.getByLabel("Start date").fill("2026-11-20")
  await form.getByText("ends 2026-12-17").waitFor()
  await form.getByRole("button", { name: "Add challenge" }).click()
  const alert = page.getByRole("alertdialog")
  await alert.getByText("The challenge could not be added.").waitFor()
  await alert.getByText("“Step it up” already runs from 2026-11-09 to 2026-12-06 in this group.").waitFor()
  await screenshot(page, "141-challenge-clash")
  await alert.getByRole("button").first().click()

  await form.getByLabel("Challenge").selectOption({ label: "Mindful minutes (21 days)" })
  await form.getByLabel("Start date").fill("2027-02-01")
  await form.getByRole("button", { name: "Add challenge" }).click()
  await page.getByRole("status").filter({ hasText: "The changes have been Successfully saved." }).waitFor()
  await list.getByText("Mindful minutes").waitFor()
  await expect.poll(() => new URL(page.url()).pathname).toBe("/challenges")

  await page.getByRole("button", { name: "Change dates of Sleep well" }).click()
  const dates = page.getByRole("form", { name: "Change dates of Sleep well" })
  await dates.getByLabel("End date").fill("2027-01-10")
  await dates.getByRole("button", { name: "Save dates" }).click()
  await dates.getByText("A challenge cannot end before it starts.").waitFor()
  await dates.getByLabel("End date").fill("2027-01-31")
  await dates.getByRole("button", { name: "Save dates" }).click()
  await list.getByText("2027-01-11 to 2027-01-31").waitFor()

  await page.getByRole("button", { name: "Remove Hydration week" }).click()
  await page.getByRole("dialog").getByRole("button", { name: "Remove" }).click()
  await expect.poll(() => list.getByText("Hydration week").count()).toBe(0)
  await screenshot(page, "142-challenges-changed")
})
