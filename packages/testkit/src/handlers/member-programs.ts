import { HttpApiBuilder } from "@effect/platform"
import { NotFound, WellkitApi } from "@wellkit/core"
import type { MemberChallenge, MemberLeaderboardRow, MemberProgram } from "@wellkit/core/member-programs"
import { Effect } from "effect"
import type { Db } from "../db.js"
import type { SandboxChallengeEntry, SandboxMemberProgram } from "../state.js"
import { currentUser } from "./auth.js"

const STAFF = 5
type Request = Parameters<typeof currentUser>[1]

/** A program row as the API answers it: what the program recorded stays behind its own calls. */
const row = ({ userId: _, activities: __, focus: ___, ...program }: SandboxMemberProgram): MemberProgram =>
  program as unknown as MemberProgram

/** Competition ranking: equal points share a rank. */
const ranked = (entries: ReadonlyArray<SandboxChallengeEntry>) => {
  const sorted = [...entries].sort((a, b) => b.points - a.points || a.userId - b.userId)
  return sorted.map((entry) => ({
    entry,
    rank: 1 + sorted.findIndex((other) => other.points === entry.points),
  }))
}

/**
 * A member's programs and challenges. Only staff may call them; anyone else,
 * and any member or enrolment that does not exist, is answered 404.
 */
export const memberProgramHandlers = (db: Db) => {
  const missing = (what: string) => Effect.fail(new NotFound({ message: `There is no such ${what}.` }))
  const member = (request: Request, userId: number) =>
    Effect.flatMap(currentUser(db, request), (user) =>
      user.adminType === STAFF && db.state.employees.some((employee) => employee.personId === userId)
        ? Effect.succeed(userId)
        : missing("member"),
    )
  const programsOf = (request: Request, userId: number, keep: (status: MemberProgram["status"]) => boolean) =>
    Effect.map(member(request, userId), () =>
      db.state.memberPrograms.filter((program) => program.userId === userId && keep(program.status)).map(row),
    )
  const program = (request: Request, userId: number, userProgramId: number) =>
    Effect.flatMap(member(request, userId), () => {
      const found = db.state.memberPrograms.find(
        (program) => program.userId === userId && program.userProgramId === userProgramId,
      )
      return found ? Effect.succeed(found) : missing("program for this member")
    })
  const teamsOf = (challengeId: number) =>
    db.state.challengeTeams.find((entry) => entry.challengeId === challengeId)?.teams ?? []
  const challengeOf = (challengeId: number) =>
    db.state.packageGroups
      .flatMap((group) => group.packages.flatMap((pkg) => pkg.challenges.map((c) => ({ ...c, group }))))
      .find((challenge) => challenge.challengeId === challengeId)
  const summary = (entry: SandboxChallengeEntry): MemberChallenge => {
    const challenge = challengeOf(entry.challengeId)
    const place = ranked(db.state.challengeEntries.filter((other) => other.challengeId === entry.challengeId))
    return {
      challengeId: entry.challengeId,
      name: challenge?.name ?? "Challenge",
      startDate: challenge?.startDate ?? "",
      endDate: challenge?.endDate ?? "",
      team: teamsOf(entry.challengeId).find((team) => team.teamId === entry.teamId) ?? null,
      // A member without points has no rank yet (an upcoming challenge).
      rank: entry.points > 0 ? (place.find((placed) => placed.entry === entry)?.rank ?? null) : null,
      points: entry.points,
    } as unknown as MemberChallenge
  }
  const entry = (request: Request, userId: number, challengeId: number) =>
    Effect.flatMap(member(request, userId), () => {
      const found = db.state.challengeEntries.find(
        (entry) => entry.userId === userId && entry.challengeId === challengeId,
      )
      return found ? Effect.succeed(found) : missing("challenge for this member")
    })
  const nameOf = (userId: number) => {
    const person = db.state.employees.find((employee) => employee.personId === userId)
    return person ? `${person.firstName} ${person.lastName}` : `Member ${userId}`
  }

  return HttpApiBuilder.group(WellkitApi, "memberPrograms", (handlers) =>
    handlers
      .handle("programs", ({ request, path }) =>
        programsOf(request, path.userId, (status) => status === "Active"),
      )
      .handle("invitedPrograms", ({ request, path }) =>
        programsOf(request, path.userId, (status) => status === "Invited"),
      )
      .handle("programHistory", ({ request, path }) =>
        programsOf(request, path.userId, (status) => status === "Completed" || status === "Withdrawn"),
      )
      .handle("programActivities", ({ request, path }) =>
        Effect.map(program(request, path.userId, path.userProgramId), (found) => found.activities),
      )
      .handle("focusReport", ({ request, path }) =>
        Effect.map(
          program(request, path.userId, path.userProgramId),
          (found) => ({ ...found.focus, userProgramId: found.userProgramId }) as never,
        ),
      )
      .handle("deleteProgram", ({ request, path }) =>
        Effect.map(program(request, path.userId, path.userProgramId), (found) => {
          db.state.memberPrograms = db.state.memberPrograms.filter((other) => other !== found)
          db.persist()
        }),
      )
      .handle("challenges", ({ request, path }) =>
        Effect.map(member(request, path.userId), (userId) =>
          db.state.challengeEntries.filter((entry) => entry.userId === userId).map(summary),
        ),
      )
      .handle("challenge", ({ request, path }) =>
        Effect.map(entry(request, path.userId, path.challengeId), (found) => {
          const challenge = challengeOf(found.challengeId)
          return {
            ...summary(found),
            goal: challenge?.goal ?? "",
            packageGroupName: challenge?.group.name ?? "",
            participants: db.state.challengeEntries.filter((other) => other.challengeId === found.challengeId)
              .length,
            teams: teamsOf(found.challengeId),
          } as never
        }),
      )
      .handle("challengeActivities", ({ request, path }) =>
        Effect.map(entry(request, path.userId, path.challengeId), (found) => found.activities as never),
      )
      .handle("leaderboard", ({ request, path }) =>
        Effect.map(entry(request, path.userId, path.challengeId), (found) =>
          ranked(db.state.challengeEntries.filter((other) => other.challengeId === found.challengeId)).map(
            ({ entry: placed, rank }) =>
              ({
                rank,
                userId: placed.userId,
                name: nameOf(placed.userId),
                teamName:
                  teamsOf(placed.challengeId).find((team) => team.teamId === placed.teamId)?.name ?? null,
                points: placed.points,
              }) as unknown as MemberLeaderboardRow,
          ),
        ),
      )
      .handle("unenroll", ({ request, path }) =>
        Effect.map(entry(request, path.userId, path.challengeId), (found) => {
          db.state.challengeEntries = db.state.challengeEntries.filter((other) => other !== found)
          db.persist()
        }),
      )
      .handle("changeTeam", ({ request, path, payload }) =>
        Effect.flatMap(entry(request, path.userId, path.challengeId), (found) => {
          if (!teamsOf(found.challengeId).some((team) => team.teamId === payload.teamId))
            return missing("team in this challenge")
          found.teamId = payload.teamId
          db.persist()
          return Effect.succeed(summary(found))
        }),
      ),
  )
}
