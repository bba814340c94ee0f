import { describe, expect, it } from "vitest"
import { markToasts, newToast, screenshot, setupE2e, signIn } from "./harness.js"

const e2e = setupE2e()

const toast = (text: string) =>
  e2e.page.getByRole("alert").or(e2e.page.getByRole("status")).filter({ hasText: text })

const signInAsStaff = async () => {
  await signIn(e2e.page, e2e.stack.portal.url, "staff@wellkit.test")
  await e2e.page.waitForURL("**/noap")
}

describe("sign in and the shell", () => {
  it("UI-4: the startup overlay shows three dots, 100 px, while the portal starts", async () => {
    // The portal's configuration is held until the overlay has been looked at: on a busy machine
    // a fixed delay could end before the test looks.
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await e2e.page.route("**/config.json", async (route) => {
      await held
      await route.continue()
    })
    await e2e.page.goto(`${e2e.stack.portal.url}/auth/login`)
    const overlay = e2e.page.getByTestId("startup-overlay")
    await overlay.waitFor()
    await expect.poll(() => overlay.locator("span").count()).toBe(3)
    await expect.poll(async () => (await overlay.locator("div").first().boundingBox())?.width).toBe(100)
    await screenshot(e2e.page, "00-startup-overlay")
    release()
    await e2e.page.getByRole("heading", { name: "Sign in to wellkit" }).waitFor()
  })

  it("NAV-2: the adminType-5 admin signs in with the keyboard only and lands on /noap", async () => {
    await e2e.page.goto(`${e2e.stack.portal.url}/auth/login`)
    await e2e.page.getByRole("heading", { name: "Sign in to wellkit" }).waitFor()
    await screenshot(e2e.page, "01-login")
    await e2e.page.keyboard.type("staff@wellkit.test")
    await e2e.page.keyboard.press("Tab")
    await e2e.page.keyboard.type("Wellkit!2026")
    await e2e.page.keyboard.press("Enter")
    await e2e.page.waitForURL("**/noap")
    await e2e.page.getByRole("heading", { name: "Administration" }).waitFor()
    await screenshot(e2e.page, "02-noap-home")
  })

  it("bad input on the login form gets specific messages, and a wrong password says so", async () => {
    await e2e.page.goto(`${e2e.stack.portal.url}/auth/login`)
    await e2e.page.getByRole("button", { name: "Sign in" }).click()
    await e2e.page.getByText("Enter your e-mail address.").waitFor()
    await e2e.page.getByText("Enter your password.").waitFor()
    await e2e.page.getByLabel("E-mail address").fill("not-an-email")
    await e2e.page.getByRole("button", { name: "Sign in" }).click()
    await e2e.page.getByText("Enter an e-mail address like name@example.com.").waitFor()
    await screenshot(e2e.page, "03-login-validation")
    await signIn(e2e.page, e2e.stack.portal.url, "staff@wellkit.test", "wrong password")
    await e2e.page
      .getByRole("alertdialog")
      .getByText("The e-mail address or password is not correct.")
      .waitFor()
    await screenshot(e2e.page, "04-login-wrong-password")
  })

  it("SES-7: a locked account shows the Sorry! warning with the server's status text", async () => {
    await signIn(e2e.page, e2e.stack.portal.url, "locked@acme.test")
    await toast("Sorry!").filter({ hasText: "locked" }).waitFor()
    await screenshot(e2e.page, "05-login-locked")
  })

  it("HTTP-5: the progress bar shows while a call is in flight", async () => {
    // The sign-in call is held in flight until the test has seen the bar, however busy the machine.
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await e2e.page.route(
      (url) => url.pathname.endsWith("/session/login"),
      async (route) => {
        await held
        await route.continue()
      },
    )
    await signIn(e2e.page, e2e.stack.portal.url, "staff@wellkit.test")
    await e2e.page.getByTestId("progress-bar").waitFor()
    await e2e.page.getByRole("button", { name: "Signing in…" }).waitFor()
    await screenshot(e2e.page, "06-progress-bar")
    release()
    await e2e.page.waitForURL("**/noap")
    await e2e.page.getByTestId("progress-bar").waitFor({ state: "detached" })
  })
})

describe("messages", () => {
  const messagesPage = () => e2e.page.getByRole("heading", { name: "Messages", level: 1 })

  it("ADM-1, ADM-2, ADM-3, ERR-6: create, edit, copy and delete a message", async () => {
    await signInAsStaff()
    await e2e.page.getByRole("link", { name: "Messages", exact: true }).first().click()
    await messagesPage().waitFor()
    await e2e.page.getByRole("link", { name: "WELCOME_EMAIL" }).waitFor()
    await screenshot(e2e.page, "10-messages-list")

    await e2e.page.getByRole("button", { name: "New message" }).click()
    await e2e.page.getByRole("button", { name: "Save message" }).click()
    await e2e.page.getByText("Enter a message id.").waitFor()
    await screenshot(e2e.page, "11-message-create-validation")
    await e2e.page.getByLabel("Message id").fill("HYDRATION_TIP")
    await e2e.page.getByLabel("Subject").fill("Drink water")
    await e2e.page.getByLabel("Channel").selectOption("push")
    await e2e.page
      .getByLabel("Body (HTML)")
      .fill("<p>Eight <strong>glasses</strong> a day.</p><script>alert(1)</script>")
    await e2e.page.getByRole("region", { name: "Preview" }).getByText("glasses").waitFor()
    await e2e.page.getByRole("button", { name: "Save message" }).click()
    await toast("The changes have been Successfully saved.").waitFor()
    await e2e.page.waitForURL(/messageHeaderId=\d+/)
    await e2e.page.getByRole("link", { name: "HYDRATION_TIP" }).waitFor()
    await e2e.page.getByRole("heading", { name: "Edit HYDRATION_TIP" }).waitFor()
    await screenshot(e2e.page, "12-message-created")

    const urlBefore = e2e.page.url()
    // The first save's toast may still be there (a success toast stays 6 s), or gone: look for a new one.
    await markToasts(e2e.page)
    await e2e.page.getByLabel("Subject").fill("Drink more water")
    await e2e.page.getByRole("button", { name: "Save message" }).click()
    await newToast(e2e.page, "The changes have been Successfully saved.").waitFor()
    expect(e2e.page.url()).toBe(urlBefore)
    await e2e.page.getByRole("cell", { name: "Drink more water" }).waitFor()
    await screenshot(e2e.page, "13-message-updated")

    await e2e.page.getByRole("button", { name: "Copy to…" }).click()
    const copyDialog = e2e.page.getByRole("dialog", { name: "Copy HYDRATION_TIP" })
    await copyDialog.getByLabel("Copy to organization").selectOption({ label: "Acme West" })
    await screenshot(e2e.page, "14-message-copy-dialog")
    await copyDialog.getByRole("button", { name: "Copy message" }).click()
    await toast("The message has been successfully copied.").waitFor()
    await e2e.page.waitForURL(/entityId=1001&messageHeaderId=\d+/)
    await e2e.page.getByRole("link", { name: "HYDRATION_TIP" }).waitFor()
    await expect.poll(() => e2e.page.getByLabel("Organization").inputValue()).toBe("1001")
    await screenshot(e2e.page, "15-message-copied")

    await e2e.page.getByRole("button", { name: "Delete" }).click()
    const deleteDialog = e2e.page.getByRole("dialog", { name: "Delete HYDRATION_TIP?" })
    await screenshot(e2e.page, "16-message-delete-confirm")
    await deleteDialog.getByRole("button", { name: "Delete message" }).click()
    await toast("The message was Successfully deleted.").waitFor()
    await e2e.page.waitForURL((url) => url.search === "?entityId=1001")
    await e2e.page.getByRole("link", { name: "HYDRATION_TIP" }).waitFor({ state: "detached" })
    await screenshot(e2e.page, "17-message-deleted")
    expect(
      e2e.stack.api.sandbox.db.state.messages
        .filter((m) => m.messageId === "HYDRATION_TIP")
        .map((m) => m.ownerEntityId),
    ).toEqual([1000])
  })

  it("ADM-7: a duplicate message id shows the message-id-exists error", async () => {
    await signInAsStaff()
    await e2e.page.goto(`${e2e.stack.portal.url}/noap/admin/messages?entityId=1000&new=1`)
    await e2e.page.getByLabel("Message id").fill("WELCOME_EMAIL")
    await e2e.page.getByLabel("Subject").fill("Another welcome")
    await e2e.page.getByRole("button", { name: "Save message" }).click()
    const alert = e2e.page.getByRole("alertdialog")
    await alert.getByText("A message with this message id already exists in the organization.").waitFor()
    await screenshot(e2e.page, "20-message-duplicate-302")
    await alert.getByRole("button", { name: "OK" }).click()
    await expect.poll(() => e2e.page.getByLabel("Subject").inputValue()).toBe("Another welcome")
  })

  it("ADM-8: an injected 404 shows the Not Found! warning and returns to the list", async () => {
    await signInAsStaff()
    e2e.stack.api.sandbox.faults.set({ endpoint: "messages.get", status: 404, times: 1 })
    await e2e.page.goto(`${e2e.stack.portal.url}/noap/admin/messages?entityId=1000&messageHeaderId=1`)
    await toast("Not Found!").filter({ hasText: "The requested message was not found." }).waitFor()
    await e2e.page.waitForURL((url) => url.search === "?entityId=1000")
    await messagesPage().waitFor()
    await screenshot(e2e.page, "21-message-not-found")
  })

  it("a failing list shows a specific message and recovers with Try again", async () => {
    await signInAsStaff()
    e2e.stack.api.sandbox.faults.set({ endpoint: "messages.list", malformed: true, times: 1 })
    await e2e.page.goto(`${e2e.stack.portal.url}/noap/admin/messages?entityId=1002`)
    await e2e.page
      .getByRole("alert")
      .filter({ hasText: "The messages could not be loaded." })
      .getByText("The server's answer could not be read.")
      .waitFor()
    await screenshot(e2e.page, "22-messages-list-malformed")
    await e2e.page.getByRole("button", { name: "Try again" }).click()
    await e2e.page.getByRole("link", { name: "FLU_SHOT_REMINDER" }).waitFor()
  })
})

it("a message that cannot be loaded says so and loads on Try again", async () => {
  await signIn(e2e.page, e2e.stack.portal.url, "staff@wellkit.test")
  await e2e.page.waitForURL("**/noap")
  e2e.stack.api.sandbox.faults.set({ endpoint: "messages.get", status: 503, times: 1 })
  await e2e.page.goto(`${e2e.stack.portal.url}/noap/admin/messages?entityId=1000&messageHeaderId=2`)
  await e2e.page.getByRole("alert").filter({ hasText: "The message could not be loaded." }).waitFor()
  await e2e.page.getByRole("button", { name: "Try again" }).click()
  await e2e.page.getByRole("heading", { name: "Edit CHALLENGE_JOINED" }).waitFor()
})
