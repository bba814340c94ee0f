import type { PackageGroupId } from "@wellkit/core"
import {
  formOf,
  inOrganizationCacheWindow,
  type PackageGroupInput,
  PackageGroups,
  type PackageInput,
  RewardGroups,
  type StaffRewardGroupInput,
} from "@wellkit/core/package-groups"
import { describe, expect, it } from "vitest"
import {
  acme,
  calls,
  draft,
  env,
  failure,
  group400,
  run,
  useStaffSandbox,
  west,
} from "./package-groups.fixture.js"

useStaffSandbox()

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
      message: "A package group named “Acme 2027 pilot” already exists in this organization.",
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

  it("ADM-2, ADM-3, ERR-6: a copy is made in the target organization, whose list is fetched, and opened there", async () => {
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

  it("ADM-10: within 5 minutes of the organization's creation the list is the organization-cache error", async () => {
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString()
    env.sandbox.db.state.entityCreatedAt[west] = minutesAgo(1)
    expect(await failure(PackageGroups.list(west))).toMatchObject({
      status: 403,
      message: "ERRORS.PACKAGE_GROUP_ORG_CACHE_ERROR",
    })
    env.sandbox.db.state.entityCreatedAt[west] = minutesAgo(6)
    expect((await run(PackageGroups.reload(west))).map((g) => g.name)).toContain("West 2026 challenges")
    const created = Date.parse("2026-11-23T10:00:00Z")
    expect(inOrganizationCacheWindow("2026-11-23T10:00:00Z", created + 4 * 60_000 + 59_999)).toBe(true)
    expect(inOrganizationCacheWindow("2026-11-23T10:00:00Z", created + 5 * 60_000)).toBe(false)
    expect(inOrganizationCacheWindow(undefined, created)).toBe(false)
  })
})
