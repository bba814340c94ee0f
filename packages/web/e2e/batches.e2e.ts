import { readFileSync } from "node:fs"
import { expect, it } from "vitest"
import { screenshot, setupE2e, signInAs } from "./harness.js"

const e2e = setupE2e()

const file = [
  "First Name,Last Name,Email,Employee ID,Date of birth",
  "Ada,Lovelace,ada.lovelace@newco.test,009123,1985-12-10",
  "Grace,,grace.hopper@newco.test,009124,1990-02-30",
  "Sam,Taken,staff@wellkit.test,009125,1981-07-04",
  "Linus,Torvalds,linus@newco.test,009126,1969-12-28",
].join("\n")

it("POR-17: an admin checks a file, sees and downloads its bad rows, uploads the valid ones, and the pushed outcome refreshes the list", async () => {
  const { page } = e2e
  await signInAs(page, e2e.stack.portal.url, "admin@acme.test")
  await page.waitForURL(/\/dashboard/)
  await page.getByRole("link", { name: "Batch uploads" }).click()
  await page.getByRole("heading", { name: "Batch uploads" }).waitFor()
  await page.getByRole("link", { name: "february-hires.csv" }).waitFor()
  await page.getByTestId("live-status").getByText("Live updates: on").waitFor()
  await screenshot(page, "100-batch-uploads")

  await page.getByLabel("Employee file (CSV)").setInputFiles({
    name: "march-hires.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(file),
  })
  await page.getByText("march-hires.csv: 4 rows, 3 valid, 1 with problems.").waitFor()
  const problems = page.getByRole("table", { name: "Rows with problems" })
  await problems.getByRole("row", { name: /3 Last Name A last name is required\./ }).waitFor()
  await problems.getByRole("row", { name: /3 Date of birth "1990-02-30" is not a date of birth/ }).waitFor()
  await screenshot(page, "101-batch-file-problems")

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download the problems as CSV" }).click(),
  ])
  expect(download.suggestedFilename()).toBe("march-hires-problems.csv")
  const saved = await download.path()
  expect(readFileSync(saved, "utf8")).toContain("3,Last Name,A last name is required.")

  await page.getByRole("button", { name: "Upload only the 3 valid rows" }).click()
  await page
    .getByRole("status")
    .filter({ hasText: /3 rows were uploaded as batch b-/ })
    .waitFor()
  const uploaded = page.getByRole("row", { name: /march-hires\.csv/ })
  await uploaded.waitFor()
  // The hub's push for this batch refreshes the list without a reload.
  await uploaded.getByText("Completed with errors").waitFor()
  await screenshot(page, "102-batch-processed")

  await page.getByRole("link", { name: "march-hires.csv" }).click()
  await page.getByRole("heading", { name: "march-hires.csv" }).waitFor()
  await page.getByText("already on an active account in another organization").waitFor()
  await page.getByRole("button", { name: "Correct line 4" }).click()
  const form = page.getByRole("form", { name: "Correct line 4" })
  await form.getByLabel("E-mail").fill("not an address")
  await form.getByRole("button", { name: "Save and process again" }).click()
  await form.getByText("Enter an e-mail address like name@example.com.").waitFor()
  await screenshot(page, "103-batch-fix-row-error")
  await form.getByLabel("E-mail").fill("sam.taken@newco.test")
  await form.getByRole("button", { name: "Save and process again" }).click()
  await page.getByText("No row failed.").waitFor()
  await page.getByText(/Completed: 3 rows, 3 created, 0 updated, 0 failed/).waitFor()
  await screenshot(page, "104-batch-row-fixed")
  const corrected = e2e.stack.api.sandbox.db.state.batches
    .find((batch) => batch.fileName === "march-hires.csv")
    ?.rows.find((row) => row.line === 4)
  expect(corrected).toMatchObject({ outcome: "created", emailAddress: "sam.taken@newco.test" })
  expect(corrected?.updatedByUserId).toBe(
    e2e.stack.api.sandbox.db.state.users.find((user) => user.emailAddress === "admin@acme.test")?.userId,
  )
})

it("POR-17: a file with an unusable header says why and offers no upload", async () => {
  const { page } = e2e
  await signInAs(page, e2e.stack.portal.url, "admin@acme.test")
  await page.waitForURL(/\/dashboard/)
  await page.goto(`${e2e.stack.portal.url}/manage-users/batches?entityId=1000`)
  await page.getByLabel("Employee file (CSV)").setInputFiles({
    name: "names.csv",
    mimeType: "text/csv",
    buffer: Buffer.from("Name,Phone\nAda,555\n"),
  })
  await page.getByRole("alert").filter({ hasText: "The file's header cannot be used" }).waitFor()
  await page.getByText('Unknown column "Name"').waitFor()
  expect(await page.getByRole("button", { name: /Upload/ }).count()).toBe(0)
  await screenshot(page, "105-batch-bad-header")
})
