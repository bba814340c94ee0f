import type { UserId } from "@wellkit/core"
import type { UserPackageGroupId, UserRewardId } from "@wellkit/core/member-rewards"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { inProcessSandbox } from "./harness.js"
import { LONG_HISTORY_INDEX, LONG_HISTORY_TRANSACTIONS } from "./seed-member-rewards.js"

let env: ReturnType<typeof inProcessSandbox>
let sent: Array<{ line: string; body: string }>

beforeEach(async () => {
  sent = []
  env = inProcessSandbox({
    fetch: async (input, init) => {
      const request = new Request(input, init)
      const url = new URL(request.url)
      if (request.method !== "GET")
        sent.push({ line: `${request.method} ${url.pathname}`, body: await request.clone().text() })
      return env.sandbox.handle(request)
    },
  })
  await env.loginAs("staff@wellkit.test")
  sent.length = 0
})
afterEach(() => env.close())

const acmeMember = (index: number) =>
  env.sandbox.db.state.employees.filter((employee) => employee.entityId === 1000)[index]?.personId as UserId

/** A reward of the member's first group that is not earned yet. */
const notEarned = async (userId: UserId) => {
  const [group] = await env.client.memberRewards.rewardGroups(userId)
  const key = { userId, userPackageGroupId: group?.userPackageGroupId as UserPackageGroupId }
  const summary = await env.client.memberRewards.summary(key)
  const reward = summary.rewards.find((one) => one.status < 3)
  return { key, reward: reward as NonNullable<typeof reward> }
}

describe("ADM-12: earn override on the wire", () => {
  it.each([
    ["0", 0],
    ["a negative amount", -10],
    ["a blank amount", null],
  ])("%s sends no dollars key, and the other five fields as the spec says", async (_, dollars) => {
    const userId = acmeMember(0)
    const { reward } = await notEarned(userId)
    sent.length = 0
    await env.client.memberRewards.earnOverride(userId, {
      userRewardId: reward.userRewardId,
      comment: "Screening confirmed by the clinic.",
      dollars,
      overrideRedeem: true,
    })
    expect(sent.map((one) => one.line)).toEqual([`POST /members/${userId}/earnOverride`])
    const body = JSON.parse(sent[0]?.body ?? "{}")
    expect(body).toStrictEqual({
      comment: "Screening confirmed by the clinic.",
      userRewardId: reward.userRewardId,
      expressionTypeId: 1,
      overrideRedeem: true,
      status: 3,
    })
    expect(sent[0]?.body).not.toContain("dollars")
  })

  it("25 sends dollars: 25; the reward reads as earned at that amount afterwards", async () => {
    const userId = acmeMember(1)
    const { key, reward } = await notEarned(userId)
    sent.length = 0
    const earned = await env.client.memberRewards.earnOverride(userId, {
      userRewardId: reward.userRewardId,
      comment: "Paper form received.",
      dollars: 25,
      overrideRedeem: false,
    })
    expect(JSON.parse(sent[0]?.body ?? "{}")).toStrictEqual({
      comment: "Paper form received.",
      userRewardId: reward.userRewardId,
      expressionTypeId: 1,
      overrideRedeem: false,
      status: 3,
      dollars: 25,
    })
    expect(earned).toMatchObject({ status: 3, amount: 25, comment: "Paper form received." })
    const after = await env.client.memberRewards.summary(key)
    expect(after.rewards.find((one) => one.userRewardId === reward.userRewardId)?.status).toBe(3)
  })

  it("an unknown reward is answered 404 with the call's own message", async () => {
    await expect(
      env.client.memberRewards.earnOverride(acmeMember(0), {
        userRewardId: 1 as UserRewardId,
        comment: "x",
        dollars: null,
        overrideRedeem: false,
      }),
    ).rejects.toMatchObject({ message: "ERRORS.EARN_OVERRIDE_FAILED" })
  })
})

describe("the member's rewards in the sandbox", () => {
  it("the 3rd Acme member has a reward group of 2,000 transactions, with running balances", async () => {
    const userId = acmeMember(LONG_HISTORY_INDEX)
    const [group] = await env.client.memberRewards.rewardGroups(userId)
    const rows = await env.client.memberRewards.transactions({
      userId,
      userPackageGroupId: group?.userPackageGroupId as UserPackageGroupId,
    })
    expect(rows).toHaveLength(LONG_HISTORY_TRANSACTIONS)
    let balance = 0
    for (const row of rows) {
      balance = Math.round((balance + row.amount) * 100) / 100
      expect(row.balance).toBe(balance)
    }
  })

  it("a manual redemption is in the history and the ledger; more than the balance is refused (409)", async () => {
    const userId = acmeMember(0)
    const [group] = await env.client.memberRewards.rewardGroups(userId)
    const userPackageGroupId = group?.userPackageGroupId as UserPackageGroupId
    const { balance } = await env.client.memberRewards.summary({ userId, userPackageGroupId })
    await expect(
      env.client.memberRewards.redeem(userId, {
        userPackageGroupId,
        amount: balance + 1,
        reason: "Too much",
      }),
    ).rejects.toMatchObject({ message: "ERRORS.REDEMPTION_OVER_BALANCE" })
    const made = await env.client.memberRewards.redeem(userId, {
      userPackageGroupId,
      amount: 1,
      reason: "Mug",
    })
    expect(made).toMatchObject({
      amount: 1,
      reason: "Mug",
      redeemedBy: expect.not.stringMatching(/^Member$/),
    })
    expect((await env.client.memberRewards.redemptions(userId))[0]).toEqual(made)
    const after = await env.client.memberRewards.summary({ userId, userPackageGroupId })
    expect(after.balance).toBeCloseTo(balance - 1, 2)
  })

  it("an admin reward credits the ledger", async () => {
    const userId = acmeMember(4)
    const [group] = await env.client.memberRewards.rewardGroups(userId)
    const key = { userId, userPackageGroupId: group?.userPackageGroupId as UserPackageGroupId }
    const before = await env.client.memberRewards.summary(key)
    const made = await env.client.memberRewards.adminReward(key, {
      amount: 50,
      reason: "Steps lost in a sync",
    })
    expect(made).toMatchObject({ amount: 50, description: "Admin reward: Steps lost in a sync" })
    expect((await env.client.memberRewards.summary(key)).earned).toBeCloseTo(before.earned + 50, 2)
  })

  it("package groups list the member's enrollments", async () => {
    const groups = await env.client.memberRewards.packageGroups(acmeMember(0))
    expect(groups.length).toBeGreaterThan(0)
    expect(groups[0]?.packages.length).toBeGreaterThan(0)
  })

  it("anyone but staff is answered as if the member did not exist", async () => {
    await env.loginAs("admin@acme.test")
    await expect(env.client.memberRewards.rewardGroups(acmeMember(0))).rejects.toMatchObject({
      message: "ERRORS.GET_MEMBER_REWARD_GROUPS_FAILED",
    })
    expect(env.sandbox.requests.at(-1)).toBe(`GET /members/${acmeMember(0)}/rewardGroups`)
  })
})
