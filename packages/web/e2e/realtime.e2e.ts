import { expect, it } from "vitest"
import { screenshot, settled, setupE2e, signInAs } from "./harness.js"

const e2e = setupE2e()

const control = (action: string, body?: unknown) =>
  fetch(`${e2e.stack.api.url}/__sandbox/hub/${action}`, {
    method: "POST",
    body: body ? JSON.stringify(body) : undefined,
  })

it("RT-1, RT-2, RT-3: an organization admin gets pushed notifications and reconnects after the hub restarts", async () => {
  await signInAs(e2e.page, e2e.stack.portal.url, "admin@acme.test")
  const status = e2e.page.getByTestId("live-status")
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
  await e2e.page
    .getByRole("alert")
    .filter({ hasText: "march-staff.csv: 40 created, 2 updated, 3 failed." })
    .waitFor()
  await screenshot(e2e.page, "90-batch-notification")

  await control("stop")
  await status.getByText("Live updates: reconnecting…").waitFor()
  await screenshot(e2e.page, "91-hub-reconnecting")
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
  await e2e.page
    .getByRole("status")
    .filter({ hasText: "april.csv: 5 created, 0 updated, 0 failed." })
    .waitFor()
})

it("RT-2: staff never open the notification connection", async () => {
  const negotiations: Array<string> = []
  e2e.page.on("request", (request) => {
    if (request.url().includes("/hubs/notifications")) negotiations.push(request.url())
  })
  await signInAs(e2e.page, e2e.stack.portal.url, "staff@wellkit.test")
  await e2e.page.getByRole("heading", { name: "Administration" }).waitFor()
  // An admin's connection opens with the signed-in menu: by the time staff have theirs, drawn and
  // with nothing in flight, it would have been asked for.
  await e2e.page.getByTestId("side-menu").getByRole("link", { name: "Admin home" }).waitFor()
  await settled(e2e.page)
  await e2e.page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))))
  expect(negotiations).toEqual([])
  expect(await e2e.page.getByTestId("live-status").count()).toBe(0)
})
