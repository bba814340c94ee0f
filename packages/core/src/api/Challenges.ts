import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Schema } from "effect"
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

export const ChallengeTemplate = Schema.Struct({
  challengeTemplateId: ChallengeTemplateId,
  name: Schema.String,
  description: Schema.String,
  durationDays: Schema.Int,
  goal: Schema.String,
})
export type ChallengeTemplate = typeof ChallengeTemplate.Type

/** A challenge inside a package group; no id yet means it is being added. */
export const Challenge = Schema.Struct({
  challengeId: Schema.optional(ChallengeId),
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

/** POR-5: one line per challenge of the organisation, across its package groups. */
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

export const challengeTemplates = HttpApiEndpoint.get("templates", "/challenge-templates")
  .addSuccess(Schema.Array(ChallengeTemplate))
  .annotate(ErrorKeys, { key: "ERRORS.GET_CHALLEGE_TEMPLATES_FAILED" })

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

export class ChallengesApi extends HttpApiGroup.make("challenges")
  .add(listChallenges)
  .add(challengeTemplates)
  .add(getPackageGroup)
  .add(savePackageGroup)
  .addError(Unauthorized) {}
