import { Effect } from "effect"
import * as Api from "../../api/Challenges.js"
import type { EntityId } from "../../api/ids.js"
import { refreshIfUnknown } from "../../cache/refresh.js"
import type { SuccessToast } from "../../errors/success.js"
import { ApiClient } from "../../http/ApiClient.js"
import { call } from "../../http/call.js"
import { runtimeCache } from "../../kit/cache.js"
import { type ChallengeAction, challengeError, redirectAfterChallenge } from "./rules.js"

/** POR-5, POR-19: the organisation's challenges, loaded once until a change. */
export const ChallengeListCache = runtimeCache<EntityId, ReadonlyArray<Api.ChallengeSummary>>()

const fetchList = (organizationId: EntityId) =>
  Effect.flatMap(ApiClient, (client) =>
    call(Api.listChallenges, client.challenges.list({ path: { organizationId } })),
  )

/** POR-5: challenges by organisation. */
export const list = (organizationId: EntityId) =>
  Effect.flatMap(ChallengeListCache, (cache) => cache.ensure(organizationId, fetchList(organizationId)))

/** NAV-10: fetched again, whatever is cached. */
export const reload = (organizationId: EntityId) =>
  Effect.flatMap(ChallengeListCache, (cache) => cache.reload(organizationId, fetchList(organizationId)))

export const packageGroup = (organizationId: EntityId, packageGroupId: Api.PackageGroupId) =>
  Effect.flatMap(ApiClient, (client) =>
    call(
      Api.getPackageGroup,
      client.challenges.packageGroup({ path: { packageGroupId }, urlParams: { organizationId } }),
    ),
  )

const toasts: Record<ChallengeAction, SuccessToast> = {
  add: { title: "SUCCESS.SUCCESS_TITLE", message: "SUCCESS.CHANGES_SAVED" },
  save: { title: "SUCCESS.SUCCESS_TITLE", message: "SUCCESS.CHANGES_SAVED" },
  remove: { title: "SUCCESS.SUCCESS_TITLE", message: "SUCCESS.CHANGES_SAVED" },
}

/**
 * POR-5: puts the package group after an add, a save or a remove. A 400 is
 * the failed-to-add/save alert with the status text; an add ends on /challenges.
 */
export const savePackageGroup = (action: ChallengeAction, group: Api.PackageGroup) =>
  Effect.gen(function* () {
    const client = yield* ApiClient
    const saved = yield* call(
      Api.savePackageGroup,
      client.challenges.savePackageGroup({
        path: { packageGroupId: group.packageGroupId },
        urlParams: { organizationId: group.organizationId },
        payload: group,
      }),
    ).pipe(
      refreshIfUnknown(
        Effect.flatMap(ChallengeListCache, (cache) =>
          cache.reload(group.organizationId, fetchList(group.organizationId)).pipe(Effect.ignore),
        ),
      ),
      Effect.mapError((error) => challengeError(action, error)),
    )
    const cache = yield* ChallengeListCache
    yield* cache.reload(group.organizationId, fetchList(group.organizationId)).pipe(Effect.ignore)
    return { group: saved, toast: toasts[action], redirect: redirectAfterChallenge(action) }
  })
