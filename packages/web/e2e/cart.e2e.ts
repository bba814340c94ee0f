import { expect, it } from "vitest"
import { screenshot, settled, setupE2e, signInAs } from "./harness.js"

const e2e = setupE2e()

it("POR-3, POR-4: an admin prices seats, is told about a bad address, and buys once", async () => {
  const { page } = e2e
  const invoices: Array<string> = []
  page.on("request", (request) => {
    if (request.url().includes("/invoice")) invoices.push(`${request.method()} ${request.postData() ?? ""}`)
  })
  await signInAs(page, e2e.stack.portal.url, "admin@acme.test")
  await page.waitForURL(/\/dashboard/)
  await page.getByRole("link", { name: "Licenses", exact: true }).click()
  await page.getByRole("link", { name: "Buy seats for Acme Holdings — Coaching pilot" }).click()
  const form = page.getByRole("form", { name: "Seats and billing address" })
  await form.getByLabel("Seats (people)").fill("25")
  await form.getByLabel("Street address").fill("Market St")
  await form.getByLabel("City").fill("San Francisco")
  await form.getByLabel("State (two letters)").fill("CA")
  await form.getByLabel("ZIP code").fill("94105")
  await form.getByRole("button", { name: "See the price" }).click()
  await page.getByRole("alertdialog").waitFor()
  await screenshot(page, "180-cart-invalid-address")
  await page.getByRole("alertdialog").getByRole("button").first().click()

  await form.getByLabel("Street address").fill("1 Market St")
  await form.getByLabel("ZIP code").fill("10001")
  await form.getByRole("button", { name: "See the price" }).click()
  await page.getByRole("alertdialog").waitFor()
  await page.getByRole("alertdialog").getByRole("button").first().click()

  await form.getByLabel("ZIP code").fill("94105")
  await form.getByRole("button", { name: "See the price" }).click()
  const summary = page.getByRole("table", { name: "Price" })
  await summary.getByRole("row", { name: "Total per month $201.09" }).waitFor()
  await summary.getByRole("row", { name: "Tax (7.25%) $13.59" }).waitFor()
  await page.getByText("Nothing has been charged yet.").waitFor()
  await screenshot(page, "181-cart-priced")
  await page.getByRole("button", { name: "Continue to purchase" }).click()

  await page.getByRole("heading", { name: "Confirm your purchase" }).waitFor()
  // NAV-8: no side menu on the consent page.
  expect(await page.getByTestId("side-menu").count()).toBe(0)
  const buy = page.getByRole("button", { name: "Purchase for $201.09" })
  await expect.poll(() => buy.isDisabled()).toBe(true)
  await page.getByLabel("I agree to the terms of purchase").check()
  await screenshot(page, "182-cart-consent")
  await buy.dblclick()
  await page.getByRole("heading", { name: "Purchase complete" }).waitFor()
  // Bought once: one purchase call, and still one once nothing is in flight.
  await expect.poll(() => invoices).toEqual(["POST "])
  await settled(page)
  expect(invoices).toEqual(["POST "])
  await expect
    .poll(() => e2e.stack.api.sandbox.db.state.licenses.find((l) => l.licenseId === 7002))
    .toMatchObject({
      isPurchased: true,
      seats: 25,
    })
  await screenshot(page, "183-cart-paid")
})
