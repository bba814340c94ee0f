import { expect, it } from "vitest"
import { screenshot, setupE2e, signInAs } from "./harness.js"

const e2e = setupE2e()

it("an admin sees their account and asks for the verification and password-reset e-mails", async () => {
  const { page } = e2e
  await signInAs(page, e2e.stack.portal.url, "admin@acme.test")
  await page.waitForURL(/\/dashboard/)
  await page.getByRole("link", { name: "Your account" }).click()
  await page.getByText("Organization admin").waitFor()
  await page.getByRole("button", { name: "Send verification e-mail" }).click()
  await page.getByRole("status").filter({ hasText: "We have sent you a new link." }).waitFor()
  await page.getByRole("button", { name: "E-mail me a password reset link" }).click()
  await expect
    .poll(() => e2e.stack.api.sandbox.db.state.outbox.map((mail) => mail.subject))
    .toEqual(
      expect.arrayContaining(["Verify your e-mail address for wellkit", "Reset your wellkit password"]),
    )
  await screenshot(page, "190-account")
})
