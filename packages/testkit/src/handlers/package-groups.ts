import { HttpApiBuilder, HttpServerResponse } from "@effect/platform"
import { BadRequest, NotFound, type StaffChallenge, WellkitApi } from "@wellkit/core"
import {
  inOrganisationCacheWindow,
  type Package,
  type PackageGroupInput,
  type PackageGroupSummary,
  type RewardGroupTemplate,
  type StaffPackageGroup,
  type StaffRewardGroup,
  type StaffRewardGroupInput,
} from "@wellkit/core/package-groups"
import { Effect } from "effect"
import type { Db } from "../db.js"
import { crudCollection, inOrganisation } from "../kit/collection.js"
import { rewardSymbols } from "../seed-challenges.js"
import { products } from "../seed-licenses.js"
import { currentUser } from "./auth.js"

/* The one store's helpers: groups are replaced whole, so no reader sees half a change. */

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

const summaryOf = ({ packages, ...group }: StaffPackageGroup): PackageGroupSummary =>
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

const refuse = (message: string): Effect.Effect<never, BadRequest> => Effect.fail(new BadRequest({ message }))
type Written<A> = Effect.Effect<A, NotFound | BadRequest>

/** ADM-9: the server's own sentences for a group it will not save. */
const problemOf = (db: Db, entityId: number, input: PackageGroupInput, except?: number) => {
  const name = input.name.toLowerCase()
  if (
    db.state.packageGroups.some(
      (g) => g.ownerEntityId === entityId && g.packageGroupId !== except && g.name.toLowerCase() === name,
    )
  )
    return `A package group named “${input.name}” already exists in this organisation.`
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
const packagesFrom = (db: Db, input: PackageGroupInput, current: ReadonlyArray<Package>) => {
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

/** A copy in another organisation: new ids throughout, a name of its own there, not yet offered to members. */
const copied = (db: Db, group: StaffPackageGroup, target: number): StaffPackageGroup => {
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
        // A template belongs to its organisation: a copy elsewhere no longer points at it.
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

export const packageGroupHandlers = (db: Db) => {
  const find = (entityId: number, id: number) =>
    db.state.packageGroups.find((g) => g.packageGroupId === id && g.ownerEntityId === entityId)
  const noGroup = () => new NotFound({ message: "There is no such package group in this organisation." })
  /** A reward group's path, as the nested calls give it (their keys are the kit's, not typed one by one). */
  const located = (path: Readonly<Record<string, number>>) => {
    const at = { entityId: Number(path.entityId), id: Number(path.id), packageId: Number(path.packageId) }
    const group = find(at.entityId, at.id)
    const pkg = group?.packages.find((p) => p.packageId === at.packageId)
    return {
      at,
      group,
      pkg,
      rewardGroup: pkg?.rewardGroups.find((r) => r.rewardGroupId === path.rewardGroupId),
    }
  }
  const noPackage = () => new NotFound({ message: "There is no such package in this package group." })
  const noRewardGroup = () => new NotFound({ message: "There is no such reward group in this package." })
  /** A reward group written where its path says, with a symbol the API knows. */
  const putRewardGroup = (
    path: Readonly<Record<string, number>>,
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
  const templates = crudCollection<RewardGroupTemplate>(
    db,
    { name: "rewardGroupTemplates", idField: "rewardGroupTemplateId", scopeField: "ownerEntityId" },
    { store: () => db.state.rewardGroupTemplates },
  )

  return HttpApiBuilder.group(WellkitApi, "packageGroups", (handlers) =>
    handlers
      .handle("list", ({ request, path }) =>
        // ADM-10: the API builds a new organisation's cache for a few minutes and refuses meanwhile.
        inOrganisation(db, request, path.entityId, () =>
          Effect.succeed<HttpServerResponse.HttpServerResponse | ReadonlyArray<PackageGroupSummary>>(
            inOrganisationCacheWindow(db.state.entityCreatedAt[path.entityId], Date.now())
              ? HttpServerResponse.unsafeJson(
                  { message: "This organisation's package groups are still being prepared." },
                  { status: 403 },
                )
              : db.state.packageGroups.filter((g) => g.ownerEntityId === path.entityId).map(summaryOf),
          ),
        ),
      )
      .handle("get", ({ request, path }) =>
        inOrganisation(db, request, path.entityId, () => {
          const group = find(path.entityId, path.id)
          return group ? Effect.succeed(group) : Effect.fail(noGroup())
        }),
      )
      .handle("create", ({ request, path, payload }) =>
        inOrganisation(db, request, path.entityId, (): Written<StaffPackageGroup> => {
          const problem = problemOf(db, path.entityId, payload)
          const packages = packagesFrom(
            db,
            { ...payload, packages: payload.packages.map(({ packageId: _, ...p }) => p) },
            [],
          )
          if (problem ?? typeof packages === "string") return refuse(problem ?? String(packages))
          const packageGroupId = nextId(db, (g) => [g.packageGroupId])
          const group = {
            ...payload,
            ownerEntityId: path.entityId,
            packageGroupId,
            packages,
          } as unknown as StaffPackageGroup
          db.state.packageGroups = [...db.state.packageGroups, group]
          db.persist()
          return Effect.succeed(group)
        }),
      )
      .handle("update", ({ request, path, payload }) =>
        inOrganisation(db, request, path.entityId, (): Written<StaffPackageGroup> => {
          const group = find(path.entityId, path.id)
          if (!group) return Effect.fail(noGroup())
          const problem = problemOf(db, path.entityId, payload, path.id)
          const packages = packagesFrom(db, payload, group.packages)
          if (problem ?? typeof packages === "string") return refuse(problem ?? String(packages))
          // A package left out is removed with its challenges and reward groups; the order is the form's.
          const saved = {
            ...group,
            name: payload.name,
            description: payload.description,
            isActive: payload.isActive,
            packages,
          } as StaffPackageGroup
          replaceGroup(db, group, saved)
          return Effect.succeed(saved)
        }),
      )
      .handle("delete", ({ request, path }) =>
        inOrganisation(db, request, path.entityId, () => {
          const group = find(path.entityId, path.id)
          if (!group) return Effect.fail(noGroup())
          replaceGroup(db, group, undefined)
          return Effect.void
        }),
      )
      .handle("copy", ({ request, path, payload }) =>
        inOrganisation(db, request, path.entityId, () => {
          const group = find(path.entityId, path.id)
          if (!group) return Effect.fail(noGroup())
          return inOrganisation(db, request, payload.targetEntityId, () => {
            const copy = copied(db, group, payload.targetEntityId)
            db.state.packageGroups = [...db.state.packageGroups, copy]
            db.persist()
            return copy
          })
        }),
      )
      .handle("getRewardGroup", ({ request, path }) =>
        inOrganisation(db, request, Number(path.entityId), () => {
          const { pkg, rewardGroup } = located(path)
          return rewardGroup ? Effect.succeed(rewardGroup) : Effect.fail(pkg ? noRewardGroup() : noPackage())
        }),
      )
      .handle("createRewardGroup", ({ request, path, payload }) =>
        inOrganisation(db, request, Number(path.entityId), (): Written<StaffRewardGroup> => {
          if (!located(path).pkg) return Effect.fail(noPackage())
          const id = nextId(db, (g) => g.packages.flatMap((p) => p.rewardGroups.map((r) => r.rewardGroupId)))
          return putRewardGroup(path, payload, id)
        }),
      )
      .handle("updateRewardGroup", ({ request, path, payload }) =>
        inOrganisation(db, request, Number(path.entityId), (): Written<StaffRewardGroup> => {
          const { pkg, rewardGroup } = located(path)
          if (!rewardGroup) return Effect.fail(pkg ? noRewardGroup() : noPackage())
          return putRewardGroup(path, payload, rewardGroup.rewardGroupId)
        }),
      )
      .handle("deleteRewardGroup", ({ request, path }) =>
        inOrganisation(db, request, Number(path.entityId), () => {
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
        }),
      )
      .handle("products", ({ request }) => Effect.as(currentUser(db, request), products))
      .handle("rewardSymbols", ({ request }) => Effect.as(currentUser(db, request), rewardSymbols))
      .handle("listRewardGroupTemplate", ({ request, path }) =>
        inOrganisation(db, request, path.entityId, () => templates.list(path.entityId)),
      )
      .handle("getRewardGroupTemplate", ({ request, path }) =>
        inOrganisation(db, request, path.entityId, () => {
          const found = templates.list(path.entityId).find((t) => t.rewardGroupTemplateId === path.id)
          return found
            ? Effect.succeed(found)
            : Effect.fail(new NotFound({ message: "There is no such template." }))
        }),
      )
      .handle("createRewardGroupTemplate", ({ request, path, payload }) =>
        inOrganisation(db, request, path.entityId, () => templates.create(path.entityId, payload)),
      )
      .handle("updateRewardGroupTemplate", ({ request, path, payload }) =>
        inOrganisation(db, request, path.entityId, () => templates.update(path.entityId, path.id, payload)),
      )
      .handle("deleteRewardGroupTemplate", ({ request, path }) =>
        inOrganisation(db, request, path.entityId, () => templates.remove(path.entityId, path.id)),
      ),
  )
}
