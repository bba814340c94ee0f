import { type BadRequest, NotFound } from "@wellkit/core"
import type { Package, StaffRewardGroup, StaffRewardGroupInput } from "@wellkit/core/package-groups"
import { Effect } from "effect"
import type { Db } from "../db.js"
import { rewardSymbols } from "../seed-challenges.js"
import { refuse, type Written } from "./package-group-rules.js"
import { findGroup, nextId, replaceGroup, withPackage } from "./package-store.js"

/** A reward group's path, as the nested calls give it (their keys are the kit's, not typed one by one). */
type Path = Readonly<Record<string, number>>

const noPackage = () => new NotFound({ message: "There is no such package in this package group." })
const noRewardGroup = () => new NotFound({ message: "There is no such reward group in this package." })

/**
 * The reward groups inside a group's packages. They live in the package they
 * belong to, so each write replaces the whole group around them.
 */
export const packageRewardGroups = (db: Db) => {
  const located = (path: Path) => {
    const at = { entityId: Number(path.entityId), id: Number(path.id), packageId: Number(path.packageId) }
    const group = findGroup(db, at.entityId, at.id)
    const pkg = group?.packages.find((p) => p.packageId === at.packageId)
    return {
      at,
      group,
      pkg,
      rewardGroup: pkg?.rewardGroups.find((r) => r.rewardGroupId === path.rewardGroupId),
    }
  }
  /** A reward group written where its path says, with a symbol the API knows. */
  const put = (
    path: Path,
    input: StaffRewardGroupInput,
    rewardGroupId: number,
  ): Effect.Effect<StaffRewardGroup, NotFound | BadRequest> => {
    const { at: where, group } = located(path)
    if (!group) return Effect.fail(noPackage())
    if (!rewardSymbols.some((s) => s.rewardSymbolId === input.rewardSymbolId))
      return refuse(`There is no reward symbol ${input.rewardSymbolId}.`)
    const saved = {
      ...input,
      ownerEntityId: where.entityId,
      packageGroupId: where.id,
      packageId: where.packageId,
      rewardGroupId,
    } as unknown as StaffRewardGroup
    const exists = (pkg: Package) => pkg.rewardGroups.some((r) => r.rewardGroupId === rewardGroupId)
    replaceGroup(
      db,
      group,
      withPackage(group, where.packageId, (pkg) => ({
        ...pkg,
        rewardGroups: exists(pkg)
          ? pkg.rewardGroups.map((r) => (r.rewardGroupId === rewardGroupId ? saved : r))
          : [...pkg.rewardGroups, saved],
      })),
    )
    return Effect.succeed(saved)
  }

  return {
    get: (path: Path) => {
      const { pkg, rewardGroup } = located(path)
      return rewardGroup ? Effect.succeed(rewardGroup) : Effect.fail(pkg ? noRewardGroup() : noPackage())
    },
    create: (path: Path, input: StaffRewardGroupInput): Written<StaffRewardGroup> => {
      if (!located(path).pkg) return Effect.fail(noPackage())
      const id = nextId(db, (g) => g.packages.flatMap((p) => p.rewardGroups.map((r) => r.rewardGroupId)))
      return put(path, input, id)
    },
    update: (path: Path, input: StaffRewardGroupInput): Written<StaffRewardGroup> => {
      const { pkg, rewardGroup } = located(path)
      if (!rewardGroup) return Effect.fail(pkg ? noRewardGroup() : noPackage())
      return put(path, input, rewardGroup.rewardGroupId)
    },
    remove: (path: Path) => {
      const { group, pkg, rewardGroup } = located(path)
      if (!group || !rewardGroup) return Effect.fail(pkg ? noRewardGroup() : noPackage())
      replaceGroup(
        db,
        group,
        withPackage(group, pkg?.packageId ?? 0, (p) => ({
          ...p,
          rewardGroups: p.rewardGroups.filter((r) => r !== rewardGroup),
        })),
      )
      return Effect.void
    },
  }
}
