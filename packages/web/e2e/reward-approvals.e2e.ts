import type { RewardApproval } from "@wellkit/core/reward-approvals"
import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { axeTour, contextPage } from "./axe.js"
import { expectCount, focused, pathOf, screenshot, setupE2e, signInAs, toastSaying } from "./harness.js"

/**
 * Reward approvals at /rewardapproval (NAV-5), as approvers use them: staff
 * across organizations, organization admins in their own; a queue worked by
 * keyboard; the record's terms; a view-only admin who cannot change anything.
 */
const e2e = setupE2e()
const LIST = "/rewardapproval"

const db = () => e2e.stack.api.sandbox.db.state
const approvals = () => db().rewardApprovals
const search = () => new URL(e2e.page.url()).search
const toast = (text: string) => toastSaying(e2e.page, text)
const queue = (page: Page) => page.getByRole("region", { name: "Reward approvals on this page" })
const cardNames = (page: Page) => () => queue(page).locator("article h3").allTextContents()
/** The sandbox's calls, "METHOD /path", counted from now on. */
const callsFrom = () => {
  const { requests } = e2e.stack.api.sandbox
  const start = requests.length
  return (call: string) => () => requests.slice(start).filter((line) => line.startsWith(call)).length
}
const count = (n: number) => `${n} reward approval${n === 1 ? "" : "s"}`

const oldestFirst = (rows: ReadonlyArray<RewardApproval>) =>
  [...rows].sort(
    (a, b) =>
      Number(b.status === "Pending") - Number(a.status === "Pending") ||
      a.earnedDate.localeCompare(b.earnedDate) ||
      a.userRewardExpressionTermId - b.userRewardExpressionTermId,
  )
const newestFirst = (rows: ReadonlyArray<RewardApproval>) =>
  [...rows].sort(
    (a, b) =>
      b.earnedDate.localeCompare(a.earnedDate) || b.userRewardExpressionTermId - a.userRewardExpressionTermId,
  )
/** The names on the first page of 20. */
const firstPage = (rows: ReadonlyArray<RewardApproval>) => rows.slice(0, 20).map((a) => a.memberName)
const pendingIn = (entityId: number) =>
  approvals().filter((a) => a.status === "Pending" && a.entityId === entityId)

/** Signs in and opens the queue from the side menu, as a person does. */
const openQueue = async (page: Page, login: string, home: RegExp) => {
  await signInAs(page, e2e.stack.portal.url, login)
  await page.waitForURL(home)
  await page
    .getByRole("navigation", { name: "Main menu" })
    .getByRole("link", { name: "Reward approvals" })
    .click()
  await page.getByRole("heading", { name: "Reward approvals", level: 1 }).waitFor()
  return page
}
const asStaff = () => openQueue(e2e.page, "staff@wellkit.test", /\/noap/)

/**
 * Tab from where the focus is until the queue's current approval has it. The side menu is
 * waited for first, as a person sees the whole page before tabbing: whether its ~25 links
 * came before the tabbing or after once decided whether 40 Tabs were enough.
 */
const tabIntoQueue = async (page: Page) => {
  await page.getByRole("navigation", { name: "Main menu" }).waitFor()
  for (let tab = 0; tab < 80; tab += 1) {
    if ((await focused(page, "aria-current")()) === "true") return
    await page.keyboard.press("Tab")
  }
  throw new Error("Tab never reached the queue")
}

describe("the queue's address", () => {
  it("HTTP-7: filters and order are shared by a link, kept by a reload and restored by Back; only those given are sent", async () => {
    const page = await asStaff()
    await page.getByText(count(approvals().length), { exact: true }).waitFor()
    const sent: Array<string> = []
    page.on("request", (request) => {
      const url = new URL(request.url())
      if (url.pathname.endsWith("/rewardApprovals")) sent.push(url.search)
    })

    const west = pendingIn(1001)
    await page.getByLabel("Status", { exact: true }).selectOption({ label: "Pending" })
    await page.getByLabel("Organization", { exact: true }).selectOption({ label: "Acme West" })
    await page.getByRole("button", { name: "Search" }).click()
    await expect.poll(search).toBe("?status=Pending&entityId=1001")
    await page.getByText(count(west.length), { exact: true }).waitFor()
    await expect.poll(cardNames(page)).toEqual(firstPage(oldestFirst(west)))
    // HTTP-7 from the portal: the unset member and dates are not on the wire, not even as `member=`.
    const asked = sent.at(-1) ?? ""
    expect(asked).toContain("status=Pending&entityId=1001")
    expect(asked).not.toMatch(/[?&](member|earnedFrom|earnedTo)=/)
    expect(asked).not.toMatch(/=(null|undefined)?(&|$)/)

    await page.getByLabel("Order", { exact: true }).selectOption({ label: "Newest first" })
    await expect.poll(search).toBe("?status=Pending&entityId=1001&sort=newest")
    await expect.poll(cardNames(page)).toEqual(firstPage(newestFirst(west)))
    await screenshot(page, "400-reward-approvals-filtered")

    // The address is the search: a colleague who opens the link sees the same results.
    const colleague = await contextPage(e2e.stack.browser)
    try {
      await signInAs(colleague.page, e2e.stack.portal.url, "staff@wellkit.test")
      await colleague.page.waitForURL(/\/noap/)
      await colleague.page.goto(page.url())
      await colleague.page.getByText(count(west.length), { exact: true }).waitFor()
      await expect.poll(cardNames(colleague.page)).toEqual(firstPage(newestFirst(west)))
      expect(await colleague.page.getByLabel("Order", { exact: true }).inputValue()).toBe("newest")
    } finally {
      await colleague.close()
    }
    await page.reload()
    await expect.poll(cardNames(page)).toEqual(firstPage(newestFirst(west)))

    // Back: the default order, then no filters, the form showing each.
    await page.goBack()
    await expect.poll(search).toBe("?status=Pending&entityId=1001")
    await expect.poll(cardNames(page)).toEqual(firstPage(oldestFirst(west)))
    await expect.poll(() => page.getByLabel("Order", { exact: true }).inputValue()).toBe("pendingFirst")
    await expect.poll(() => page.getByLabel("Organization", { exact: true }).inputValue()).toBe("1001")
    await page.goBack()
    await expect.poll(search).toBe("")
    await page.getByText(count(approvals().length), { exact: true }).waitFor()
    await expect.poll(() => page.getByLabel("Status", { exact: true }).inputValue()).toBe("")

    // A member by part of a name, accents ignored, within earned dates.
    await page.getByLabel("Member", { exact: true }).fill("chloe")
    await page.getByLabel("Earned from", { exact: true }).fill("2026-06-01")
    await page.getByLabel("Earned to", { exact: true }).fill("2026-10-31")
    await page.getByRole("button", { name: "Search" }).click()
    await expect.poll(search).toBe("?member=chloe&earnedFrom=2026-06-01&earnedTo=2026-10-31")
    const chloes = approvals().filter(
      (a) => a.memberName.startsWith("Chloé") && a.earnedDate >= "2026-06-01" && a.earnedDate <= "2026-10-31",
    )
    await page.getByText(count(chloes.length), { exact: true }).waitFor()
    expect(sent.at(-1)).not.toMatch(/[?&](status|entityId)=/)
  })
})

describe("deciding", () => {
  it("ADM-6: an approver clears five approvals by keyboard; the search runs again once; a denial asks why", async () => {
    const page = await asStaff()
    const west = oldestFirst(pendingIn(1001))
    await page.goto(`${e2e.stack.portal.url}${LIST}?status=Pending&entityId=1001`)
    await page.getByText(count(west.length), { exact: true }).waitFor()
    await queue(page).getByRole("listitem").first().waitFor()

    await tabIntoQueue(page)
    for (let n = 0; n < 5; n += 1) {
      await page.keyboard.press("x")
      if (n < 4) await page.keyboard.press("j")
    }
    await page.getByText("5 selected", { exact: true }).waitFor()
    await screenshot(page, "401-reward-approvals-five-selected")
    const calls = callsFrom()
    await page.keyboard.press("a")
    await toast("The rewards have been approved.").filter({ hasText: "Success!" }).waitFor()
    await page.getByText(count(west.length - 5), { exact: true }).waitFor()
    await expectCount(page, calls("PUT /rewardApprovals/"), 5, "decisions sent")
    await expectCount(page, calls("GET /rewardApprovals"), 1, "searches after the decisions")
    const five = west.slice(0, 5).map((a) => a.userRewardExpressionTermId)
    const decided = approvals().filter((a) => five.includes(a.userRewardExpressionTermId))
    expect(decided.map((a) => [a.status, a.decidedBy])).toEqual(five.map(() => ["Approved", "Sam Staff"]))
    await expect.poll(cardNames(page)).toEqual(firstPage(west.slice(5)))
    // The queue moved on, and keeps the focus for the next decision.
    await expect.poll(focused(page, "aria-current")).toBe("true")
    await screenshot(page, "402-reward-approvals-approved")

    // D asks for the reason first; none is refused in the dialog, in core's words.
    const next = west[5] as RewardApproval
    await page.keyboard.press("d")
    const dialog = page.getByRole("dialog", { name: "Deny 1 reward?" })
    // The dialog's own box is empty (its panel is fixed): wait for what a person sees in it.
    await dialog.getByLabel("Reason").waitFor()
    await dialog.getByRole("button", { name: "Deny" }).click()
    await dialog.getByText("Say why the reward is denied.").waitFor()
    await dialog.getByLabel("Reason").fill("No record of the screening from the provider.")
    await screenshot(page, "403-reward-approvals-deny-dialog")
    const denyCalls = callsFrom()
    await dialog.getByRole("button", { name: "Deny" }).click()
    await toast("The rewards have been denied.").waitFor()
    await dialog.getByLabel("Reason").waitFor({ state: "detached" })
    await expectCount(page, denyCalls("GET /rewardApprovals"), 1, "searches after the denial")
    expect(
      approvals().find((a) => a.userRewardExpressionTermId === next.userRewardExpressionTermId),
    ).toMatchObject({
      status: "Denied",
      comment: "No record of the screening from the provider.",
    })
  })

  it("issue 40, ERR-5: a bulk approval that partly fails names the approval not done and keeps it selected; the search runs once", async () => {
    const page = await asStaff()
    const boxes = queue(page).getByRole("checkbox", { name: /^Select: / })
    await boxes.first().waitFor()
    for (let at = 0; at < 3; at += 1) await boxes.nth(at).check()
    await page.getByText("3 selected", { exact: true }).waitFor()
    const calls = callsFrom()
    e2e.stack.api.sandbox.faults.set({ endpoint: "rewardApprovals.update", status: 500, times: 1 })
    await page.getByRole("button", { name: "Approve" }).click()
    const alert = page.getByRole("alertdialog")
    await alert
      .getByText(/Not done: .+, .+\. It is still selected, to try again\. The 2 others were done\./)
      .waitFor()
    const said = (await alert.textContent()) ?? ""
    await expectCount(page, calls("PUT /rewardApprovals/"), 3, "decisions sent")
    await expectCount(page, calls("GET /rewardApprovals"), 1, "searches after the decision")
    await alert.getByRole("button").first().click()
    await page.getByText("1 selected", { exact: true }).waitFor()
    const kept = (await queue(page).getByRole("checkbox", { checked: true }).getAttribute("aria-label")) ?? ""
    expect(said).toContain(`Not done: ${kept.replace(/^Select: /, "")}.`)
  })

  it("ADM-2, ADM-6, ERR-6: the record's terms are saved with a toast, and the queue shows the change", async () => {
    const page = await asStaff()
    const target = oldestFirst(pendingIn(1001))[0] as RewardApproval
    const mine = approvals().filter((a) => a.memberEmail === target.memberEmail)
    await page.getByLabel("Member", { exact: true }).fill(target.memberEmail)
    await page.getByRole("button", { name: "Search" }).click()
    await page.getByText(count(mine.length), { exact: true }).waitFor()
    await queue(page)
      .getByRole("listitem")
      .filter({ hasText: target.expressionName })
      .filter({ hasText: "Pending" })
      .first()
      .getByRole("link", { name: `Open the approval of ${target.memberName}` })
      .click()
    await page.getByRole("heading", { name: `Reward approval: ${target.memberName}` }).waitFor()
    await expect.poll(pathOf(page)).toBe(`${LIST}/${target.userRewardExpressionTermId}`)
    await page.getByText(target.expressionName).waitFor()
    await page.getByText("Acme West", { exact: true }).waitFor()

    await page.getByLabel("Status", { exact: true }).selectOption({ label: "Denied" })
    await page.getByRole("button", { name: "Save decision" }).click()
    await page.getByText("Say why the reward is denied.").waitFor()
    await screenshot(page, "404-reward-approval-needs-reason")
    await page.getByLabel("Comment", { exact: true }).fill("The screening was before the program started.")
    const calls = callsFrom()
    await page.getByRole("button", { name: "Save decision" }).click()
    await toast("The changes have been Successfully saved.").filter({ hasText: "Success!" }).waitFor()
    // Back in the queue the approver came from, which was read again once (ADM-6) and shows the decision.
    await page.getByRole("heading", { name: "Reward approvals", level: 1 }).waitFor()
    await expect.poll(pathOf(page)).toBe(LIST)
    await expect.poll(search).toBe(`?member=${encodeURIComponent(target.memberEmail)}`)
    const card = queue(page)
      .getByRole("listitem")
      .filter({ hasText: "The screening was before the program started." })
    await card.getByText("Denied", { exact: true }).waitFor()
    await expectCount(page, calls("GET /rewardApprovals"), 1, "searches after the save")
    expect(calls("PUT /rewardApprovals/")()).toBe(1)
    await screenshot(page, "405-reward-approval-saved")
  })
})

describe("NAV-5, K7: who sees what", () => {
  it("an organization admin with a CLIENT_ function finds Reward approvals in the side menu and sees only their organization's", async () => {
    // Without one of the four functions there is no entry.
    await signInAs(e2e.page, e2e.stack.portal.url, "admin@acme.test")
    await e2e.page.waitForURL(/\/dashboard/)
    const menu = e2e.page.getByRole("navigation", { name: "Main menu" })
    await menu.getByRole("link", { name: "Dashboard" }).waitFor()
    expect(await menu.getByRole("link", { name: "Reward approvals" }).count()).toBe(0)
    await e2e.page.getByRole("button", { name: "Sign out" }).click()
    await e2e.page.waitForURL(/\/auth\/login/)

    const page = await openQueue(e2e.page, "approver@acme.test", /\/dashboard/)
    const east = approvals().filter((a) => a.entityId === 1002)
    await page.getByText(count(east.length), { exact: true }).waitFor()
    const places = await queue(page).locator("article").allTextContents()
    expect(places.length).toBe(20)
    expect(places.every((text) => text.includes("Acme East"))).toBe(true)
    const options = await page.getByLabel("Organization", { exact: true }).locator("option").allTextContents()
    expect(options).toEqual(["Any organization", "Acme East"])
    await page.getByRole("button", { name: "Approve" }).waitFor()
    await screenshot(page, "406-reward-approvals-organization-admin")
  })

  it("a view-only organization admin sees approvals and their records, and nothing that changes them", async () => {
    const page = await openQueue(e2e.page, "viewer@acme.test", /\/dashboard/)
    await page.getByText("You can look at reward approvals but not decide them.").waitFor()
    const east = oldestFirst(approvals().filter((a) => a.entityId === 1002))
    await page.getByText(count(east.length), { exact: true }).waitFor()
    const rows = page.getByRole("table", { name: "Reward approvals" }).locator("tbody tr")
    await expect.poll(() => rows.count()).toBe(20)
    expect(await page.getByRole("table").getByRole("cell", { name: "Acme East", exact: true }).count()).toBe(
      20,
    )
    for (const name of ["Approve", "Deny"]) expect(await page.getByRole("button", { name }).count()).toBe(0)
    expect(await page.getByRole("checkbox").count()).toBe(0)
    await screenshot(page, "407-reward-approvals-view-only")

    const first = east[0] as RewardApproval
    await rows.first().getByRole("link", { name: first.memberName }).click()
    await page.getByRole("heading", { name: `Reward approval: ${first.memberName}` }).waitFor()
    await page.getByText("You can look at reward approvals but not decide them.").waitFor()
    await page.getByText(first.expressionName).waitFor()
    expect(await page.getByRole("button", { name: "Save decision" }).count()).toBe(0)
    expect(await page.getByRole("combobox").count()).toBe(0)
    expect(await page.getByRole("textbox").count()).toBe(0)
    await screenshot(page, "408-reward-approval-view-only")
    expect(
      approvals().find((a) => a.userRewardExpressionTermId === first.userRewardExpressionTermId),
    ).toEqual(first)
  })
})

it("the reward-approval screens have no serious or critical WCAG 2.2 AA violation", async () => {
  const { page, close } = await contextPage(e2e.stack.browser)
  try {
    await signInAs(page, e2e.stack.portal.url, "staff@wellkit.test")
    await page.waitForURL("**/noap")
    const first = oldestFirst(approvals())[0] as RewardApproval
    const { found, check, visit } = axeTour(page, e2e.stack.portal.url)
    await visit([
      ["queue", LIST, count(approvals().length)],
      ["no match", `${LIST}?member=zzz`, "No reward approval matches these filters."],
      ["record", `${LIST}/${first.userRewardExpressionTermId}`, "Save decision"],
    ])
    await page.getByLabel("Status", { exact: true }).selectOption({ label: "Denied" })
    await page.getByRole("button", { name: "Save decision" }).click()
    await page.getByText("Say why the reward is denied.").waitFor()
    await check("record with an error")

    await page.goto(`${e2e.stack.portal.url}${LIST}?status=Pending`)
    await queue(page).getByRole("listitem").first().waitFor()
    await page.getByRole("button", { name: "Deny" }).click()
    await page.getByRole("dialog", { name: "Deny 1 reward?" }).getByLabel("Reason").waitFor()
    await check("deny dialog")
    await page.getByRole("button", { name: "Cancel" }).click()
    await page.getByRole("button", { name: "Approve" }).click()
    await page.getByRole("status").filter({ hasText: "The rewards have been approved." }).waitFor()
    await check("toast")
    await screenshot(page, "409-reward-approvals-toast")
    expect(found).toEqual({})
  } finally {
    await close()
  }
})
