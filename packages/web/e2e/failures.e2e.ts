import { describe, expect, it } from "vitest"
import { cases, provesReadFailure } from "./failure-cases.js"
import { expectCount, screenshot, setupE2e } from "./harness.js"
import { callCounter } from "./staff-areas.js"

/**
 * The organization admin's screens; and a write whose outcome is unknown.
 * A failed read is shown once, in the page, with Try again, and tried again only when asked
 * (HTTP-9, ERR-5, POR-19): failure-cases.ts holds the table and the proof.
 */
const e2e = setupE2e()

describe("a failed read is shown once, in the page, and tried again only when asked", () => {
  it.each(cases.filter((c) => c.who === "admin"))("HTTP-9, POR-19: $endpoint on $path", (c) =>
    provesReadFailure(e2e, c),
  )
})

describe("a write whose outcome is unknown", () => {
  it("POR-9, ERR-5: adding funds that the server failed on says it may have gone through, and reads the balance again", async () => {
    const { page } = e2e
    const calls = callCounter(page, e2e.stack.api.url)
    await e2e.signInAs("admin@acme.test")
    await page.waitForURL(/\/dashboard/)
    await page.getByRole("link", { name: "Rewards and funding" }).click()
    await page.getByRole("heading", { name: "Acme wellness rewards" }).waitFor()

    e2e.stack.api.sandbox.faults.set({ endpoint: "rewards.addFunds", status: 503 })
    calls.reset()
    await page.getByLabel("Amount (USD)").fill("500")
    await page.getByRole("button", { name: "Add funds" }).click()
    const dialog = page.getByRole("alertdialog")
    await dialog.getByText("Payment failed", { exact: true }).waitFor()
    await dialog
      .getByText(
        "We could not confirm whether the funds were added. The balance on the page has been read again: check it before paying again.",
      )
      .waitFor()
    await screenshot(page, "failures-funds-unconfirmed")
    await expectCount(page, calls.of("rewards.addFunds"), 1, "calls to add funds")
    await expect.poll(calls.of("rewards.rewardGroup")).toBeGreaterThanOrEqual(1)
    await dialog.getByRole("button").first().click()
    await expect.poll(() => page.getByTestId("balance").textContent()).toBe("$12,480.50")
  })
})
