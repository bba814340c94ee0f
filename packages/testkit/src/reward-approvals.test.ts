import {
  type ApprovalQuery,
  approvalFilters,
  type RewardApprovalInput,
  RewardApprovals,
  type UserRewardExpressionTermId,
} from "@wellkit/core/reward-approvals"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { inProcessSandbox } from "./harness.js"

let env: ReturnType<typeof inProcessSandbox>

const signIn = async (login: string) => {
  await env.loginAs(login)
  env.lines.length = 0
}

beforeEach(async () => {
  env = inProcessSandbox()
  await signIn("staff@wellkit.test")
})
afterEach(() => env.close())

const run = <A>(effect: Parameters<typeof env.client.run<A>>[0]) => env.client.run(effect)
const query = (filters: ApprovalQuery["filters"], page = 1, sort?: string): ApprovalQuery => ({
  filters,
  page,
  ...(sort ? { sort } : {}),
})
const approvals = () => env.sandbox.db.state.rewardApprovals
const searches = () => env.lines.filter((line) => line.startsWith("GET /rewardApprovals?"))
const id = (n: number) => n as UserRewardExpressionTermId
const terms = (n: number, status: RewardApprovalInput["status"], comment = ""): RewardApprovalInput => ({
  userRewardExpressionTermId: id(n),
  status,
  comment,
})
/** What the address would give for a search, so blanks and ill-formed values go through the same reading. */
const fromAddress = (search: string) => RewardApprovals.approvalSearch.read(new URLSearchParams(search))

describe("HTTP-7: the approval search sends only the parameters that are defined and not null", () => {
  it.each([
    ["", []],
    ["status=Pending", ["status"]],
    ["member=%20ada%20&entityId=1002", ["entityId", "member"]],
    ["earnedFrom=2026-06-01&earnedTo=2026-06-30&sort=newest", ["earnedFrom", "earnedTo"]],
    // Blank, ill-formed and unknown values are never sent, not even as `x=`.
    ["status=&member=%20%20&entityId=abc&earnedFrom=2026-02-30&colour=red", []],
  ])("?%s puts only %j of the filters on the request line", async (address, given) => {
    await run(RewardApprovals.search(fromAddress(address)))
    const [line] = searches()
    for (const filter of Object.keys(approvalFilters)) {
      if (given.includes(filter)) expect(line).toMatch(new RegExp(`[?&]${filter}=[^&]+`))
      else expect(line, `${filter} was not given`).not.toMatch(new RegExp(`[?&]${filter}=`))
    }
    expect(line).not.toMatch(/=(null|undefined)?(&|$)/)
    expect(line).toContain("pageNumber=1&pageSize=20")
  })

  it("a filter is encoded once on the wire", async () => {
    await run(RewardApprovals.search(query({ member: "Chloé D" })))
    expect(searches()[0]).toContain("member=Chlo%C3%A9%20D")
  })
})

describe("the approval search against the sandbox", () => {
  it("staff see every organization's approvals, pending first and the longest waiting first", async () => {
    const page = await run(RewardApprovals.search(query({})))
    expect(page.totalRecordCount).toBe(approvals().length)
    expect(approvals().length).toBeGreaterThanOrEqual(200)
    expect(new Set(approvals().map((a) => a.entityId))).toEqual(new Set([1000, 1001, 1002, 1003]))
    expect(new Set(approvals().map((a) => a.status))).toEqual(new Set(["Pending", "Approved", "Denied"]))
    expect(page.approvals).toHaveLength(20)
    const pending = approvals().filter((a) => a.status === "Pending")
    const oldest = [...pending].sort((a, b) => a.earnedDate.localeCompare(b.earnedDate))[0]
    expect(page.approvals[0]?.earnedDate).toBe(oldest?.earnedDate)
    expect(page.approvals.every((a) => a.status === "Pending")).toBe(true)
    expect(searches()[0]).toContain("sort=pendingFirst")
  })

  it("filters by status, organization, member (accents ignored) and earned dates, and orders as asked", async () => {
    const denied = await run(RewardApprovals.search(query({ status: "Denied", entityId: "1001" })))
    expect(denied.approvals.length).toBeGreaterThan(0)
    expect(denied.approvals.every((a) => a.status === "Denied" && a.entityId === 1001)).toBe(true)
    expect(denied.approvals.every((a) => a.comment.length > 0)).toBe(true)

    const someone = approvals().find((a) => a.memberName.startsWith("Chloé"))
    if (!someone) throw new Error("the seed has a Chloé")
    const byName = await run(RewardApprovals.search(query({ member: "chloe" })))
    expect(byName.approvals.map((a) => a.memberName)).toContain(someone.memberName)

    const june = await run(
      RewardApprovals.search(query({ earnedFrom: "2026-06-01", earnedTo: "2026-06-30" }, 1, "newest")),
    )
    const dates = june.approvals.map((a) => a.earnedDate)
    expect(dates.every((d) => d >= "2026-06-01" && d <= "2026-06-30")).toBe(true)
    expect(dates).toEqual([...dates].sort().reverse())

    const largest = await run(RewardApprovals.search(query({}, 1, "largest")))
    expect(largest.approvals[0]?.amount).toBe(Math.max(...approvals().map((a) => a.amount)))
  })

  it("a denial without a reason is refused before anything is sent", async () => {
    await expect(run(RewardApprovals.save(terms(5001, "Denied"), query({})))).rejects.toMatchObject({
      message: "ERRORS.REWARD_APPROVAL_UPDATE_FAILED",
    })
    expect(env.lines.filter((line) => line.startsWith("PUT"))).toEqual([])
  })
})

describe("ADM-6: saving approval terms runs the last approval search again, once", () => {
  const last = query({ status: "Pending", entityId: "1002" })

  it("a save sends the terms, then one GET of the last search; the queue then shows the change without another", async () => {
    const { approvals: shown } = await run(RewardApprovals.search(last))
    const first = shown[0]
    if (!first) throw new Error("Acme East has pending approvals")
    env.lines.length = 0
    const saved = await run(
      RewardApprovals.save(terms(first.userRewardExpressionTermId, "Approved", "Receipt checked."), last),
    )
    expect(env.lines.map((line) => line.split("?")[0])).toEqual([
      `PUT /rewardApprovals/${first.userRewardExpressionTermId}/terms`,
      "GET /rewardApprovals",
    ])
    expect(searches()[0]).toContain("status=Pending&entityId=1002")
    expect(saved.result).toMatchObject({
      status: "Approved",
      comment: "Receipt checked.",
      decidedBy: "Sam Staff",
    })
    expect(saved.toast).toEqual({ title: "SUCCESS.SUCCESS_TITLE", message: "SUCCESS.CHANGES_SAVED" })
    expect(saved.redirect).toEqual({
      path: "/rewardapproval",
      params: { status: "Pending", entityId: "1002" },
      replace: true,
    })
    const again = await run(RewardApprovals.search(last))
    expect(again.approvals.map((a) => a.userRewardExpressionTermId)).not.toContain(
      first.userRewardExpressionTermId,
    )
    expect(searches()).toHaveLength(1)
  })

  it("a decision on several sends one PUT each and runs the last search once, after all of them", async () => {
    const { approvals: shown } = await run(RewardApprovals.search(last))
    const five = shown.slice(0, 5).map((a) => a.userRewardExpressionTermId)
    env.lines.length = 0
    const outcome = await run(RewardApprovals.decide(five, "Denied", "Earned after the program ended."))
    expect(outcome.done.map((d) => d.id).sort()).toEqual([...five].sort())
    expect(outcome.failed).toEqual([])
    expect(outcome.toast).toEqual({ title: "SUCCESS.SUCCESS_TITLE", message: "SUCCESS.REWARDS_DENIED" })
    expect(env.lines.filter((line) => line.startsWith("PUT"))).toHaveLength(5)
    expect(searches()).toHaveLength(1)
    expect(env.lines.at(-1)).toMatch(/^GET \/rewardApprovals\?/)
  })

  it("one refused decision does not stop the others; the search still runs once", async () => {
    const { approvals: shown } = await run(RewardApprovals.search(last))
    const two = shown.slice(0, 2).map((a) => a.userRewardExpressionTermId)
    env.sandbox.faults.set({ endpoint: "rewardApprovals.update", status: 404, times: 1 })
    env.lines.length = 0
    const outcome = await run(RewardApprovals.decide(two, "Approved"))
    expect(outcome.done).toHaveLength(1)
    expect(outcome.failed).toHaveLength(1)
    expect(outcome.failed[0]?.error.message).toBe("ERRORS.REWARD_APPROVAL_UPDATE_FAILED")
    expect(searches()).toHaveLength(1)
  })
})

describe("NAV-5, K7: who sees which approvals, and who may decide", () => {
  it("an organization admin with a CLIENT_ edit function sees only their organization and decides there", async () => {
    await signIn("approver@acme.test")
    const page = await run(RewardApprovals.search(query({})))
    const east = approvals().filter((a) => a.entityId === 1002)
    expect(page.totalRecordCount).toBe(east.length)
    expect(page.approvals.every((a) => a.entityId === 1002)).toBe(true)
    // Another organization's approval is answered as one that does not exist.
    const west = approvals().find((a) => a.entityId === 1001)
    await expect(run(RewardApprovals.get(id(west?.userRewardExpressionTermId ?? 0)))).rejects.toMatchObject({
      status: 404,
    })
    const mine = east.find((a) => a.status === "Pending")
    const saved = await run(
      RewardApprovals.save(terms(mine?.userRewardExpressionTermId ?? 0, "Approved"), query({})),
    )
    expect(saved.result).toMatchObject({ status: "Approved", decidedBy: "Priya Patel" })
    // The organizations it may pick from are its own.
    expect((await env.client.entities.list()).map((entity) => entity.name)).toEqual(["Acme East"])
  })

  it("a user with a _VIEW function only reads; a decision is refused (403) in words that say so, and nothing changes", async () => {
    await signIn("viewer@acme.test")
    const page = await run(RewardApprovals.search(query({ status: "Pending" })))
    const first = page.approvals[0]
    if (!first) throw new Error("Acme East has pending approvals")
    expect(await run(RewardApprovals.get(first.userRewardExpressionTermId))).toEqual(first)
    await expect(
      run(RewardApprovals.save(terms(first.userRewardExpressionTermId, "Approved"), query({}))),
    ).rejects.toMatchObject({
      status: 403,
      message: "ERRORS.REWARD_APPROVAL_READ_ONLY",
    })
    expect(
      approvals().find((a) => a.userRewardExpressionTermId === first.userRewardExpressionTermId)?.status,
    ).toBe("Pending")
  })

  it("an admin with none of the four functions is refused the search", async () => {
    await signIn("admin@acme.test")
    await expect(run(RewardApprovals.search(query({})))).rejects.toMatchObject({
      status: 403,
      message: "ERRORS.REWARD_APPROVAL_SEARCH_FAILED",
    })
  })
})
