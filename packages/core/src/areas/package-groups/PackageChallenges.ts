import { Effect } from "effect"
import * as Api from "../../api/Challenges.js"
import { ApiClient, type ApiClientShape } from "../../http/ApiClient.js"
import { call } from "../../http/call.js"
import { type ChildAddress, defineChild } from "../../kit/nested.js"
import { type ChildCalls, childService } from "../../kit/nested-service.js"
import * as PackageGroups from "./PackageGroups.js"
import { challengeFromTemplate, challengeRules, type PackageAddress } from "./rules.js"

export const child = defineChild(
  PackageGroups.resource,
  {
    idField: "challengeId",
    input: Api.StaffChallengeInput,
    errors: { get: { key: "ERRORS.GET_CHALLENGE_FAILED" } },
  } as const,
  challengeRules,
)

const withClient = <A, E, R>(use: (client: ApiClientShape["challenges"]) => Effect.Effect<A, E, R>) =>
  Effect.flatMap(ApiClient, (client) => use(client.challenges))
const challengeIdOf = (at: ChildAddress) => ({ challengeId: at.challengeId as Api.ChallengeId })

/** The spec's challenge calls are by challengeId (and POST by owner), not under the package group. */
const calls: ChildCalls<Api.StaffChallenge, Api.StaffChallengeInput> = {
  get: (at) => withClient((c) => call(Api.getChallenge, c.challenge({ path: challengeIdOf(at) }))),
  create: (at, payload) =>
    withClient((c) =>
      call(Api.createChallenge, c.createChallenge({ path: { ownerId: at.entityId }, payload })),
    ),
  update: (at, payload) =>
    withClient((c) => call(Api.updateChallenge, c.updateChallenge({ path: challengeIdOf(at), payload }))),
  delete: (at) =>
    withClient((c) => call(Api.deleteChallenge, c.deleteChallenge({ path: challengeIdOf(at) }))),
}

/**
 * A package's challenges as staff see them: one by its address (a challenge
 * of another package is not found there), save and remove, each reloading
 * the package group (ADM-5) and so the organization admin's challenges too.
 */
export const { get, save, remove, importAll } = childService(child, PackageGroups, calls)

/** ADM-5: challenges made from templates in a package, all starting on `startDate`; the group is reloaded once. */
export const importTemplates = (
  at: PackageAddress,
  templates: ReadonlyArray<Api.ChallengeTemplate>,
  startDate: string,
) =>
  importAll(
    at,
    templates.map((template) => challengeFromTemplate(template, at, startDate)),
  )

/** How the challenge's members are doing, best first. */
export const leaderboard = (challengeId: Api.ChallengeId) =>
  withClient((c) => call(Api.challengeLeaderboard, c.leaderboard({ path: { challengeId } })))
