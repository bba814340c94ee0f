import type { UserId } from "@wellkit/core"
import { type ChallengeTeamId, MemberPrograms } from "@wellkit/core/member-programs"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { inProcessSandbox } from "./harness.js"

let env: ReturnType<typeof inProcessSandbox>
const bodies: Array<string> = []

beforeEach(async () => {
  env = inProcessSandbox()
  // The harness keeps request lines; a PUT's body is read here, before the sandbox reads it.
  const handle = env.sandbox.handle
  ;(env.sandbox as { handle: typeof handle }).handle = async (request: Request) => {
    if (request.method === "PUT") bodies.push(await request.clone().text())
    return handle(request)
  }
  await env.loginAs("staff@wellkit.test")
  env.lines.length = 0
  bodies.length = 0
})
afterEach(() => env.close())

const run = <A>(effect: Parameters<typeof env.client.run<A>>[0]) => env.client.run(effect)
const pathOf = (line: string) => line.replace(/\?.*$/, "")
/** The first Acme member: the seed gives them a rich history. */
const firstAcme = () => {
  const person = env.sandbox.db.state.employees.find((employee) => employee.entityId === 1000)
  return person?.personId as UserId
}

describe("a member's programs", () => {
  it("a rich member has current, invited and past programs, each read by its own call", async () => {
    const userId = firstAcme()
    const current = await run(MemberPrograms.programs.read(userId))
    const invited = await run(MemberPrograms.invited.read(userId))
    const history = await run(MemberPrograms.history.read(userId))
    expect(current.map((program) => program.status)).toEqual(["Active", "Active"])
    expect(invited.map((program) => program.status)).toEqual(["Invited"])
    expect(history.map((program) => program.status).sort()).toEqual(["Completed", "Withdrawn"])
    const program = current[0]
    if (!program) throw new Error("no program")
    const key = { userId, userProgramId: program.userProgramId }
    expect((await run(MemberPrograms.programActivities.read(key))).length).toBeGreaterThan(3)
    expect((await run(MemberPrograms.focusReport.read(key))).recommendations.length).toBeGreaterThan(0)
    expect(env.lines.map(pathOf)).toEqual([
      `GET /members/${userId}/programs`,
      `GET /members/${userId}/invitedPrograms`,
      `GET /members/${userId}/programHistory`,
      `GET /members/${userId}/programs/${program.userProgramId}/activities`,
      `GET /members/${userId}/programs/${program.userProgramId}/focusReport`,
    ])
  })

  it("ERR-6, ERR-5 (ours): deleting a program sends one DELETE, says so and reads the shown lists again", async () => {
    const userId = firstAcme()
    const [program] = await run(MemberPrograms.programs.read(userId))
    if (!program) throw new Error("no program")
    env.lines.length = 0
    const outcome = await run(MemberPrograms.deleteProgram({ userId, userProgramId: program.userProgramId }))
    expect(outcome.toast).toEqual({
      title: "SUCCESS.COMPLETE_TITLE",
      message: "SUCCESS.MEMBER_PROGRAM_DELETED",
    })
    // The invited list was never read, so it is not read now.
    expect(env.lines.map(pathOf)).toEqual([
      `DELETE /members/${userId}/programs/${program.userProgramId}`,
      `GET /members/${userId}/programs`,
    ])
    const after = await run(MemberPrograms.programs.read(userId))
    expect(after.some((other) => other.userProgramId === program.userProgramId)).toBe(false)
  })
})

describe("a member's challenges", () => {
  it("Step it up has a full leaderboard of the organization's members, with teams, best first", async () => {
    const userId = firstAcme()
    const challenges = await run(MemberPrograms.challenges.read(userId))
    const step = challenges.find((challenge) => challenge.name === "Step it up") ?? challenges[0]
    if (!step) throw new Error("no challenge")
    const rows = await run(MemberPrograms.leaderboard.read({ userId, challengeId: step.challengeId }))
    expect(rows.length).toBeGreaterThanOrEqual(20)
    expect(rows.every((row) => row.teamName !== null)).toBe(true)
    expect(rows.map((row) => row.points)).toEqual([...rows.map((row) => row.points)].sort((a, b) => b - a))
    expect(rows.some((row) => row.userId === userId)).toBe(true)
  })

  it("ERR-6, ERR-5: unenrolling sends DELETE, toasts 'Complete!' with our words, and reads the challenges again", async () => {
    const userId = firstAcme()
    const [first] = await run(MemberPrograms.challenges.read(userId))
    if (!first) throw new Error("no challenge")
    env.lines.length = 0
    const outcome = await run(
      MemberPrograms.unenrollFromChallenge({ userId, challengeId: first.challengeId }),
    )
    expect(outcome.toast).toEqual({ title: "SUCCESS.COMPLETE_TITLE", message: "SUCCESS.MEMBER_UNENROLLED" })
    expect(env.lines.map(pathOf)).toEqual([
      `DELETE /members/${userId}/challenges/${first.challengeId}`,
      `GET /members/${userId}/challenges`,
    ])
    const after = await run(MemberPrograms.challenges.read(userId))
    expect(after.some((challenge) => challenge.challengeId === first.challengeId)).toBe(false)
  })

  it("PUT team sends only the chosen team's id and the member's challenge comes back in it", async () => {
    const userId = firstAcme()
    const [first] = await run(MemberPrograms.challenges.read(userId))
    if (!first) throw new Error("no challenge")
    const key = { userId, challengeId: first.challengeId }
    const details = await run(MemberPrograms.challenge.read(key))
    const other = details.teams.find((team) => team.teamId !== details.team?.teamId)
    if (!other) throw new Error("one team only")
    env.lines.length = 0
    const outcome = await run(MemberPrograms.changeTeam(key, { teamId: other.teamId }))
    expect(env.lines[0]).toMatch(
      new RegExp(`^PUT /members/${userId}/challenges/${first.challengeId}/team\\?`),
    )
    expect(JSON.parse(bodies[0] ?? "")).toEqual({ teamId: other.teamId })
    expect(outcome.result.team).toEqual(other)
    expect(outcome.toast.message).toBe("SUCCESS.MEMBER_TEAM_CHANGED")
    expect((await run(MemberPrograms.challenge.read(key))).team).toEqual(other)
  })

  it("a team of another challenge is refused with 404 and nothing changes", async () => {
    const userId = firstAcme()
    const [first] = await run(MemberPrograms.challenges.read(userId))
    if (!first) throw new Error("no challenge")
    const error = await run(
      MemberPrograms.changeTeam(
        { userId, challengeId: first.challengeId },
        { teamId: 9999 as ChallengeTeamId },
      ),
    ).catch((failure: unknown) => failure)
    expect(error).toMatchObject({ status: 404, message: "ERRORS.CHANGE_MEMBER_TEAM_FAILED" })
  })
})

describe("who may see a member's programs", () => {
  it("an organization admin is answered 404, as in the other staff areas", async () => {
    await env.client.session.logout()
    await env.loginAs("admin@acme.test")
    const error = await run(MemberPrograms.programs.read(firstAcme())).catch((failure: unknown) => failure)
    expect(error).toMatchObject({ status: 404 })
  })

  it("a member who does not exist is answered 404", async () => {
    const error = await run(MemberPrograms.challenges.read(99_999 as UserId)).catch(
      (failure: unknown) => failure,
    )
    expect(error).toMatchObject({ status: 404, message: "ERRORS.GET_MEMBER_CHALLENGES_FAILED" })
  })
})
