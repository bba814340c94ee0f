import { type ChallengeId, ChallengeTemplates, NOBODY, type StaffChallengeInput } from "@wellkit/core"
import {
  PackageChallenges,
  PackageGroups,
  RewardGroups,
  RewardGroupTemplates,
  type RewardSymbolId,
  type StaffRewardGroupInput,
} from "@wellkit/core/package-groups"
import { describe, expect, it } from "vitest"
import { acme, at, calls, env, failure, group400, run, useStaffSandbox } from "./package-groups.fixture.js"

useStaffSandbox()

describe("a package's reward groups and challenges", () => {
  const rewardGroup = (overrides: Partial<StaffRewardGroupInput> = {}) =>
    ({
      ownerEntityId: acme,
      packageGroupId: 400,
      packageId: 4100,
      name: "Water bonus",
      description: "",
      rewardSymbolId: 1 as RewardSymbolId,
      amount: 75,
      rewardGroupTemplateId: null,
      ...overrides,
    }) as StaffRewardGroupInput
  const groupCalls = ["GET /entities/1000/packageGroups/400", "GET /entities/1000/packageGroups"]

  it("ADM-1, ADM-2, ADM-5: saving a reward group goes to its path and reloads the group", async () => {
    const created = await run(RewardGroups.save(rewardGroup()))
    const id = created.result.rewardGroupId
    const base = "/entities/1000/packageGroups/400/packages/4100/rewardGroups"
    expect(calls.sort()).toEqual([`POST ${base}`, ...groupCalls].sort())
    expect(created.redirect).toEqual({
      path: `/noap/admin/packageGroups/400/package/4100/rewardGroup/${id}`,
      params: { entityId: "1000" },
      replace: true,
    })
    calls.length = 0
    const updated = await run(RewardGroups.save({ ...rewardGroup({ amount: 90 }), rewardGroupId: id }))
    expect(calls.sort()).toEqual([`PUT ${base}/${id}`, ...groupCalls].sort())
    expect(updated.redirect?.path).toBe(`/noap/admin/packageGroups/400/package/4100/rewardGroup/${id}`)
    const group = await run(PackageGroups.get(acme, group400))
    expect(group.packages[0]?.rewardGroups.find((r) => r.rewardGroupId === id)?.amount).toBe(90)
  })

  it("ADM-2, ADM-5, ERR-6: deleting a reward group goes to /{packageGroupId} and refreshes it", async () => {
    const address = { ...at, rewardGroupId: 5001 }
    const removed = await run(RewardGroups.remove(address))
    expect(removed.redirect).toEqual({
      path: "/noap/admin/packageGroups/400",
      params: { entityId: "1000" },
      replace: true,
    })
    expect(removed.toast).toEqual({
      title: "SUCCESS.COMPLETE_TITLE",
      message: "SUCCESS.REWARD_GROUP_DELETED",
    })
    expect(calls).toContain("GET /entities/1000/packageGroups/400")
    const group = await run(PackageGroups.get(acme, group400))
    expect(group.packages[0]?.rewardGroups.map((r) => r.name)).toEqual(["Monthly prize draw"])
  })

  it("ADM-5: importing reward groups and challenges from templates reloads the group once", async () => {
    const templates = await run(RewardGroupTemplates.list(acme))
    calls.length = 0
    const imported = await run(RewardGroups.importTemplates(at, templates.slice(0, 2)))
    expect(imported.redirect).toBeUndefined()
    expect(calls.filter((c) => c.startsWith("POST"))).toHaveLength(2)
    expect(calls.filter((c) => c === "GET /entities/1000/packageGroups/400")).toHaveLength(1)
    const [mindful] = (await run(ChallengeTemplates.list(NOBODY))).filter((t) => t.name === "Mindful minutes")
    await run(PackageChallenges.importTemplates(at, [mindful as never], "2027-05-03"))
    const pkg = (await run(PackageGroups.get(acme, group400))).packages[0]
    expect(pkg?.rewardGroups.slice(-2).map((r) => r.rewardGroupTemplateId)).toEqual(
      templates.slice(0, 2).map((t) => t.rewardGroupTemplateId),
    )
    expect(pkg?.rewardGroups.slice(-2).map((r) => r.name)).toEqual(["Finisher bonus", "Gift card"])
    expect(pkg?.challenges.at(-1)).toMatchObject({
      name: "Mindful minutes",
      startDate: "2027-05-03",
      endDate: "2027-05-23",
    })
  })

  it("one store: a challenge staff import is the organization admin's, and one the admin adds is in staff's package", async () => {
    const [mindful] = (await run(ChallengeTemplates.list(NOBODY))).filter((t) => t.name === "Mindful minutes")
    await run(PackageChallenges.importTemplates(at, [mindful as never], "2027-05-03"))
    await env.client.session.logout()
    await env.loginAs("admin@acme.test")
    const portal = await env.client.challenges.list(acme)
    expect(portal.map((c) => c.name)).toEqual([
      "Hydration week",
      "Step it up",
      "Sleep well",
      "Mindful minutes",
    ])
    const group = await env.client.challenges.packageGroup(acme, group400)
    const bike = {
      challengeTemplateId: 5,
      name: "Bike to work",
      goal: "3 rides a week",
      startDate: "2027-06-01",
      endDate: "2027-06-30",
    }
    await env.client.challenges.savePackageGroup("add", {
      ...group,
      challenges: [...group.challenges, bike],
    } as never)
    await env.client.session.logout()
    await env.loginAs("staff@wellkit.test")
    const tree = await run(PackageGroups.get(acme, group400))
    expect(tree.packages[0]?.challenges.map((c) => c.name)).toEqual([
      "Hydration week",
      "Mindful minutes",
      "Bike to work",
    ])
  })

  it("a nested address that names ids that do not exist is a 404, never another package's record", async () => {
    const elsewhere = await failure(RewardGroups.get({ ...at, packageId: 4101, rewardGroupId: 5001 }))
    expect(elsewhere).toMatchObject({ status: 404, message: "ERRORS.GET_REWARD_GROUP_FAILED" })
    const noPackage = await failure(RewardGroups.get({ ...at, packageId: 999, rewardGroupId: 5001 }))
    expect(noPackage.status).toBe(404)
    const challenge = await failure(PackageChallenges.get({ ...at, packageId: 4101, challengeId: 4001 }))
    expect(challenge).toMatchObject({ status: 404, message: "ERRORS.GET_CHALLENGE_FAILED" })
    expect(await run(PackageChallenges.get({ ...at, challengeId: 4001 }))).toMatchObject({
      name: "Hydration week",
    })
  })

  it("ADM-2, ERR-6: a challenge is saved in place and deleted back to its group; a clash is the server's 400", async () => {
    const challenge = await run(PackageChallenges.get({ ...at, challengeId: 4001 }))
    const saved = await run(PackageChallenges.save({ ...challenge, endDate: "2026-06-10" }))
    expect(saved.redirect).toBeUndefined()
    expect(saved.toast).toEqual({ title: "SUCCESS.SUCCESS_TITLE", message: "SUCCESS.CHANGES_SAVED" })
    const clash = await failure(
      PackageChallenges.save({
        ...challenge,
        challengeId: undefined,
        startDate: "2026-06-05",
      } as StaffChallengeInput),
    )
    expect(clash).toMatchObject({ status: 400, message: "ERRORS.POST_CHALLENGE_FAILED" })
    expect(clash.additionalMessage).toContain("already runs from")
    const removed = await run(PackageChallenges.remove({ ...at, challengeId: 4001 }))
    expect(removed.redirect?.path).toBe("/noap/admin/packageGroups/400")
    expect(removed.toast).toEqual({ title: "SUCCESS.COMPLETE_TITLE", message: "SUCCESS.CHANGES_SAVED" })
    const board = await run(PackageChallenges.leaderboard(4002 as ChallengeId))
    expect(board[0]?.rank).toBe(1)
    expect(board.map((row) => row.progress)).toEqual(
      [...board.map((row) => row.progress)].sort((a, b) => b - a),
    )
  })

  it("ERR-6: a challenge template is saved and deleted with the spec's texts", async () => {
    const created = await run(
      ChallengeTemplates.save({ name: "Stairs", description: "", durationDays: 10, goal: "10 floors a day" }),
    )
    expect((await run(ChallengeTemplates.list(NOBODY))).map((t) => t.name)).toContain("Stairs")
    const removed = await run(ChallengeTemplates.remove(NOBODY, created.result.challengeTemplateId))
    expect(removed.toast).toEqual({ title: "SUCCESS.COMPLETE_TITLE", message: "SUCCESS.TEMPLATE_DELETED" })
  })
})
