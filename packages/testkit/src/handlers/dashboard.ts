import { HttpApiBuilder } from "@effect/platform"
import { type ChallengeStats, type ProgramStats, type RewardMonth, WellkitApi } from "@wellkit/core"
import { Effect } from "effect"
import type { Db } from "../db.js"
import { currentUser } from "./auth.js"
import { liveChallenges, participants } from "./challenges.js"

const programNames = ["Move more", "Eat well", "Stress less", "Sleep better", "Quit smoking"]

/** The same figures every time for the same organization, shaped like a real program's. */
const wave = (seed: number, index: number) => 0.5 + 0.5 * Math.sin(seed * 0.7 + index * 1.3)

export const dashboardHandlers = (db: Db) => {
  const headcount = (organizationId: number) =>
    db.state.employees.filter((employee) => employee.entityId === organizationId).length
  return HttpApiBuilder.group(WellkitApi, "dashboard", (handlers) =>
    handlers
      .handle("programs", ({ request, path }) =>
        Effect.map(currentUser(db, request), () => {
          const people = headcount(path.organizationId)
          return programNames
            .slice(0, people > 0 ? programNames.length : 0)
            .map((name, index): ProgramStats => {
              const enrolled = Math.round(people * (0.2 + 0.6 * wave(path.organizationId, index)))
              return {
                programId: 600 + index,
                name,
                enrolled,
                completed: Math.round(enrolled * (0.15 + 0.5 * wave(index, 3))),
              }
            })
        }),
      )
      .handle("challenges", ({ request, path }) =>
        Effect.map(currentUser(db, request), () => {
          const eligible = headcount(path.organizationId)
          // The organization's live program: the challenges of its active package groups.
          return liveChallenges(db, path.organizationId).map(
            (challenge): ChallengeStats => ({
              challengeId: challenge.challengeId,
              name: challenge.name,
              participants: participants(challenge.challengeId, eligible),
              eligible,
              startDate: challenge.startDate,
              endDate: challenge.endDate,
            }),
          )
        }),
      )
      .handle("rewards", ({ request, path }) =>
        Effect.map(currentUser(db, request), () => {
          const people = headcount(path.organizationId)
          return Array.from({ length: 12 }, (_, index): RewardMonth => {
            const month = new Date(Date.UTC(2025, 11 + index, 1)).toISOString().slice(0, 7)
            const earned = Math.round(people * 4 * (0.6 + wave(path.organizationId, index)) * 100) / 100
            return { month, earned, redeemed: Math.round(earned * (0.45 + 0.4 * wave(index, 7)) * 100) / 100 }
          })
        }),
      ),
  )
}
