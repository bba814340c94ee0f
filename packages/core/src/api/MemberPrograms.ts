import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "@effect/platform"
import { Schema } from "effect"
import { ErrorKeys } from "./annotations.js"
import { ChallengeId } from "./Challenges.js"
import { NotFound, Unauthorized } from "./errors.js"
import { UserId } from "./ids.js"
import { IsoDate } from "./Licenses.js"
import { ProgramId } from "./Programs.js"

const brandedId = <B extends string>(brand: B) => Schema.Int.pipe(Schema.positive(), Schema.brand(brand))
const fromText = <A>(id: Schema.Schema<A, number>) => Schema.NumberFromString.pipe(Schema.compose(id))

/** One member's enrolment in a program (the spec's userProgramId). */
export const UserProgramId = brandedId("UserProgramId")
export type UserProgramId = typeof UserProgramId.Type
export const ChallengeTeamId = brandedId("ChallengeTeamId")
export type ChallengeTeamId = typeof ChallengeTeamId.Type

export const MEMBER_PROGRAM_STATUSES = ["Invited", "Active", "Completed", "Withdrawn"] as const
export const MemberProgramStatus = Schema.Literal(...MEMBER_PROGRAM_STATUSES)
export type MemberProgramStatus = typeof MemberProgramStatus.Type

/** A program as one member takes part in it; the dates a stage has not reached are null. */
export const MemberProgram = Schema.Struct({
  userProgramId: UserProgramId,
  programId: ProgramId,
  name: Schema.String,
  status: MemberProgramStatus,
  invitedDate: Schema.NullOr(IsoDate),
  enrolledDate: Schema.NullOr(IsoDate),
  startedDate: Schema.NullOr(IsoDate),
  /** The day it was completed or left. */
  endedDate: Schema.NullOr(IsoDate),
  /** Share of the program's activities done, 0 to 100. */
  progress: Schema.Int.pipe(Schema.between(0, 100)),
})
export type MemberProgram = typeof MemberProgram.Type

export const ACTIVITY_OUTCOMES = ["Done", "Missed", "Planned"] as const
export const ProgramActivity = Schema.Struct({
  activityId: Schema.Int,
  name: Schema.String,
  date: IsoDate,
  outcome: Schema.Literal(...ACTIVITY_OUTCOMES),
  points: Schema.Int,
})
export type ProgramActivity = typeof ProgramActivity.Type

/** The focus recommendations a program made for the member (read-only). */
export const FocusReport = Schema.Struct({
  userProgramId: UserProgramId,
  focus: Schema.String,
  generatedDate: IsoDate,
  recommendations: Schema.Array(
    Schema.Struct({
      title: Schema.String,
      detail: Schema.String,
      priority: Schema.Literal("High", "Medium", "Low"),
    }),
  ),
})
export type FocusReport = typeof FocusReport.Type

export const ChallengeTeam = Schema.Struct({ teamId: ChallengeTeamId, name: Schema.String })
export type ChallengeTeam = typeof ChallengeTeam.Type

/** A challenge the member is enrolled in; no rank before the member has points. */
export const MemberChallenge = Schema.Struct({
  challengeId: ChallengeId,
  name: Schema.String,
  startDate: IsoDate,
  endDate: IsoDate,
  team: Schema.NullOr(ChallengeTeam),
  rank: Schema.NullOr(Schema.Int),
  points: Schema.Int,
})
export type MemberChallenge = typeof MemberChallenge.Type

export const MemberChallengeDetails = Schema.Struct({
  ...MemberChallenge.fields,
  goal: Schema.String,
  packageGroupName: Schema.String,
  participants: Schema.Int,
  /** The teams the member may move to. */
  teams: Schema.Array(ChallengeTeam),
})
export type MemberChallengeDetails = typeof MemberChallengeDetails.Type

export const ChallengeActivity = Schema.Struct({
  activityId: Schema.Int,
  date: IsoDate,
  description: Schema.String,
  points: Schema.Int,
})
export type ChallengeActivity = typeof ChallengeActivity.Type

export const MemberLeaderboardRow = Schema.Struct({
  rank: Schema.Int,
  userId: UserId,
  name: Schema.String,
  teamName: Schema.NullOr(Schema.String),
  points: Schema.Int,
})
export type MemberLeaderboardRow = typeof MemberLeaderboardRow.Type

/** PUT team: the team the member moves to, one of the challenge's; the form's select sends none as null. */
export const ChallengeTeamInput = Schema.Struct({
  teamId: ChallengeTeamId.annotations({ message: () => ({ message: "Choose a team.", override: true }) }),
})
export type ChallengeTeamInput = typeof ChallengeTeamInput.Type

const member = Schema.Struct({ userId: fromText(UserId) })
const memberProgram = Schema.Struct({ userId: fromText(UserId), userProgramId: fromText(UserProgramId) })
const memberChallenge = Schema.Struct({ userId: fromText(UserId), challengeId: fromText(ChallengeId) })
const keys = (key: `ERRORS.${string}`) => ({ key })

const read = <N extends string, P extends `/${string}`>(name: N, path: P, key: `ERRORS.${string}`) =>
  HttpApiEndpoint.get(name, path).addError(NotFound).annotate(ErrorKeys, keys(key))

export const memberProgramList = read(
  "programs",
  "/members/:userId/programs",
  "ERRORS.GET_MEMBER_PROGRAMS_FAILED",
)
  .setPath(member)
  .addSuccess(Schema.Array(MemberProgram))
export const invitedPrograms = read(
  "invitedPrograms",
  "/members/:userId/invitedPrograms",
  "ERRORS.GET_MEMBER_INVITED_PROGRAMS_FAILED",
)
  .setPath(member)
  .addSuccess(Schema.Array(MemberProgram))
export const programHistory = read(
  "programHistory",
  "/members/:userId/programHistory",
  "ERRORS.GET_MEMBER_PROGRAM_HISTORY_FAILED",
)
  .setPath(member)
  .addSuccess(Schema.Array(MemberProgram))
export const programActivities = read(
  "programActivities",
  "/members/:userId/programs/:userProgramId/activities",
  "ERRORS.GET_MEMBER_PROGRAM_ACTIVITIES_FAILED",
)
  .setPath(memberProgram)
  .addSuccess(Schema.Array(ProgramActivity))
export const focusReport = read(
  "focusReport",
  "/members/:userId/programs/:userProgramId/focusReport",
  "ERRORS.GET_MEMBER_FOCUS_REPORT_FAILED",
)
  .setPath(memberProgram)
  .addSuccess(FocusReport)
export const deleteMemberProgram = HttpApiEndpoint.del(
  "deleteProgram",
  "/members/:userId/programs/:userProgramId",
)
  .setPath(memberProgram)
  .addSuccess(HttpApiSchema.NoContent)
  .addError(NotFound)
  .annotate(ErrorKeys, keys("ERRORS.DELETE_MEMBER_PROGRAM_FAILED"))

export const memberChallengeList = read(
  "challenges",
  "/members/:userId/challenges",
  "ERRORS.GET_MEMBER_CHALLENGES_FAILED",
)
  .setPath(member)
  .addSuccess(Schema.Array(MemberChallenge))
export const memberChallenge_ = read(
  "challenge",
  "/members/:userId/challenges/:challengeId",
  "ERRORS.GET_MEMBER_CHALLENGE_FAILED",
)
  .setPath(memberChallenge)
  .addSuccess(MemberChallengeDetails)
export const challengeActivities = read(
  "challengeActivities",
  "/members/:userId/challenges/:challengeId/activities",
  "ERRORS.GET_MEMBER_CHALLENGE_ACTIVITIES_FAILED",
)
  .setPath(memberChallenge)
  .addSuccess(Schema.Array(ChallengeActivity))
export const memberLeaderboard = read(
  "leaderboard",
  "/members/:userId/challenges/:challengeId/leaderboard",
  "ERRORS.GET_CHALLENGE_LEADERBOARD_FAILED",
)
  .setPath(memberChallenge)
  .addSuccess(Schema.Array(MemberLeaderboardRow))
export const unenroll = HttpApiEndpoint.del("unenroll", "/members/:userId/challenges/:challengeId")
  .setPath(memberChallenge)
  .addSuccess(HttpApiSchema.NoContent)
  .addError(NotFound)
  .annotate(ErrorKeys, keys("ERRORS.UNENROLL_MEMBER_FAILED"))
export const changeTeam = HttpApiEndpoint.put("changeTeam", "/members/:userId/challenges/:challengeId/team")
  .setPath(memberChallenge)
  .setPayload(ChallengeTeamInput)
  .addSuccess(MemberChallenge)
  .addError(NotFound)
  .annotate(ErrorKeys, keys("ERRORS.CHANGE_MEMBER_TEAM_FAILED"))

/** A member's programs and challenges, as staff see and change them in the member's record. */
export class MemberProgramsApi extends HttpApiGroup.make("memberPrograms")
  .add(memberProgramList)
  .add(invitedPrograms)
  .add(programHistory)
  .add(programActivities)
  .add(focusReport)
  .add(deleteMemberProgram)
  .add(memberChallengeList)
  .add(memberChallenge_)
  .add(challengeActivities)
  .add(memberLeaderboard)
  .add(unenroll)
  .add(changeTeam)
  .addError(Unauthorized) {}
