import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { axeTour, contextPage } from "./axe.js"
import { expectCount, focused, openAdminArea, setupE2e, signInAs, toastSaying } from "./harness.js"
import { callCounter, describedBy, wholeScreenshot as screenshot, tabTo } from "./staff-areas.js"

/**
 * Reward files (/noap/admin/rewardFiles): staff choose a file with the kit's
 * file field (K10) by keyboard or by dropping it, and upload it; ADM-17's
 * toast says it is received. Files that cannot be used are refused before any
 * call, and a failed upload keeps the file to try again.
 */
const e2e = setupE2e()

const PATH = "/noap/admin/rewardFiles"
const SUCCESS = "Success!"
const ADM_17 =
  "The file was Successfully uploaded. You will receive an email when the processing is complete, please allow up to 24 hours."
const FAILED = "The reward file could not be uploaded."
const CONTENT = "userId,points\n17,50\n"
const MB = 1024 * 1024

const staff = () => openAdminArea(e2e.page, e2e.stack.portal.url, { link: "Reward files" })
const countUploads = (page: Page) => callCounter(page, e2e.stack.api.url).of("rewardFiles.upload")
const field = (page: Page) => page.getByLabel("Reward file", { exact: true })
const status = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text })
const stored = () => e2e.stack.api.sandbox.db.state.rewardFiles
const csv = (name: string, text = CONTENT) => ({ name, mimeType: "text/csv", buffer: Buffer.from(text) })

describe("reward files: staff upload a file", () => {
  it("ADM-17, K10: a reward file chosen with the keyboard is uploaded; the spec's toast, the receipt, and the page is ready for another", async () => {
    const page = await staff()
    const uploads = countUploads(page)
    await screenshot(page, "720-reward-files")
    expect(await describedBy(field(page))).toBe(
      "The rewards file as your rewards team prepared it, with its header row. A CSV or text file (.csv or .txt), at most 10 MB.",
    )

    // Tab reaches the field by its name; Enter opens the browser's file chooser. The chooser is
    // awaited before the Tabs: Playwright starts catching choosers only once asked to, and asked
    // at the key itself, a busy CI machine once opened the chooser before it was caught.
    const chosen = page.waitForEvent("filechooser")
    await tabTo(page, "rewardFile")
    await page.keyboard.press("Enter")
    const chooser = await chosen
    expect(chooser.isMultiple()).toBe(false)
    await chooser.setFiles(csv("rewards-march.csv"))
    await status(page, "Chosen: rewards-march.csv (20 bytes)").waitFor()
    expect(await focused(page, "name")(), "the focus is back on the field").toBe("rewardFile")
    await screenshot(page, "721-reward-file-chosen")

    // A slow answer: the button is busy and the page says what is happening.
    e2e.stack.api.sandbox.faults.set({ endpoint: "rewardFiles.upload", delayMs: 3_000, times: 1 })
    await page.getByRole("button", { name: "Upload" }).click()
    const busy = page.getByRole("button", { name: "Uploading…" })
    await busy.waitFor()
    // Busy, not disabled: it keeps the focus, and a second press sends nothing.
    await busy.press("Enter")
    expect(await busy.getAttribute("aria-busy")).toBe("true")
    await status(page, "Sending rewards-march.csv (20 bytes)…").waitFor()
    expect(await page.getByRole("progressbar", { name: "Sending progress" }).count()).toBe(1)
    await screenshot(page, "722-reward-file-sending")

    // ADM-17: the spec's exact toast, once; the receipt; the field is empty for the next file.
    const toast = toastSaying(page, ADM_17).filter({ hasText: SUCCESS })
    await toast.waitFor()
    expect(await toast.count()).toBe(1)
    const receipt = page.getByRole("region", { name: "Last file received" })
    await receipt.getByText("rewards-march.csv").waitFor()
    await receipt.getByText("20 bytes").waitFor()
    await receipt.getByText("Received at").waitFor()
    await expectCount(page, uploads, 1, "one upload, a second press while busy did nothing")
    expect(stored()).toEqual([expect.objectContaining({ fileName: "rewards-march.csv", bytes: 20 })])
    expect(await page.getByText("Chosen:").count()).toBe(0)
    expect(await page.getByText("Choose a reward file first.").count()).toBe(0)
    expect(await page.getByRole("button", { name: "Clear the choice" }).count()).toBe(0)
    await page.getByRole("button", { name: "Upload" }).waitFor()
    await screenshot(page, "723-reward-file-uploaded")

    // Another file, chosen with Space this time.
    const chosenAgain = page.waitForEvent("filechooser")
    await tabTo(page, "rewardFile")
    await page.keyboard.press("Space")
    const again = await chosenAgain
    await again.setFiles(csv("rewards-april.txt"))
    await status(page, "Chosen: rewards-april.txt (20 bytes)").waitFor()
    await page.getByRole("button", { name: "Upload" }).click()
    await receipt.getByText("rewards-april.txt").waitFor()
    await expectCount(page, uploads, 2, "two uploads")
  })

  it("K10: a file too large, of the wrong type, or empty is refused with its words before any call; Upload with nothing chosen asks for a file", async () => {
    const page = await staff()
    const uploads = countUploads(page)

    await page.getByRole("button", { name: "Upload" }).click()
    await page.getByText("Choose a reward file first.").waitFor()
    expect(await describedBy(field(page))).toContain("Choose a reward file first.")

    await field(page).setInputFiles(csv("year.csv", "x".repeat(12 * MB)))
    const refused = page.getByRole("alert")
    await refused
      .getByText("“year.csv” is 12 MB, over the 10 MB limit. Split it into smaller files.")
      .waitFor()
    expect(await field(page).getAttribute("aria-invalid")).toBe("true")
    await screenshot(page, "724-reward-file-too-large")

    await field(page).setInputFiles({
      name: "rewards.xlsx",
      mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      buffer: Buffer.from("PK"),
    })
    await refused
      .getByText("“rewards.xlsx” cannot be used here: choose a CSV or text file (.csv or .txt).")
      .waitFor()
    await screenshot(page, "725-reward-file-wrong-type")

    await field(page).setInputFiles(csv("empty.csv", ""))
    await refused.getByText("“empty.csv” is empty. Choose a file with something in it.").waitFor()

    // None was chosen: Upload sends nothing, and the refusal stays to say why.
    await page.getByRole("button", { name: "Upload" }).click()
    await refused.getByText("“empty.csv” is empty.", { exact: false }).waitFor()
    await expectCount(page, uploads, 0, "uploads of refused files")
    expect(stored()).toEqual([])

    // A good file after the refusals clears them; a large one that fits shows as it is read.
    await field(page).setInputFiles(csv("big.csv", `userId,points\n${"17,50\n".repeat(1_500_000)}`))
    await status(page, "Chosen: big.csv (8.6 MB)").waitFor()
    expect(await page.getByRole("alert").count()).toBe(0)
    expect(await field(page).getAttribute("aria-invalid")).toBeNull()
  })

  it("ADM-17, ERR-5: a failed upload is said once in the call's words, the file is kept, and trying again sends it", async () => {
    const page = await staff()
    const uploads = countUploads(page)
    await field(page).setInputFiles(csv("rewards-march.csv"))
    await status(page, "Chosen: rewards-march.csv (20 bytes)").waitFor()

    e2e.stack.api.sandbox.faults.set({ endpoint: "rewardFiles.upload", status: 500 })
    await page.getByRole("button", { name: "Upload" }).click()
    // The shared failure display: the call's own words, in the alert a write's failure is.
    const failure = page.getByRole("alertdialog").filter({ hasText: FAILED })
    await failure.waitFor()
    await expectCount(page, uploads, 1, "one failed upload")
    expect(await page.getByText(FAILED).count(), "the failure is said once").toBe(1)
    expect(await toastSaying(page, ADM_17).count()).toBe(0)
    await status(page, "Chosen: rewards-march.csv (20 bytes)").waitFor()
    expect(await page.getByRole("region", { name: "Last file received" }).count()).toBe(0)
    await screenshot(page, "726-reward-file-failed")

    e2e.stack.api.sandbox.faults.clear()
    await failure.getByRole("button", { name: "OK" }).click()
    await failure.waitFor({ state: "detached" })
    // Nothing was lost: the same file is still chosen, and Upload sends it.
    await page.getByRole("button", { name: "Upload" }).click()
    await toastSaying(page, ADM_17).waitFor()
    await expectCount(page, uploads, 2, "the failed upload and the one tried again")
    expect(stored().map((file) => file.fileName)).toEqual(["rewards-march.csv"])
  })

  it("K10: a file dropped on the drop zone is chosen and uploaded; several at once are refused", async () => {
    const page = await staff()
    // The drop zone, found by the words it keeps while a file is dragged over it.
    const zone = page.getByText("Choose a file", { exact: true })
    const drop = async (files: ReadonlyArray<readonly [string, string]>) => {
      const dataTransfer = await page.evaluateHandle((all) => {
        const transfer = new DataTransfer()
        for (const [name, text] of all) transfer.items.add(new File([text], name, { type: "text/csv" }))
        return transfer
      }, files)
      await zone.dispatchEvent("dragenter", { dataTransfer })
      await zone.dispatchEvent("dragover", { dataTransfer })
      await page.getByText("Drop the file to choose it").waitFor()
      await zone.dispatchEvent("drop", { dataTransfer })
    }
    await drop([
      ["a.csv", CONTENT],
      ["b.csv", CONTENT],
    ])
    await page.getByRole("alert").getByText("Drop one file at a time.").waitFor()
    await drop([["dropped.csv", CONTENT]])
    await status(page, "Chosen: dropped.csv (20 bytes)").waitFor()
    expect(await page.getByRole("alert").count()).toBe(0)
    await screenshot(page, "727-reward-file-dropped")
    await page.getByRole("button", { name: "Upload" }).click()
    await toastSaying(page, ADM_17).waitFor()
    expect(stored().map((file) => file.fileName)).toEqual(["dropped.csv"])
  })

  it("NAV-6: the page is staff's: an organization's admin is sent home", async () => {
    const page = e2e.page
    await signInAs(page, e2e.stack.portal.url, "admin@acme.test")
    await page.waitForURL(/\/dashboard/)
    await page.goto(`${e2e.stack.portal.url}${PATH}`)
    await page.waitForURL(/\/dashboard/)
    expect(await page.getByRole("heading", { name: "Reward files" }).count()).toBe(0)
  })
})

it("the reward file page has no serious or critical WCAG 2.2 AA violation: empty, chosen, refused, sending, and with ADM-17's toast", async () => {
  const { page, close } = await contextPage(e2e.stack.browser)
  try {
    await signInAs(page, e2e.stack.portal.url, "staff@wellkit.test")
    await page.waitForURL("**/noap")
    const { found, check, visit } = axeTour(page, e2e.stack.portal.url)
    await visit([["empty", PATH, "Reward file"]])
    await field(page).setInputFiles({
      name: "rewards.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("%PDF"),
    })
    await page.getByRole("alert").waitFor()
    await check("refused file")
    await field(page).setInputFiles(csv("rewards-march.csv"))
    await status(page, "Chosen: rewards-march.csv").waitFor()
    await check("chosen file")
    e2e.stack.api.sandbox.faults.set({ endpoint: "rewardFiles.upload", delayMs: 1_500, times: 1 })
    await page.getByRole("button", { name: "Upload" }).click()
    await page.getByRole("button", { name: "Uploading…" }).waitFor()
    await check("sending")
    await toastSaying(page, ADM_17).waitFor()
    await check("uploaded, with the success toast")
    await screenshot(page, "728-reward-file-toast-axe")
    expect(found).toEqual({})
  } finally {
    await close()
  }
})
