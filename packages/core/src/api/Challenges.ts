import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "@effect/platform"
import { Schema } from "effect"
import { wholeNumberBetween } from "../forms/whole-number.js"
import { ErrorKeys } from "./annotations.js"
import { BadRequest, NotFound, Unauthorized } from "./errors.js"
import { EntityId, EntityIdParam } from "./ids.js"
import { IsoDate } from "./Licenses.js"

export const PackageGroupId = Schema.Int.pipe(Schema.positive(), Schema.brand("PackageGroupId"))
export type PackageGroupId = typeof PackageGroupId.Type
export const ChallengeId = Schema.Int.pipe(Schema.positive(), Schema.brand("ChallengeId"))
export type ChallengeId = typeof ChallengeId.Type
export const ChallengeTemplateId = Schema.Int.pipe(Schema.positive(), Schema.brand("ChallengeTemplateId"))
export type ChallengeTemplateId = typeof ChallengeTemplateId.Type
/** A package of a package group: what holds its challenges and reward groups. */
export const PackageId = Schema.Int.pipe(Schema.positive(), Schema.brand("PackageId"))
export type PackageId = typeof PackageId.Type
const idParam = <A>(id: Schema.Schema<A, number>) => Schema.NumberFromString.pipe(Schema.compose(id))

export const ChallengeTemplate = Schema.Struct({
  challengeTemplateId: ChallengeTemplateId,
  name: Schema.String,
  description: Schema.String,
  durationDays: Schema.Int,
  goal: Schema.String,
})
export type ChallengeTemplate = typeof ChallengeTemplate.Type

/** A challenge inside a package group; no id yet means it is being added (to the group's first package, when no package is named). */
export const Challenge = Schema.Struct({
  challengeId: Schema.optional(ChallengeId),
  packageId: Schema.optional(PackageId),
  challengeTemplateId: ChallengeTemplateId,
  name: Schema.String,
  goal: Schema.String,
  startDate: IsoDate,
  endDate: IsoDate,
})
export type Challenge = typeof Challenge.Type

export const PackageGroup = Schema.Struct({
  packageGroupId: PackageGroupId,
  organizationId: EntityId,
  name: Schema.String,
  challenges: Schema.Array(Challenge),
})
export type PackageGroup = typeof PackageGroup.Type

/** POR-5: one line per challenge of the organization, across its package groups. */
export const ChallengeSummary = Schema.Struct({
  challengeId: ChallengeId,
  packageGroupId: PackageGroupId,
  name: Schema.String,
  goal: Schema.String,
  startDate: IsoDate,
  endDate: IsoDate,
  participants: Schema.Int,
})
export type ChallengeSummary = typeof ChallengeSummary.Type

const inGroup = {
  path: Schema.Struct({ packageGroupId: Schema.NumberFromString.pipe(Schema.compose(PackageGroupId)) }),
  urlParams: Schema.Struct({ organizationId: EntityIdParam }),
}

export const listChallenges = HttpApiEndpoint.get("list", "/organizations/:organizationId/challenges")
  .setPath(Schema.Struct({ organizationId: EntityIdParam }))
  .addSuccess(Schema.Array(ChallengeSummary))
  .annotate(ErrorKeys, { key: "ERRORS.GET_CHALLENGES_FAILED" })

export const getPackageGroup = HttpApiEndpoint.get("packageGroup", "/package-groups/:packageGroupId")
  .setPath(inGroup.path)
  .setUrlParams(inGroup.urlParams)
  .addSuccess(PackageGroup)
  .addError(NotFound)
  .annotate(ErrorKeys, { key: "ERRORS.GET_CHALLENGES_FAILED" })

/** POR-5: adding, saving and removing challenges all put the whole package group. */
export const savePackageGroup = HttpApiEndpoint.put("savePackageGroup", "/package-groups/:packageGroupId")
  .setPath(inGroup.path)
  .setUrlParams(inGroup.urlParams)
  .setPayload(PackageGroup)
  .addSuccess(PackageGroup)
  .addError(BadRequest)
  .addError(NotFound)
  .annotate(ErrorKeys, { key: "ERRORS.UPDATE_PACKAGEGROUP_FAILED" })

/** The longest name and goal of a challenge and of a challenge template; the forms read them here. */
export const CHALLENGE_TEXT_MAX = { name: 80, goal: 80 } as const

/** `short` names the field in its limit's sentence: "Enter the goal members work towards.", "A goal has at most 80 characters." */
const name = (what: string, short: string, max: number) =>
  Schema.Trim.pipe(
    Schema.nonEmptyString({ message: () => `Enter ${what}.` }),
    Schema.maxLength(max, { message: () => `${short} has at most ${max} characters.` }),
  )

/** A challenge as staff manage it: owned by an organization, in a package of one of its package groups. */
const StaffChallengeFields = {
  ownerId: EntityId,
  packageGroupId: PackageGroupId,
  packageId: PackageId,
  challengeTemplateId: ChallengeTemplateId,
  name: name("a name", "A name", CHALLENGE_TEXT_MAX.name),
  goal: name("the goal members work towards", "A goal", CHALLENGE_TEXT_MAX.goal),
  startDate: IsoDate,
  endDate: IsoDate,
}
const endsAfterStart = <A extends { readonly startDate: string; readonly endDate: string }>(input: A) =>
  input.endDate >= input.startDate || {
    path: ["endDate"],
    message: "A challenge cannot end before it starts.",
  }

export const StaffChallenge = Schema.Struct({ ...StaffChallengeFields, challengeId: ChallengeId })
export type StaffChallenge = typeof StaffChallenge.Type
/** ADM-1: a challengeId means update. */
export const StaffChallengeInput = Schema.Struct({
  ...StaffChallengeFields,
  challengeId: Schema.optional(ChallengeId),
}).pipe(Schema.filter(endsAfterStart))
export type StaffChallengeInput = typeof StaffChallengeInput.Type

export const LeaderboardEntry = Schema.Struct({
  rank: Schema.Int,
  displayName: Schema.String,
  /** Share of the goal reached, 0 to 1. */
  progress: Schema.Number,
  points: Schema.Int,
})
export type LeaderboardEntry = typeof LeaderboardEntry.Type

export const ChallengeTemplateInput = Schema.Struct({
  challengeTemplateId: Schema.optional(ChallengeTemplateId),
  name: name("a name", "A name", CHALLENGE_TEXT_MAX.name),
  description: Schema.String,
  durationDays: wholeNumberBetween(1, 365, "A challenge lasts 1 to 365 days."),
  goal: name("the goal", "A goal", CHALLENGE_TEXT_MAX.goal),
})
export type ChallengeTemplateInput = typeof ChallengeTemplateInput.Type

const oneChallenge = Schema.Struct({ challengeId: idParam(ChallengeId) })

export const getChallenge = HttpApiEndpoint.get("challenge", "/challenges/:challengeId")
  .setPath(oneChallenge)
  .addSuccess(StaffChallenge)
  .addError(NotFound)
  .annotate(ErrorKeys, { key: "ERRORS.GET_CHALLENGE_FAILED" })

export const createChallenge = HttpApiEndpoint.post("createChallenge", "/owners/:ownerId/challenges")
  .setPath(Schema.Struct({ ownerId: EntityIdParam }))
  .setPayload(StaffChallengeInput)
  .addSuccess(StaffChallenge, { status: 201 })
  .addError(BadRequest)
  .addError(NotFound)
  .annotate(ErrorKeys, { key: "ERRORS.POST_CHALLENGE_FAILED" })

export const updateChallenge = HttpApiEndpoint.put("updateChallenge", "/challenges/:challengeId")
  .setPath(oneChallenge)
  .setPayload(StaffChallengeInput)
  .addSuccess(StaffChallenge)
  .addError(BadRequest)
  .addError(NotFound)
  .annotate(ErrorKeys, { key: "ERRORS.PUT_CHALLENGE_FAILED" })

export const deleteChallenge = HttpApiEndpoint.del("deleteChallenge", "/challenges/:challengeId")
  .setPath(oneChallenge)
  .addSuccess(HttpApiSchema.NoContent)
  .addError(NotFound)
  .annotate(ErrorKeys, { key: "ERRORS.DELETE_CHALLENGE_FAILED" })

export const challengeLeaderboard = HttpApiEndpoint.get("leaderboard", "/challenges/:challengeId/leaderboard")
  .setPath(oneChallenge)
  .addSuccess(Schema.Array(LeaderboardEntry))
  .addError(NotFound)
  .annotate(ErrorKeys, { key: "ERRORS.GET_CHALLENGE_LEADERBOARD_FAILED" })

/** Every challenge call: the portal's by organization and package group, and staff's one by one. */
export class ChallengesApi extends HttpApiGroup.make("challenges")
  .add(listChallenges)
  .add(getPackageGroup)
  .add(savePackageGroup)
  .add(getChallenge)
  .add(createChallenge)
  .add(updateChallenge)
  .add(deleteChallenge)
  .add(challengeLeaderboard)
  .addError(Unauthorized) {}
