import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Schema } from "effect"
import { ErrorKeys } from "./annotations.js"
import { Unauthorized } from "./errors.js"
import { EntityIdParam } from "./ids.js"

export const ProgramStats = Schema.Struct({
  programId: Schema.Int,
  name: Schema.String,
  enrolled: Schema.Int,
  completed: Schema.Int,
})
export type ProgramStats = typeof ProgramStats.Type

export const ChallengeStats = Schema.Struct({
  challengeId: Schema.Int,
  name: Schema.String,
  participants: Schema.Int,
  /** Employees who can take part; participation is participants / eligible. */
  eligible: Schema.Int,
  startDate: Schema.String,
  endDate: Schema.String,
})
export type ChallengeStats = typeof ChallengeStats.Type

export const RewardMonth = Schema.Struct({
  /** YYYY-MM */
  month: Schema.String,
  /** US dollars of rewards earned and redeemed in the month. */
  earned: Schema.Number,
  redeemed: Schema.Number,
})
export type RewardMonth = typeof RewardMonth.Type

const byOrganization = Schema.Struct({ organizationId: EntityIdParam })

export const dashboardPrograms = HttpApiEndpoint.get(
  "programs",
  "/organizations/:organizationId/dashboard/programs",
)
  .setPath(byOrganization)
  .addSuccess(Schema.Array(ProgramStats))
  .annotate(ErrorKeys, { key: "ERRORS.GET_PROGRAMS_FAILED" })

export const dashboardChallenges = HttpApiEndpoint.get(
  "challenges",
  "/organizations/:organizationId/dashboard/challenges",
)
  .setPath(byOrganization)
  .addSuccess(Schema.Array(ChallengeStats))
  .annotate(ErrorKeys, { key: "ERRORS.GET_CHALLENGES_FAILED" })

export const dashboardRewards = HttpApiEndpoint.get(
  "rewards",
  "/organizations/:organizationId/dashboard/rewards",
)
  .setPath(byOrganization)
  .addSuccess(Schema.Array(RewardMonth))
  .annotate(ErrorKeys, { key: "ERRORS.GET_REWARDS_FAILED" })

export class DashboardApi extends HttpApiGroup.make("dashboard")
  .add(dashboardPrograms)
  .add(dashboardChallenges)
  .add(dashboardRewards)
  .addError(Unauthorized) {}
