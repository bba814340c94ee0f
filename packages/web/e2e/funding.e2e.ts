import { expect, it } from "vitest"
import { screenshot, setupE2e, signInAs } from "./harness.js"

const e2e = setupE2e()

const open = async () => {
  const { page } = e2e
  await signInAs(page, e2e.stack.portal.url, "admin@acme.test")
  await page.waitForURL(/\/dashboard/)
  await page.getByRole("link", { name: "Rewards and funding" }).click()
  await page.getByRole("heading", { name: "Acme wellness rewards" }).waitFor()
  return page
}

const alertSays = async (title: string) => {
  const dialog = e2e.page.getByRole("alertdialog")
  await dialog.getByText(title, { exact: true }).waitFor()
  return dialog
}

it("POR-9: adding funds ends in 'Funds added', pending or failure, each as an alert", async () => {
  const page = await open()
  await expect.poll(() => page.getByTestId("balance").textContent()).toBe("$12,480.50")
  await page.getByLabel("Amount (USD)").fill("5")
  await page.getByRole("button", { name: "Add funds" }).click()
  await page.getByText("Add at least $10.").waitFor()

  await page.getByLabel("Amount (USD)").fill("500")
  await page.getByRole("button", { name: "Add funds" }).click()
  let dialog = await alertSays("Funds added")
  await dialog.getByText("$500 was added. The balance is now $12,980.50.").waitFor()
  await screenshot(page, "130-funds-added")
  await dialog.getByRole("button").first().click()
  await expect.poll(() => page.getByTestId("balance").textContent()).toBe("$12,980.50")

  await page.getByLabel("Amount (USD)").fill("20000")
  await page.getByRole("button", { name: "Add funds" }).click()
  dialog = await alertSays("Payment pending")
  await dialog.getByRole("button").first().click()

  await page.getByLabel("Pay with").selectOption({ label: "Mastercard ending 0002, expires 09/2028" })
  await page.getByLabel("Amount (USD)").fill("50")
  await page.getByRole("button", { name: "Add funds" }).click()
  dialog = await alertSays("Payment failed")
  await dialog.getByText("The funds could not be added.").waitFor()
  await screenshot(page, "131-funds-failed")
})

it("POR-8: an admin adds a card without the number staying on the page, removes one after confirming, and syncs", async () => {
  const page = await open()
  const form = page.getByRole("form", { name: "Add a card" })
  await form.getByRole("button", { name: "Add card" }).click()
  await form.getByText("Enter the card number: 12 to 19 digits.").waitFor()
  await form.getByLabel("Name on the card").fill("Olivia Admin")
  await form.getByLabel("Card number").fill("5555 5555 5555 4444")
  await form.getByLabel("Expiry month").selectOption("12")
  await form.getByLabel("Expiry year").selectOption("2030")
  await form.getByLabel("Security code (CVC)").fill("123")
  await screenshot(page, "132-card-form")
  await form.getByRole("button", { name: "Add card" }).click()
  await page.getByRole("listitem").filter({ hasText: "Mastercard ending 4444, expires 12/2030" }).waitFor()
  await expect.poll(() => form.getByLabel("Card number").inputValue()).toBe("")
  await expect.poll(() => page.content()).not.toContain("5555 5555 5555 4444")

  await page.getByRole("button", { name: "Remove Visa ending 1881, expires 10/2026" }).click()
  await page.getByRole("dialog").getByText("Remove this card?").waitFor()
  await screenshot(page, "133-card-remove-confirm")
  await page.getByRole("dialog").getByRole("button", { name: "Remove" }).click()
  await expect.poll(() => page.getByRole("listitem").filter({ hasText: "Visa ending 1881" }).count()).toBe(0)
  await page.getByRole("button", { name: "Refresh cards" }).click()
  await page
    .getByRole("status")
    .filter({ hasText: "The changes have been Successfully saved." })
    .first()
    .waitFor()
  await screenshot(page, "134-cards")
})
