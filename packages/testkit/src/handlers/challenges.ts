import { HttpApiBuilder } from "@effect/platform"
import { BadRequest, type ChallengeSummary, NotFound, type PackageGroup, WellkitApi } from "@wellkit/core"
import { Effect } from "effect"
import type { Db } from "../db.js"
import { challengeTemplates } from "../seed-challenges.js"
import { currentUser } from "./auth.js"

/** A steady, made-up head count per challenge, so lists look lived in. */
export const participants = (challengeId: number, eligible: number) =>
  Math.round(eligible * (0.3 + ((challengeId * 37) % 60) / 100))

/** The checks the real API makes on a package group; each failure is a 400 with its status text. */
const problemOf = (group: PackageGroup): string | undefined => {
  // New challenges first: the message should name the one being added, not the one already there.
  const newestFirst = [...group.challenges].sort((a, b) => (a.challengeId ? 1 : 0) - (b.challengeId ? 1 : 0))
  for (const challenge of newestFirst) {
    if (challenge.endDate < challenge.startDate) return `“${challenge.name}” ends before it starts.`
    const clash = group.challenges.find(
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

export const challengeHandlers = (db: Db) => {
  const find = (packageGroupId: number, organizationId: number) =>
    db.state.packageGroups.find(
      (g) => g.packageGroupId === packageGroupId && g.organizationId === organizationId,
    )
  const missing = () => new NotFound({ message: "There is no such package group in this organisation." })
  return HttpApiBuilder.group(WellkitApi, "challenges", (handlers) =>
    handlers
      .handle("list", ({ request, path }) =>
        Effect.map(currentUser(db, request), () => {
          const eligible = db.state.employees.filter((e) => e.entityId === path.organizationId).length
          return db.state.packageGroups
            .filter((group) => group.organizationId === path.organizationId)
            .flatMap((group) =>
              group.challenges.map(
                (challenge) =>
                  ({
                    challengeId: challenge.challengeId,
                    packageGroupId: group.packageGroupId,
                    name: challenge.name,
                    goal: challenge.goal,
                    startDate: challenge.startDate,
                    endDate: challenge.endDate,
                    participants: participants(challenge.challengeId ?? 0, eligible),
                  }) as ChallengeSummary,
              ),
            )
            .sort((a, b) => a.startDate.localeCompare(b.startDate))
        }),
      )
      .handle("templates", ({ request }) => Effect.as(currentUser(db, request), challengeTemplates))
      .handle("packageGroup", ({ request, path, urlParams }) =>
        Effect.flatMap(currentUser(db, request), () => {
          const group = find(path.packageGroupId, urlParams.organizationId)
          return group ? Effect.succeed(group) : Effect.fail(missing())
        }),
      )
      .handle("savePackageGroup", ({ request, path, urlParams, payload }) =>
        Effect.flatMap(currentUser(db, request), (): Effect.Effect<PackageGroup, NotFound | BadRequest> => {
          const group = find(path.packageGroupId, urlParams.organizationId)
          if (!group) return Effect.fail(missing())
          const problem = problemOf(payload)
          if (problem) return Effect.fail(new BadRequest({ message: problem }))
          const highest = Math.max(
            0,
            ...db.state.packageGroups.flatMap((g) => g.challenges.map((c) => c.challengeId ?? 0)),
          )
          let added = 0
          const idFor = (challengeId: number | undefined) => {
            if (challengeId !== undefined) return challengeId
            added += 1
            return highest + added
          }
          const saved = {
            ...group,
            name: payload.name,
            challenges: payload.challenges.map((c) => ({ ...c, challengeId: idFor(c.challengeId) })),
          } as unknown as PackageGroup
          db.state.packageGroups = db.state.packageGroups.map((g) => (g === group ? saved : g))
          db.persist()
          return Effect.succeed(saved)
        }),
      ),
  )
}
