import type {
  AppError,
  ChallengeId,
  ChallengeTemplateId,
  EntityId,
  PackageGroupId,
  StaffChallengeInput,
  WellkitServices,
} from "@wellkit/core"
import {
  ChallengeTemplates,
  formOf,
  inOrganisationCacheWindow,
  PackageChallenges,
  type PackageGroupInput,
  PackageGroups,
  type PackageInput,
  PickLists,
  RewardGroups,
  RewardGroupTemplates,
  type RewardSymbolId,
  type StaffRewardGroupInput,
} from "@wellkit/core/package-groups"
import type { Effect } from "effect"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { inProcessSandbox } from "./harness.js"

const acme = 1000 as EntityId
const west = 1001 as EntityId
const group400 = 400 as PackageGroupId
let env: ReturnType<typeof inProcessSandbox>
let calls: Array<string>
const run = <A>(effect: Effect.Effect<A, AppError, WellkitServices>) => env.client.run(effect)
const failure = <A>(effect: Effect.Effect<A, AppError, WellkitServices>) =>
  run(effect).then(
    () => expect.unreachable("it should have failed"),
    (error: AppError) => error,
  )

beforeEach(async () => {
  env = inProcessSandbox()
  calls = env.sandbox.requests
  await env.loginAs("staff@wellkit.test")
  calls.length = 0
})
afterEach(() => env.close())

const draft = (overrides: Partial<PackageGroupInput> = {}): PackageGroupInput =>
  ({
    ownerEntityId: acme,
    name: "Spring boost",
    description: "Two packages for spring.",
    isActive: false,
    packages: [
      { name: "Move", productId: 301 },
      { name: "Rest", productId: null },
    ],
    ...overrides,
  }) as PackageGroupInput

const at = { entityId: acme, id: 400, packageId: 4100 }

describe("package groups against the sandbox", () => {
  it("ADM-1: a packageGroupId or rewardGroupId above 0 means update; none or 0 means create", () => {
    const cases: ReadonlyArray<readonly [number | undefined, boolean]> = [
      [undefined, false],
      [0, false],
      [1, true],
      [400, true],
    ]
    for (const [id, update] of cases) {
      expect(PackageGroups.resource.isUpdate({ packageGroupId: id } as PackageGroupInput)).toBe(update)
      expect(RewardGroups.child.isUpdate({ rewardGroupId: id } as StaffRewardGroupInput)).toBe(update)
    }
  })

  it("ADM-1, ADM-2, ADM-3: a new group is POSTed with its packages, opened at /{packageGroupId} and listed", async () => {
    await run(PackageGroups.list(acme))
    calls.length = 0
    const created = await run(PackageGroups.save(draft()))
    const id = created.result.packageGroupId
    expect(calls).toEqual(["POST /entities/1000/packageGroups", "GET /entities/1000/packageGroups"])
    expect(created.result.packages.map((p) => p.name)).toEqual(["Move", "Rest"])
    expect(created.redirect).toEqual({
      path: `/noap/admin/packageGroups/${id}`,
      params: { entityId: "1000" },
      replace: true,
    })
    expect(created.toast).toEqual({ title: "SUCCESS.SUCCESS_TITLE", message: "SUCCESS.CHANGES_SAVED" })
    // The saved tree is what its page shows next, without asking again.
    calls.length = 0
    expect(await run(PackageGroups.get(acme, id))).toEqual(created.result)
    expect(calls).toEqual([])

    // Reordered, one renamed, one removed, one added: PUT, and the contents of kept packages stay.
    const group = await run(PackageGroups.get(acme, group400))
    const [core, move, rest] = formOf(group).packages as [PackageInput, PackageInput, PackageInput]
    const updated = await run(
      PackageGroups.save({
        ...formOf(group),
        packages: [{ ...rest, name: "Rest well" }, core, { name: "Mind", productId: null }],
      }),
    )
    expect(calls.slice(-2)).toEqual([
      "PUT /entities/1000/packageGroups/400",
      "GET /entities/1000/packageGroups",
    ])
    expect(updated.result.packages.map((p) => [p.name, p.challenges.map((c) => c.name)])).toEqual([
      ["Rest well", ["Sleep well"]],
      ["Core wellbeing", ["Hydration week"]],
      ["Mind", []],
    ])
    expect(updated.redirect?.path).toBe("/noap/admin/packageGroups/400")
    expect(move?.packageId).toBe(4101)
  })

  it("ADM-9: a refused save shows the server's text as is", async () => {
    const taken = await failure(PackageGroups.save(draft({ name: "Acme 2027 pilot" })))
    expect(taken).toMatchObject({
      status: 400,
      messagePassThrough: true,
      message: "A package group named “Acme 2027 pilot” already exists in this organisation.",
    })
    const twice = await failure(
      PackageGroups.save(
        draft({
          packages: [
            { name: "Move", productId: null },
            { name: "move", productId: null },
          ] as never,
        }),
      ),
    )
    expect(twice.message).toBe("Two packages are named “move”: give each its own name.")
    // A failure with no sentence from the server keeps the call's own key (ERR-5).
    env.sandbox.faults.set({ endpoint: "packageGroups.create", status: 500, times: 1 })
    expect(await failure(PackageGroups.save(draft()))).toMatchObject({
      message: "ERRORS.SAVE_PACKAGE_GROUP_FAILED",
      messagePassThrough: false,
    })
  })

  it("ADM-2, ADM-3, ERR-6: delete goes to the list, which no longer has the group", async () => {
    const removed = await run(PackageGroups.remove(acme, 402 as PackageGroupId))
    expect(calls).toEqual(["DELETE /entities/1000/packageGroups/402", "GET /entities/1000/packageGroups"])
    expect(removed.redirect).toEqual({
      path: "/noap/admin/packageGroups",
      params: { entityId: "1000" },
      replace: true,
    })
    expect(removed.toast).toEqual({
      title: "SUCCESS.COMPLETE_TITLE",
      message: "SUCCESS.PACKAGE_GROUP_DELETED",
    })
    expect((await run(PackageGroups.list(acme))).map((g) => g.packageGroupId)).not.toContain(402)
    expect(await failure(PackageGroups.get(acme, 402 as PackageGroupId))).toMatchObject({ status: 404 })
  })

  it("ADM-2, ADM-3, ERR-6: a copy is made in the target organisation, whose list is fetched, and opened there", async () => {
    const copied = await run(PackageGroups.copy(acme, group400, west))
    const id = copied.result.packageGroupId
    expect(calls).toEqual(["POST /entities/1000/packageGroups/400/copy", "GET /entities/1001/packageGroups"])
    expect(copied.redirect).toEqual({
      path: `/noap/admin/packageGroups/${id}`,
      params: { entityId: "1001" },
      replace: false,
    })
    expect(copied.toast).toEqual({ title: "SUCCESS.SUCCESS_TITLE", message: "SUCCESS.COPY_CREATED" })
    expect(copied.result).toMatchObject({
      ownerEntityId: west,
      name: "Acme 2026 challenges",
      isActive: false,
    })
    expect(copied.result.packages.flatMap((p) => p.challenges.map((c) => c.ownerId))).toEqual([
      west,
      west,
      west,
    ])
    const again = await run(PackageGroups.copy(acme, group400, west))
    expect(again.result.name).toBe("Acme 2026 challenges (copy)")
  })

  it("ADM-10: within 5 minutes of the organisation's creation the list is the organisation-cache error", async () => {
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString()
    env.sandbox.db.state.entityCreatedAt[west] = minutesAgo(1)
    expect(await failure(PackageGroups.list(west))).toMatchObject({
      status: 403,
      message: "ERRORS.PACKAGE_GROUP_ORG_CACHE_ERROR",
    })
    env.sandbox.db.state.entityCreatedAt[west] = minutesAgo(6)
    expect((await run(PackageGroups.reload(west))).map((g) => g.name)).toContain("West 2026 challenges")
    const created = Date.parse("2026-11-23T10:00:00Z")
    expect(inOrganisationCacheWindow("2026-11-23T10:00:00Z", created + 4 * 60_000 + 59_999)).toBe(true)
    expect(inOrganisationCacheWindow("2026-11-23T10:00:00Z", created + 5 * 60_000)).toBe(false)
    expect(inOrganisationCacheWindow(undefined, created)).toBe(false)
  })
})

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
    const [mindful] = (await run(ChallengeTemplates.templates)).filter((t) => t.name === "Mindful minutes")
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

  it("one store: a challenge staff import is the organisation admin's, and one the admin adds is in staff's package", async () => {
    const [mindful] = (await run(ChallengeTemplates.templates)).filter((t) => t.name === "Mindful minutes")
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
    expect((await run(ChallengeTemplates.templates)).map((t) => t.name)).toContain("Stairs")
    const removed = await run(ChallengeTemplates.remove(created.result.challengeTemplateId))
    expect(removed.toast).toEqual({ title: "SUCCESS.COMPLETE_TITLE", message: "SUCCESS.TEMPLATE_DELETED" })
  })
})

describe("ERR-5: each call's own key", () => {
  const challenge = { ...at, challengeId: 4001 }
  const template = { name: "Stairs", description: "", durationDays: 10, goal: "10 floors a day" }
  const cases: ReadonlyArray<
    readonly [string, string, () => Effect.Effect<unknown, AppError, WellkitServices>]
  > = [
    ["packageGroups.list", "ERRORS.GET_PACKAGE_GROUPS_FAILED", () => PackageGroups.list(acme)],
    ["packageGroups.get", "ERRORS.GET_PACKAGE_GROUP_FAILED", () => PackageGroups.get(acme, group400)],
    [
      "packageGroups.update",
      "ERRORS.SAVE_PACKAGE_GROUP_FAILED",
      () => PackageGroups.save({ ...draft(), packageGroupId: group400 }),
    ],
    [
      "packageGroups.delete",
      "ERRORS.DELETE_PACKAGE_GROUP_FAILED",
      () => PackageGroups.remove(acme, group400),
    ],
    [
      "packageGroups.copy",
      "ERRORS.COPY_PACKAGE_GROUP_FAILED",
      () => PackageGroups.copy(acme, group400, west),
    ],
    [
      "packageGroups.getRewardGroup",
      "ERRORS.GET_REWARD_GROUP_FAILED",
      () => RewardGroups.get({ ...at, rewardGroupId: 5001 }),
    ],
    [
      "packageGroups.deleteRewardGroup",
      "ERRORS.DELETE_REWARD_GROUP_FAILED",
      () => RewardGroups.remove({ ...at, rewardGroupId: 5001 }),
    ],
    ["packageGroups.products", "ERRORS.GET_ALL_PRODUCTS_FAILED", () => PickLists.products],
    ["packageGroups.rewardSymbols", "ERRORS.GET_REWARD_SYMBOLS_FAILED", () => PickLists.rewardSymbols],
    [
      "packageGroups.listRewardGroupTemplate",
      "ERRORS.GET_REWARD_GROUP_TEMPLATES_FAILED",
      () => RewardGroupTemplates.list(acme),
    ],
    [
      "packageGroups.getRewardGroupTemplate",
      "ERRORS.GET_REWARD_GROUP_TEMPLATE_FAILED",
      () => RewardGroupTemplates.get(acme, 1),
    ],
    [
      "packageGroups.createRewardGroupTemplate",
      "ERRORS.SAVE_REWARD_GROUP_TEMPLATE_FAILED",
      () =>
        RewardGroupTemplates.save({
          ownerEntityId: acme,
          name: "Bonus",
          description: "",
          rewardSymbolId: 1 as RewardSymbolId,
          amount: 5,
        }),
    ],
    [
      "packageGroups.deleteRewardGroupTemplate",
      "ERRORS.DELETE_REWARD_GROUP_TEMPLATE_FAILED",
      () => RewardGroupTemplates.remove(acme, 1),
    ],
    ["challenges.challenge", "ERRORS.GET_CHALLENGE_FAILED", () => PackageChallenges.get(challenge)],
    [
      "challenges.leaderboard",
      "ERRORS.GET_CHALLENGE_LEADERBOARD_FAILED",
      () => PackageChallenges.leaderboard(4001 as ChallengeId),
    ],
    [
      "challenges.deleteChallenge",
      "ERRORS.DELETE_CHALLENGE_FAILED",
      () => PackageChallenges.remove(challenge),
    ],
    ["challenges.templates", "ERRORS.GET_CHALLEGE_TEMPLATES_FAILED", () => ChallengeTemplates.templates],
    [
      "challenges.createTemplate",
      "ERRORS.POST_CHALLENGE_TEMPLATE_FAILED",
      () => ChallengeTemplates.save(template),
    ],
    [
      "challenges.updateTemplate",
      "ERRORS.PUT_CHALLENGE_TEMPLATE_FAILED",
      () => ChallengeTemplates.save({ ...template, challengeTemplateId: 1 as ChallengeTemplateId }),
    ],
    [
      "challenges.deleteTemplate",
      "ERRORS.DELETE_CHALLENGE_TEMPLATE_FAILED",
      () => ChallengeTemplates.remove(1 as ChallengeTemplateId),
    ],
  ]
  it.each(cases)("%s fails with %s", async (endpoint, key, effect) => {
    env.sandbox.faults.set({ endpoint, status: 500 })
    expect(await failure(effect())).toMatchObject({ message: key, status: 500 })
  })

  it("the reward group save, the challenge POST and PUT each fail with their own key", async () => {
    env.sandbox.faults.set({ endpoint: "packageGroups.createRewardGroup", status: 503 })
    expect(
      await failure(
        RewardGroups.save({
          ownerEntityId: acme,
          packageGroupId: group400,
          packageId: 4100,
          name: "X",
          description: "",
          rewardSymbolId: 1,
          amount: 1,
          rewardGroupTemplateId: null,
        } as unknown as StaffRewardGroupInput),
      ),
    ).toMatchObject({ message: "ERRORS.SAVE_REWARD_GROUP_FAILED" })
    const current = await run(PackageChallenges.get(challenge))
    env.sandbox.faults.set({ endpoint: "challenges.updateChallenge", status: 500 })
    expect(await failure(PackageChallenges.save(current))).toMatchObject({
      message: "ERRORS.PUT_CHALLENGE_FAILED",
    })
    env.sandbox.faults.set({ endpoint: "challenges.createChallenge", status: 500 })
    expect(await failure(PackageChallenges.save({ ...current, challengeId: undefined }))).toMatchObject({
      message: "ERRORS.POST_CHALLENGE_FAILED",
    })
  })
})
