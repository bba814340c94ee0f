import type { Page } from "playwright-core"
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from "vitest"
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

const control = (action: string, body?: unknown) =>
  fetch(`${stack.api.url}/__sandbox/hub/${action}`, {
    method: "POST",
    body: body ? JSON.stringify(body) : undefined,
  })

it("RT-1, RT-2, RT-3: an organisation admin gets pushed notifications and reconnects after the hub restarts", async () => {
  await signIn(page, stack.portal.url, "admin@acme.test")
  const status = page.getByTestId("live-status")
  await status.getByText("Live updates: on").waitFor()
  await control("push", {
    batchId: "b-42",
    organizationId: 1000,
    fileName: "march-staff.csv",
    status: "completedWithErrors",
    created: 40,
    updated: 2,
    failed: 3,
  })
  await page
    .getByRole("alert")
    .filter({ hasText: "march-staff.csv: 40 created, 2 updated, 3 failed." })
    .waitFor()
  await screenshot(page, "90-batch-notification")

  await control("stop")
  await status.getByText("Live updates: reconnecting…").waitFor()
  await screenshot(page, "91-hub-reconnecting")
  await control("start")
  await status.getByText("Live updates: on").waitFor({ timeout: 20_000 })
  await control("push", {
    batchId: "b-43",
    organizationId: 1000,
    fileName: "april.csv",
    status: "completed",
    created: 5,
    updated: 0,
    failed: 0,
  })
  await page.getByRole("status").filter({ hasText: "april.csv: 5 created, 0 updated, 0 failed." }).waitFor()
})

it("RT-2: staff never open the notification connection", async () => {
  const negotiations: Array<string> = []
  page.on("request", (request) => {
    if (request.url().includes("/hubs/notifications")) negotiations.push(request.url())
  })
  await signIn(page, stack.portal.url, "staff@wellkit.test")
  await page.getByRole("heading", { name: "Administration" }).waitFor()
  await page.waitForTimeout(500)
  expect(negotiations).toEqual([])
  expect(await page.getByTestId("live-status").count()).toBe(0)
})
