import { BadRequest, type NotFound } from "@wellkit/core"
import type {
  Package,
  PackageGroupInput,
  PackageGroupSummary,
  StaffPackageGroup,
} from "@wellkit/core/package-groups"
import { Effect } from "effect"
import type { Db } from "../db.js"
import { products } from "../seed-licenses.js"
import { challengesOf, nextId } from "./package-store.js"

export const refuse = (message: string): Effect.Effect<never, BadRequest> =>
  Effect.fail(new BadRequest({ message }))
export type Written<A> = Effect.Effect<A, NotFound | BadRequest>

export const summaryOf = ({ packages, ...group }: StaffPackageGroup): PackageGroupSummary =>
  ({
    packageGroupId: group.packageGroupId,
    ownerEntityId: group.ownerEntityId,
    name: group.name,
    description: group.description,
    isActive: group.isActive,
    packageCount: packages.length,
    challengeCount: packages.reduce((n, p) => n + p.challenges.length, 0),
    rewardGroupCount: packages.reduce((n, p) => n + p.rewardGroups.length, 0),
  }) as PackageGroupSummary

/** ADM-9: the server's own sentences for a group it will not save. */
export const problemOf = (db: Db, entityId: number, input: PackageGroupInput, except?: number) => {
  const name = input.name.toLowerCase()
  if (
    db.state.packageGroups.some(
      (g) => g.ownerEntityId === entityId && g.packageGroupId !== except && g.name.toLowerCase() === name,
    )
  )
    return `A package group named “${input.name}” already exists in this organization.`
  const seen = new Set<string>()
  for (const pkg of input.packages) {
    const key = pkg.name.toLowerCase()
    if (seen.has(key)) return `Two packages are named “${pkg.name}”: give each its own name.`
    seen.add(key)
    if (pkg.productId !== null && !products.some((p) => p.productId === pkg.productId))
      return `There is no product ${pkg.productId}.`
  }
  return undefined
}

/** The group's packages as the form sent them: known ones keep their contents, new ones start empty. */
export const packagesFrom = (db: Db, input: PackageGroupInput, current: ReadonlyArray<Package>) => {
  let next = nextId(db, (g) => g.packages.map((p) => p.packageId))
  const packages: Array<Package> = []
  for (const sent of input.packages) {
    const known = current.find((p) => p.packageId === sent.packageId)
    if (sent.packageId !== undefined && !known)
      return `There is no package ${sent.packageId} in this package group.`
    packages.push({
      ...(known ?? { challenges: [], rewardGroups: [] }),
      packageId: known?.packageId ?? next++,
      name: sent.name,
      productId: sent.productId,
    } as Package)
  }
  return packages
}

/** A copy in another organization: new ids throughout, a name of its own there, not yet offered to members. */
export const copied = (db: Db, group: StaffPackageGroup, target: number): StaffPackageGroup => {
  const taken = new Set(db.state.packageGroups.filter((g) => g.ownerEntityId === target).map((g) => g.name))
  let name = group.name
  for (let n = 1; taken.has(name); n += 1) name = `${group.name} (copy${n > 1 ? ` ${n}` : ""})`
  const packageGroupId = nextId(db, (g) => [g.packageGroupId])
  let packageId = nextId(db, (g) => g.packages.map((p) => p.packageId))
  let challengeId = nextId(db, (g) => challengesOf(g).map((c) => c.challengeId))
  let rewardGroupId = nextId(db, (g) => g.packages.flatMap((p) => p.rewardGroups.map((r) => r.rewardGroupId)))
  const at = { packageGroupId, ownerId: target, ownerEntityId: target }
  return {
    ...group,
    ...at,
    name,
    isActive: false,
    packages: group.packages.map((pkg) => {
      const home = { ...at, packageId: packageId++ }
      return {
        ...pkg,
        packageId: home.packageId,
        challenges: pkg.challenges.map((c) => ({ ...c, ...home, challengeId: challengeId++ })),
        // A template belongs to its organization: a copy elsewhere no longer points at it.
        rewardGroups: pkg.rewardGroups.map((r) => ({
          ...r,
          ...home,
          rewardGroupId: rewardGroupId++,
          rewardGroupTemplateId: target === group.ownerEntityId ? r.rewardGroupTemplateId : null,
        })),
      }
    }),
  } as unknown as StaffPackageGroup
}
