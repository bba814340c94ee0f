import { HttpApiBuilder } from "@effect/platform"
import {
  BadRequest,
  type Challenge,
  type ChallengeSummary,
  NotFound,
  type PackageGroup,
  type StaffChallenge,
  WellkitApi,
} from "@wellkit/core"
import type { Package, StaffPackageGroup } from "@wellkit/core/package-groups"
import { Effect } from "effect"
import type { Db } from "../db.js"
import { mayEnter } from "../kit/collection.js"
import { currentUser } from "./auth.js"
import { challengesOf, nextId, replaceGroup, withPackage } from "./package-store.js"

/** A steady, made-up head count per challenge, so lists look lived in. */
export const participants = (challengeId: number, eligible: number) =>
  Math.round(eligible * (0.3 + ((challengeId * 37) % 60) / 100))

/** What an organization admin sees of the store: the challenges of the organization's active package groups. */
export const liveChallenges = (db: Db, organizationId: number): Array<StaffChallenge> =>
  db.state.packageGroups
    .filter((group) => group.ownerEntityId === organizationId && group.isActive)
    .flatMap(challengesOf)

/** The portal's package group: the staff's group seen as one list of challenges. */
const portalView = (group: StaffPackageGroup): PackageGroup =>
  ({
    packageGroupId: group.packageGroupId,
    organizationId: group.ownerEntityId,
    name: group.name,
    // In the order they were added, whichever package holds them.
    challenges: challengesOf(group)
      .sort((a, b) => a.challengeId - b.challengeId)
      .map(({ ownerId: _, packageGroupId: __, ...challenge }) => challenge),
  }) as unknown as PackageGroup

const nextChallengeId = (db: Db) => nextId(db, (group) => challengesOf(group).map((c) => c.challengeId))

type Dated = Pick<Challenge, "challengeId" | "challengeTemplateId" | "name" | "startDate" | "endDate">

/** The checks the real API makes on a group's challenges; each failure is a 400 with its status text. */
const problemOf = (challenges: ReadonlyArray<Dated>): string | undefined => {
  // New challenges first: the message should name the one being added, not the one already there.
  const newestFirst = [...challenges].sort((a, b) => (a.challengeId ? 1 : 0) - (b.challengeId ? 1 : 0))
  for (const challenge of newestFirst) {
    if (challenge.endDate < challenge.startDate) return `“${challenge.name}” ends before it starts.`
    const clash = challenges.find(
      (other) =>
        other !== challenge &&
        other.challengeTemplateId === challenge.challengeTemplateId &&
        other.startDate <= challenge.endDate &&
        challenge.startDate <= other.endDate,
    )
    if (clash)
      return `“${challenge.name}” already runs from ${clash.startDate} to ${clash.endDate} in this group.`
  }
  return undefined
}

/**
 * POR-5: the portal's whole-group PUT, applied to the store: challenges it no
 * longer lists leave their packages, the others change in place, and new ones
 * go to the package they name or the group's first one.
 */
const applyPortalSave = (db: Db, group: StaffPackageGroup, payload: PackageGroup): StaffPackageGroup => {
  let next = nextChallengeId(db)
  const sent = new Map(payload.challenges.map((c) => [c.challengeId, c] as const))
  const packages: Array<Package> = group.packages.map((pkg) => ({
    ...pkg,
    challenges: pkg.challenges.flatMap((c) => {
      const changed = sent.get(c.challengeId)
      return changed ? [{ ...c, ...changed, challengeId: c.challengeId, packageId: pkg.packageId }] : []
    }),
  }))
  const first =
    packages[0] ??
    ({
      packageId: nextId(db, (g) => g.packages.map((p) => p.packageId)),
      name: "Challenges",
      productId: null,
      challenges: [],
      rewardGroups: [],
    } as unknown as Package)
  if (packages.length === 0) packages.push(first)
  const added = payload.challenges.filter((c) => !c.challengeId)
  const withAdded = added.reduce(
    (done, challenge) => {
      const home = done.packages.find((pkg) => pkg.packageId === challenge.packageId) ?? first
      const made = {
        ...challenge,
        challengeId: next++,
        ownerId: group.ownerEntityId,
        packageGroupId: group.packageGroupId,
        packageId: home.packageId,
      } as StaffChallenge
      return withPackage(done, home.packageId, (pkg) => ({ ...pkg, challenges: [...pkg.challenges, made] }))
    },
    { ...group, packages } as StaffPackageGroup,
  )
  return { ...withAdded, name: payload.name }
}

/** A staff challenge and where it sits, if the user may see its organization. */
const locate = (db: Db, user: Parameters<typeof mayEnter>[1], challengeId: number) => {
  for (const group of db.state.packageGroups)
    for (const pkg of group.packages) {
      const challenge = pkg.challenges.find((c) => c.challengeId === challengeId)
      if (challenge && mayEnter(db, user, group.ownerEntityId)) return { group, challenge }
    }
  return undefined
}

const noChallenge = () => new NotFound({ message: "There is no such challenge." })
const noPackage = () => new NotFound({ message: "There is no such package in this organization." })

/**
 * A staff write of one challenge into the package it names (a package of a
 * group of its owner), checked as the portal's are: a clash is a 400.
 */
const put = (db: Db, challenge: StaffChallenge): Effect.Effect<StaffChallenge, NotFound | BadRequest> => {
  const group = db.state.packageGroups.find(
    (g) => g.packageGroupId === challenge.packageGroupId && g.ownerEntityId === challenge.ownerId,
  )
  if (!group?.packages.some((p) => p.packageId === challenge.packageId)) return Effect.fail(noPackage())
  const others = challengesOf(group).filter((c) => c.challengeId !== challenge.challengeId)
  const problem = problemOf([...others, { ...challenge, challengeId: undefined }])
  if (problem) return Effect.fail(new BadRequest({ message: problem }))
  const without = group.packages.map((p) => ({
    ...p,
    challenges: p.challenges.filter((c) => c.challengeId !== challenge.challengeId),
  }))
  const moved = withPackage({ ...group, packages: without }, challenge.packageId, (pkg) => ({
    ...pkg,
    challenges: [...pkg.challenges, challenge],
  }))
  replaceGroup(db, group, moved)
  return Effect.succeed(challenge)
}

/** Leaves the other packages alone: removes one challenge wherever it is in its group. */
const without = (group: StaffPackageGroup, challengeId: number): StaffPackageGroup => ({
  ...group,
  packages: group.packages.map((p) => ({
    ...p,
    challenges: p.challenges.filter((c) => c.challengeId !== challengeId),
  })),
})

export const challengeHandlers = (db: Db) => {
  const findGroup = (packageGroupId: number, organizationId: number) =>
    db.state.packageGroups.find(
      (g) => g.packageGroupId === packageGroupId && g.ownerEntityId === organizationId,
    )
  const missing = () => new NotFound({ message: "There is no such package group in this organization." })
  return HttpApiBuilder.group(WellkitApi, "challenges", (handlers) =>
    handlers
      .handle("list", ({ request, path }) =>
        Effect.map(currentUser(db, request), () => {
          const eligible = db.state.employees.filter((e) => e.entityId === path.organizationId).length
          return liveChallenges(db, path.organizationId)
            .map(
              ({ challengeId, packageGroupId, name, goal, startDate, endDate }): ChallengeSummary =>
                ({
                  challengeId,
                  packageGroupId,
                  name,
                  goal,
                  startDate,
                  endDate,
                  participants: participants(challengeId, eligible),
                }) as ChallengeSummary,
            )
            .sort((a, b) => a.startDate.localeCompare(b.startDate))
        }),
      )
      .handle("packageGroup", ({ request, path, urlParams }) =>
        Effect.flatMap(currentUser(db, request), () => {
          const group = findGroup(path.packageGroupId, urlParams.organizationId)
          return group ? Effect.succeed(portalView(group)) : Effect.fail(missing())
        }),
      )
      .handle("savePackageGroup", ({ request, path, urlParams, payload }) =>
        Effect.flatMap(currentUser(db, request), (): Effect.Effect<PackageGroup, NotFound | BadRequest> => {
          const group = findGroup(path.packageGroupId, urlParams.organizationId)
          if (!group) return Effect.fail(missing())
          const problem = problemOf(payload.challenges)
          if (problem) return Effect.fail(new BadRequest({ message: problem }))
          const saved = applyPortalSave(db, group, payload)
          replaceGroup(db, group, saved)
          return Effect.succeed(portalView(saved))
        }),
      )
      .handle("challenge", ({ request, path }) =>
        Effect.flatMap(currentUser(db, request), (user) => {
          const found = locate(db, user, path.challengeId)
          return found ? Effect.succeed(found.challenge) : Effect.fail(noChallenge())
        }),
      )
      .handle("createChallenge", ({ request, path, payload }) =>
        Effect.flatMap(currentUser(db, request), (user) =>
          mayEnter(db, user, path.ownerId)
            ? put(db, {
                ...payload,
                ownerId: path.ownerId,
                challengeId: nextChallengeId(db),
              } as StaffChallenge)
            : Effect.fail(noPackage()),
        ),
      )
      .handle("updateChallenge", ({ request, path, payload }) =>
        Effect.flatMap(currentUser(db, request), (user) => {
          const found = locate(db, user, path.challengeId)
          if (!found) return Effect.fail(noChallenge())
          const { ownerId } = found.challenge
          return put(db, { ...payload, ownerId, challengeId: path.challengeId } as StaffChallenge)
        }),
      )
      .handle("deleteChallenge", ({ request, path }) =>
        Effect.flatMap(currentUser(db, request), (user) => {
          const found = locate(db, user, path.challengeId)
          if (!found) return Effect.fail(noChallenge())
          replaceGroup(db, found.group, without(found.group, path.challengeId))
          return Effect.void
        }),
      )
      .handle("leaderboard", ({ request, path }) =>
        Effect.flatMap(currentUser(db, request), (user) => {
          const found = locate(db, user, path.challengeId)
          if (!found) return Effect.fail(noChallenge())
          const people = db.state.employees.filter((e) => e.entityId === found.challenge.ownerId)
          // The same standings every time: progress from the person and the challenge, best first.
          const rows = people
            .map((person) => ({
              displayName: `${person.firstName} ${person.lastName.slice(0, 1)}.`,
              progress: ((person.personId * 7919 + path.challengeId * 31) % 101) / 100,
            }))
            .sort((a, b) => b.progress - a.progress || a.displayName.localeCompare(b.displayName))
          return Effect.succeed(
            rows
              .slice(0, 10)
              .map((row, index) => ({ ...row, rank: index + 1, points: Math.round(row.progress * 500) })),
          )
        }),
      ),
  )
}
