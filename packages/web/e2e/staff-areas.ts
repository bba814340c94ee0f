import { endpointOf } from "@wellkit/testkit"
import type { Locator, Page } from "playwright-core"
import { focused, screenshot } from "./harness.js"

/**
 * What the staff areas' e2e files share: counting the calls a page makes,
 * reaching a field by keyboard, reading what a screen reader says with a
 * field, and the sandbox's read faults with the words a page shows for each.
 */

/** Counts the browser's calls to each declared endpoint ("voyageTemplates.get") from now on. */
export const callCounter = (page: Page, apiUrl: string) => {
  const api = new URL(apiUrl).origin
  const counts = new Map<string, number>()
  /** Every API path asked for, in order. */
  const paths: Array<string> = []
  page.on("request", (request) => {
    const url = new URL(request.url())
    if (url.origin !== api) return
    paths.push(url.pathname)
    const name = endpointOf(request.method(), url.pathname)
    if (name) counts.set(name, (counts.get(name) ?? 0) + 1)
  })
  return {
    /** A getter, for `expect.poll` and `expectCount`. */
    of: (endpoint: string) => () => counts.get(endpoint) ?? 0,
    paths,
    reset: () => {
      counts.clear()
      paths.length = 0
    },
  }
}

/** What a screen reader says with a field: its hint and its error (aria-describedby). */
export const describedBy = (field: Locator) =>
  field.evaluate((element) =>
    (element.getAttribute("aria-describedby") ?? "")
      .split(" ")
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent ?? "")
      .join(" "),
  )

/**
 * Presses Tab until the field named `name` has the focus, as a keyboard user reaches it from the
 * top of the page. It waits for the field first: a form that is still loading would be tabbed past.
 */
export const tabTo = async (page: Page, name: string) => {
  await page.locator(`[name="${name}"]:visible`).first().waitFor()
  for (let presses = 0; presses < 60; presses++) {
    if ((await focused(page, "name")()) === name) return
    await page.keyboard.press("Tab")
  }
  throw new Error(`Tab never reached the field “${name}”`)
}

/** A screenshot once the page is whole: after an address is opened anew, the staff menu arrives a moment after the content. */
export const wholeScreenshot = async (page: Page, name: string) => {
  await page.getByTestId("side-menu").waitFor()
  await screenshot(page, name)
}

/** A failed read, and what the page says under the failed call's sentence (ERR-5, HTTP-9). */
export const readFaults = [
  {
    name: "500",
    fault: { status: 500 },
    cause: "The server ran into a problem and could not answer. Try again in a moment.",
  },
  { name: "malformed", fault: { malformed: true }, cause: "The server's answer could not be read." },
] as const
