import { Effect } from "effect"
import type { ChallengeId } from "../../api/Challenges.js"
import type { UserId } from "../../api/ids.js"
import * as Api from "../../api/MemberPrograms.js"
import { ApiClient } from "../../http/ApiClient.js"
import { call } from "../../http/call.js"
import { related } from "../../kit/related.js"
import { write } from "../../kit/write.js"

/** The rules, read as `MemberPrograms.markMember`, …: no generic name reaches the package root. */
export * from "./rules.js"

/** One of the member's programs: the key of its activities and its focus report. */
export interface ProgramKey {
  readonly userId: UserId
  readonly userProgramId: Api.UserProgramId
}
/** One of the member's challenges: the key of its details, activities and leaderboard. */
export interface ChallengeKey {
  readonly userId: UserId
  readonly challengeId: ChallengeId
}

const member = (userId: UserId) => ({ path: { userId } })

export const fetchPrograms = (userId: UserId) =>
  Effect.flatMap(ApiClient, (client) =>
    call(Api.memberProgramList, client.memberPrograms.programs(member(userId))),
  )
export const fetchInvited = (userId: UserId) =>
  Effect.flatMap(ApiClient, (client) =>
    call(Api.invitedPrograms, client.memberPrograms.invitedPrograms(member(userId))),
  )
export const fetchHistory = (userId: UserId) =>
  Effect.flatMap(ApiClient, (client) =>
    call(Api.programHistory, client.memberPrograms.programHistory(member(userId))),
  )
export const fetchProgramActivities = (key: ProgramKey) =>
  Effect.flatMap(ApiClient, (client) =>
    call(Api.programActivities, client.memberPrograms.programActivities({ path: key })),
  )
export const fetchFocusReport = (key: ProgramKey) =>
  Effect.flatMap(ApiClient, (client) =>
    call(Api.focusReport, client.memberPrograms.focusReport({ path: key })),
  )

export const fetchChallenges = (userId: UserId) =>
  Effect.flatMap(ApiClient, (client) =>
    call(Api.memberChallengeList, client.memberPrograms.challenges(member(userId))),
  )
export const fetchChallenge = (key: ChallengeKey) =>
  Effect.flatMap(ApiClient, (client) =>
    call(Api.memberChallenge_, client.memberPrograms.challenge({ path: key })),
  )
export const fetchChallengeActivities = (key: ChallengeKey) =>
  Effect.flatMap(ApiClient, (client) =>
    call(Api.challengeActivities, client.memberPrograms.challengeActivities({ path: key })),
  )
export const fetchLeaderboard = (key: ChallengeKey) =>
  Effect.flatMap(ApiClient, (client) =>
    call(Api.memberLeaderboard, client.memberPrograms.leaderboard({ path: key })),
  )

export const sendDeleteProgram = (key: ProgramKey) =>
  Effect.flatMap(ApiClient, (client) =>
    call(Api.deleteMemberProgram, client.memberPrograms.deleteProgram({ path: key })),
  )
export const sendUnenroll = (key: ChallengeKey) =>
  Effect.flatMap(ApiClient, (client) => call(Api.unenroll, client.memberPrograms.unenroll({ path: key })))
export const sendTeam = (key: ChallengeKey, payload: Api.ChallengeTeamInput) =>
  Effect.flatMap(ApiClient, (client) =>
    call(Api.changeTeam, client.memberPrograms.changeTeam({ path: key, payload })),
  )

const programKey = (key: ProgramKey) => `${key.userId}/${key.userProgramId}`
const challengeKey = (key: ChallengeKey) => `${key.userId}/${key.challengeId}`

/** K8: each list of the programs tab, read when first shown and kept per member. */
export const programs = related(fetchPrograms)
export const invited = related(fetchInvited)
export const history = related(fetchHistory)
/** A program's sub-views, read only when opened. */
export const programActivities = related(fetchProgramActivities, programKey)
export const focusReport = related(fetchFocusReport, programKey)

export const challenges = related(fetchChallenges)
/** A challenge's sub-views, read only when opened. */
export const challenge = related(fetchChallenge, challengeKey)
export const challengeActivities = related(fetchChallengeActivities, challengeKey)
export const leaderboard = related(fetchLeaderboard, challengeKey)

const none = () => undefined

/** Ours: a current or invited program taken off the member; both lists are read again (ERR-5 too). */
export const deleteProgram = (key: ProgramKey) =>
  write(sendDeleteProgram(key), {
    refresh: Effect.all([programs.refresh(key.userId), invited.refresh(key.userId)], { discard: true }),
    toast: { title: "SUCCESS.COMPLETE_TITLE", message: "SUCCESS.MEMBER_PROGRAM_DELETED" },
    redirect: none,
  })

/** ERR-6: 'Complete!' — the member unenrolled from the challenge; their challenges are read again. */
export const unenrollFromChallenge = (key: ChallengeKey) =>
  write(sendUnenroll(key), {
    refresh: challenges.refresh(key.userId),
    toast: { title: "SUCCESS.COMPLETE_TITLE", message: "SUCCESS.MEMBER_UNENROLLED" },
    redirect: none,
  })

/** PUT team: the list, the open details and leaderboard show the new team. */
export const changeTeam = (key: ChallengeKey, input: Api.ChallengeTeamInput) =>
  write(sendTeam(key, input), {
    refresh: Effect.all([challenges.refresh(key.userId), challenge.refresh(key), leaderboard.refresh(key)], {
      discard: true,
    }),
    toast: { title: "SUCCESS.SUCCESS_TITLE", message: "SUCCESS.MEMBER_TEAM_CHANGED" },
    redirect: none,
  })
