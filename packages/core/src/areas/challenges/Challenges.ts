import { Effect } from "effect"
import * as Api from "../../api/Challenges.js"
import type { EntityId } from "../../api/ids.js"
import { ApiClient } from "../../http/ApiClient.js"
import { call } from "../../http/call.js"
import { runtimeCache } from "../../kit/cache.js"
import { write } from "../../kit/write.js"
import {
  type ChallengeAction,
  challengeError,
  challengeToasts,
  redirectAfterChallenge,
  withChallengeAdded,
  withChallengeDates,
  withChallengeRemoved,
} from "./rules.js"

/** POR-5, POR-19: the organization's challenges, loaded once until a change. */
export const ChallengeListCache = runtimeCache<EntityId, ReadonlyArray<Api.ChallengeSummary>>()

const fetchList = (organizationId: EntityId) =>
  Effect.flatMap(ApiClient, (client) =>
    call(Api.listChallenges, client.challenges.list({ path: { organizationId } })),
  )

/** POR-5: challenges by organization. */
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

/** POR-5, ADM-3: the organization's challenges read again after a write (also when its outcome is unknown, ERR-5). */
const refresh = (organizationId: EntityId) =>
  Effect.flatMap(ChallengeListCache, (cache) =>
    cache.reload(organizationId, fetchList(organizationId)).pipe(Effect.ignore),
  )

/**
 * POR-5: puts the package group after an add, a save or a remove, through the
 * one write path. A 400 is the failed-to-add/save alert with the status text;
 * an add ends on the organization's /challenges.
 */
export const savePackageGroup = (action: ChallengeAction, group: Api.PackageGroup) =>
  write(
    Effect.flatMap(ApiClient, (client) =>
      call(
        Api.savePackageGroup,
        client.challenges.savePackageGroup({
          path: { packageGroupId: group.packageGroupId },
          urlParams: { organizationId: group.organizationId },
          payload: group,
        }),
      ),
    ),
    {
      failure: (error) => challengeError(action, error),
      refresh: refresh(group.organizationId),
      toast: challengeToasts[action],
      redirect: () => redirectAfterChallenge(action, group.organizationId),
    },
  )

/** The group as the server has it now, changed by `edit`, and put (POR-5: the whole group is sent). */
const change = (
  action: ChallengeAction,
  organizationId: EntityId,
  packageGroupId: Api.PackageGroupId,
  edit: (group: Api.PackageGroup) => Api.PackageGroup,
) =>
  Effect.flatMap(packageGroup(organizationId, packageGroupId), (group) =>
    savePackageGroup(action, edit(group)),
  )

/** POR-5: a template becomes a challenge of the organization's group, from `startDate`. */
export const addChallenge = (
  organizationId: EntityId,
  packageGroupId: Api.PackageGroupId,
  template: Api.ChallengeTemplate,
  startDate: string,
) => change("add", organizationId, packageGroupId, (group) => withChallengeAdded(group, template, startDate))

/** POR-5: a challenge's new dates. */
export const changeDates = (
  organizationId: EntityId,
  challenge: Pick<Api.ChallengeSummary, "challengeId" | "packageGroupId">,
  dates: { readonly startDate: string; readonly endDate: string },
) =>
  change("save", organizationId, challenge.packageGroupId, (group) =>
    withChallengeDates(group, challenge.challengeId, dates),
  )

/** POR-5: a challenge taken out of its group. */
export const removeChallenge = (
  organizationId: EntityId,
  challenge: Pick<Api.ChallengeSummary, "challengeId" | "packageGroupId">,
) =>
  change("remove", organizationId, challenge.packageGroupId, (group) =>
    withChallengeRemoved(group, challenge.challengeId),
  )
