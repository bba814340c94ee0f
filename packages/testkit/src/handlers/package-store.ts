import type { StaffChallenge } from "@wellkit/core"
import type { Package, StaffPackageGroup } from "@wellkit/core/package-groups"
import type { Db } from "../db.js"

/*
 * The one store of package groups, as both its own calls and the challenges' view
 * of it change it: groups are replaced whole, so no reader sees half a change.
 */

export const challengesOf = (group: StaffPackageGroup): Array<StaffChallenge> =>
  group.packages.flatMap((pkg) => pkg.challenges)

/** The next free id of a kind, across the whole store (ids are the API's, not a group's). */
export const nextId = (db: Db, idsOf: (group: StaffPackageGroup) => ReadonlyArray<number>) =>
  Math.max(0, ...db.state.packageGroups.flatMap(idsOf)) + 1

export const replaceGroup = (db: Db, group: StaffPackageGroup, next: StaffPackageGroup | undefined) => {
  db.state.packageGroups = db.state.packageGroups.flatMap((g) => (g !== group ? [g] : next ? [next] : []))
  db.persist()
}

export const withPackage = (
  group: StaffPackageGroup,
  packageId: number,
  change: (pkg: Package) => Package,
) => ({
  ...group,
  packages: group.packages.map((pkg) => (pkg.packageId === packageId ? change(pkg) : pkg)),
})

export const findGroup = (db: Db, entityId: number, id: number) =>
  db.state.packageGroups.find((g) => g.packageGroupId === id && g.ownerEntityId === entityId)
