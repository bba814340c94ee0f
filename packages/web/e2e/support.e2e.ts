import { expect, it } from "vitest"
import { screenshot, settled, setupE2e, signInAs } from "./harness.js"

const e2e = setupE2e()

it("POR-10, UI-5: an admin finds an answer, and sends a message once the form is right", async () => {
  const { page } = e2e
  const searches: Array<string> = []
  page.on("request", (request) => {
    if (request.url().includes("/support/faqs"))
      searches.push(new URL(request.url()).searchParams.get("searchText") ?? "")
  })
  await signInAs(page, e2e.stack.portal.url, "admin@acme.test")
  await page.waitForURL(/\/dashboard/)
  await page.getByRole("link", { name: "Support", exact: true }).click()
  await page.getByRole("link", { name: "help@wellkit.test" }).waitFor()
  await expect
    .poll(() => page.getByRole("link", { name: "1-800-555-0142" }).getAttribute("href"))
    .toBe("tel:18005550142")
  await page.getByText("How do I add many employees at once?").waitFor()

  await page.getByLabel("Search the questions").pressSequentially("credit card", { delay: 30 })
  await page.getByText("How do I add many employees at once?").waitFor({ state: "detached" })
  await page.getByText("Can I remove a credit card?").waitFor()
  // Typing sends one search after the pause, not one per key press: one, and still one once settled.
  const typed = () => searches.filter((text) => text !== "")
  await expect.poll(typed).toEqual(["credit card"])
  await settled(page)
  expect(typed()).toEqual(["credit card"])
  await page.getByText("Can I remove a credit card?").click()
  await page.getByText("Pending payments still complete.").waitFor()
  await screenshot(page, "110-support-faq")

  await page.getByLabel("Search the questions").fill("nothing like this")
  await page.getByText("No question matches “nothing like this”.").waitFor()

  await page.getByLabel("Your name").fill("")
  await page.getByRole("button", { name: "Send message" }).click()
  await page.getByText("Enter your name.").waitFor()
  await page.getByText("Tell us a little more: at least 10 characters.").waitFor()
  await expect
    .poll(() => page.getByRole("textbox", { name: "Message" }).getAttribute("aria-invalid"))
    .toBe("true")
  await screenshot(page, "111-support-contact-errors")

  await page.getByLabel("Your name").fill("Olivia")
  await page.getByLabel("Subject").fill("Invoice copy")
  await page.getByRole("textbox", { name: "Message" }).fill("Could you send me last month's invoice again?")
  await page.getByRole("button", { name: "Send message" }).click()
  await page.getByText("Thank you. Your message has been sent").first().waitFor()
  await screenshot(page, "112-support-contact-sent")
  await expect
    .poll(() => e2e.stack.api.sandbox.db.state.contactMessages)
    .toMatchObject([{ subject: "Invoice copy" }])
})
