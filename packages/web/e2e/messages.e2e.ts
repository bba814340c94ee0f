import type { Page } from "playwright-core"
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest"
import { newPage, type Stack, screenshot, signIn, startStack, watchErrors } from "./harness.js"

let stack: Stack
let page: Page
let errors: Array<string>

beforeAll(async () => {
  stack = await startStack()
})
afterAll(async () => {
  await stack?.close()
})
beforeEach(async () => {
  await fetch(`${stack.api.url}/__sandbox/reset`, { method: "POST" })
  page = await newPage(stack.browser)
  errors = watchErrors(page)
})
afterEach(async () => {
  await page.close()
  expect(errors).toEqual([])
})

const toast = (text: string) => page.getByRole("alert").or(page.getByRole("status")).filter({ hasText: text })

const signInAsStaff = async () => {
  await signIn(page, stack.portal.url, "staff@wellkit.test")
  await page.waitForURL("**/noap")
}

describe("sign in and the shell", () => {
  it("UI-4: the startup overlay shows three dots, 100 px, while the portal starts", async () => {
    await page.route("**/config.json", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800))
      await route.continue()
    })
    await page.goto(`${stack.portal.url}/auth/login`)
    const overlay = page.getByTestId("startup-overlay")
    await overlay.waitFor()
    expect(await overlay.locator("span").count()).toBe(3)
    const box = await overlay.locator("div").first().boundingBox()
    expect(box?.width).toBe(100)
    await screenshot(page, "00-startup-overlay")
    await page.getByRole("heading", { name: "Sign in to wellkit" }).waitFor()
  })

  it("NAV-2: the adminType-5 admin signs in with the keyboard only and lands on /noap", async () => {
    await page.goto(`${stack.portal.url}/auth/login`)
    await page.getByRole("heading", { name: "Sign in to wellkit" }).waitFor()
    await screenshot(page, "01-login")
    await page.keyboard.type("staff@wellkit.test")
    await page.keyboard.press("Tab")
    await page.keyboard.type("Wellkit!2026")
    await page.keyboard.press("Enter")
    await page.waitForURL("**/noap")
    await page.getByRole("heading", { name: "Administration" }).waitFor()
    await screenshot(page, "02-noap-home")
  })

  it("bad input on the login form gets specific messages, and a wrong password says so", async () => {
    await page.goto(`${stack.portal.url}/auth/login`)
    await page.getByRole("button", { name: "Sign in" }).click()
    await page.getByText("Enter your e-mail address.").waitFor()
    await page.getByText("Enter your password.").waitFor()
    await page.getByLabel("E-mail address").fill("not-an-email")
    await page.getByRole("button", { name: "Sign in" }).click()
    await page.getByText("Enter an e-mail address like name@example.com.").waitFor()
    await screenshot(page, "03-login-validation")
    await signIn(page, stack.portal.url, "staff@wellkit.test", "wrong password")
    await page.getByRole("alertdialog").getByText("The e-mail address or password is not correct.").waitFor()
    await screenshot(page, "04-login-wrong-password")
  })

  it("SES-7: a locked account shows the Sorry! warning with the server's status text", async () => {
    await signIn(page, stack.portal.url, "locked@acme.test")
    await toast("Sorry!").filter({ hasText: "locked" }).waitFor()
    await screenshot(page, "05-login-locked")
  })

  it("HTTP-5: the progress bar shows while a call is in flight", async () => {
    stack.api.sandbox.faults.set({ endpoint: "session.login", delayMs: 1500, times: 1 })
    await signIn(page, stack.portal.url, "staff@wellkit.test")
    await page.getByTestId("progress-bar").waitFor()
    await page.getByRole("button", { name: "Signing in…" }).waitFor()
    await screenshot(page, "06-progress-bar")
    await page.waitForURL("**/noap")
    await page.getByTestId("progress-bar").waitFor({ state: "detached" })
  })
})

describe("messages", () => {
  const messagesPage = () => page.getByRole("heading", { name: "Messages", level: 1 })

  it("ADM-1, ADM-2, ADM-3, ERR-6: create, edit, copy and delete a message", async () => {
    await signInAsStaff()
    await page.getByRole("link", { name: "Messages" }).first().click()
    await messagesPage().waitFor()
    await page.getByRole("link", { name: "WELCOME_EMAIL" }).waitFor()
    await screenshot(page, "10-messages-list")

    await page.getByRole("button", { name: "New message" }).click()
    await page.getByRole("button", { name: "Save message" }).click()
    await page.getByText("Enter a message id.").waitFor()
    await screenshot(page, "11-message-create-validation")
    await page.getByLabel("Message id").fill("HYDRATION_TIP")
    await page.getByLabel("Subject").fill("Drink water")
    await page.getByLabel("Channel").selectOption("push")
    await page
      .getByLabel("Body (HTML)")
      .fill("<p>Eight <strong>glasses</strong> a day.</p><script>alert(1)</script>")
    await page.getByRole("region", { name: "Preview" }).getByText("glasses").waitFor()
    await page.getByRole("button", { name: "Save message" }).click()
    await toast("The changes have been Successfully saved.").waitFor()
    await page.waitForURL(/messageHeaderId=\d+/)
    await page.getByRole("link", { name: "HYDRATION_TIP" }).waitFor()
    await page.getByRole("heading", { name: "Edit HYDRATION_TIP" }).waitFor()
    await screenshot(page, "12-message-created")

    const urlBefore = page.url()
    await page.getByLabel("Subject").fill("Drink more water")
    await page.getByRole("button", { name: "Save message" }).click()
    await toast("The changes have been Successfully saved.").nth(1).waitFor()
    expect(page.url()).toBe(urlBefore)
    await page.getByRole("cell", { name: "Drink more water" }).waitFor()
    await screenshot(page, "13-message-updated")

    await page.getByRole("button", { name: "Copy to…" }).click()
    const copyDialog = page.getByRole("dialog", { name: "Copy HYDRATION_TIP" })
    await copyDialog.getByLabel("Copy to organisation").selectOption({ label: "Acme West" })
    await screenshot(page, "14-message-copy-dialog")
    await copyDialog.getByRole("button", { name: "Copy message" }).click()
    await toast("The message has been successfully copied.").waitFor()
    await page.waitForURL(/entityId=1001&messageHeaderId=\d+/)
    await page.getByRole("link", { name: "HYDRATION_TIP" }).waitFor()
    await expect(page.getByLabel("Organisation").inputValue()).resolves.toBe("1001")
    await screenshot(page, "15-message-copied")

    await page.getByRole("button", { name: "Delete" }).click()
    const deleteDialog = page.getByRole("dialog", { name: "Delete HYDRATION_TIP?" })
    await screenshot(page, "16-message-delete-confirm")
    await deleteDialog.getByRole("button", { name: "Delete message" }).click()
    await toast("The message was Successfully deleted.").waitFor()
    await page.waitForURL((url) => url.search === "?entityId=1001")
    await page.getByRole("link", { name: "HYDRATION_TIP" }).waitFor({ state: "detached" })
    await screenshot(page, "17-message-deleted")
    expect(
      stack.api.sandbox.db.state.messages
        .filter((m) => m.messageId === "HYDRATION_TIP")
        .map((m) => m.ownerEntityId),
    ).toEqual([1000])
  })

  it("ADM-7: a duplicate message id shows the message-id-exists error", async () => {
    await signInAsStaff()
    await page.goto(`${stack.portal.url}/noap/admin/messages?entityId=1000&new=1`)
    await page.getByLabel("Message id").fill("WELCOME_EMAIL")
    await page.getByLabel("Subject").fill("Another welcome")
    await page.getByRole("button", { name: "Save message" }).click()
    const alert = page.getByRole("alertdialog")
    await alert.getByText("A message with this message id already exists in the organisation.").waitFor()
    await screenshot(page, "20-message-duplicate-302")
    await alert.getByRole("button", { name: "OK" }).click()
    await expect(page.getByLabel("Subject").inputValue()).resolves.toBe("Another welcome")
  })

  it("ADM-8: an injected 404 shows the Not Found! warning and returns to the list", async () => {
    await signInAsStaff()
    stack.api.sandbox.faults.set({ endpoint: "messages.get", status: 404, times: 1 })
    await page.goto(`${stack.portal.url}/noap/admin/messages?entityId=1000&messageHeaderId=1`)
    await toast("Not Found!").filter({ hasText: "The requested message was not found." }).waitFor()
    await page.waitForURL((url) => url.search === "?entityId=1000")
    await messagesPage().waitFor()
    await screenshot(page, "21-message-not-found")
  })

  it("a failing list shows a specific message and recovers with Try again", async () => {
    await signInAsStaff()
    stack.api.sandbox.faults.set({ endpoint: "messages.list", malformed: true, times: 1 })
    await page.goto(`${stack.portal.url}/noap/admin/messages?entityId=1002`)
    await page
      .getByRole("alertdialog")
      .getByText("The server sent an answer the portal could not read.")
      .waitFor()
    await page.getByRole("alertdialog").getByRole("button", { name: "OK" }).click()
    await screenshot(page, "22-messages-list-malformed")
    await page.getByRole("button", { name: "Try again" }).click()
    await page.getByRole("link", { name: "FLU_SHOT_REMINDER" }).waitFor()
  })
})
