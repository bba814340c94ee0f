import type { ConsoleMessage } from "playwright-core"
import { beforeEach, expect, it } from "vitest"
import { settled, setupE2e, signIn } from "./harness.js"

const e2e = setupE2e()
let written: Array<string>

/**
 * What the portal itself writes. Chromium adds a line of its own for every
 * failed response ("Failed to load resource: ... 404"); that is the browser's,
 * not the portal's, and no build setting can silence it.
 */
const byThePortal = (message: ConsoleMessage) => !message.text().startsWith("Failed to load resource")

beforeEach(() => {
  written = []
  e2e.page.on("console", (message) => {
    if (byThePortal(message)) written.push(`${message.type()}: ${message.text()}`)
  })
})

it("ERR-4: the production build writes nothing to the console for handled errors (an alert, a toast)", async () => {
  await signIn(e2e.page, e2e.stack.portal.url, "staff@wellkit.test", "not-the-password")
  await e2e.page
    .getByRole("alertdialog")
    .getByText("The e-mail address or password is not correct.")
    .waitFor()
  await e2e.page.getByRole("button", { name: "OK" }).click()

  await signIn(e2e.page, e2e.stack.portal.url, "staff@wellkit.test")
  await e2e.page.waitForURL("**/noap")
  e2e.stack.api.sandbox.faults.set({ endpoint: "messages.get", status: 404, times: 1 })
  await e2e.page.goto(`${e2e.stack.portal.url}/noap/admin/messages?entityId=1000&messageHeaderId=1`)
  await e2e.page.getByRole("alert").filter({ hasText: "Not Found!" }).waitFor()
  // Whatever the failed call would write, it has written once nothing is in flight.
  await settled(e2e.page)
  expect(written).toEqual([])
})
