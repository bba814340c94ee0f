import { Effect } from "effect"
import * as Api from "../../api/Dashboard.js"
import type { EntityId } from "../../api/ids.js"
import { ApiClient } from "../../http/ApiClient.js"
import { call } from "../../http/call.js"
import { runtimeCache } from "../../kit/cache.js"

export interface DashboardData {
  readonly programs: ReadonlyArray<Api.ProgramStats>
  readonly challenges: ReadonlyArray<Api.ChallengeStats>
  readonly rewards: ReadonlyArray<Api.RewardMonth>
}

/** POR-6, POR-19: the dashboard's three parts, loaded together once per organization. */
export const DashboardCache = runtimeCache<EntityId, DashboardData>()

const fetchAll = (organizationId: EntityId) =>
  Effect.flatMap(ApiClient, (client) =>
    Effect.all(
      {
        programs: call(Api.dashboardPrograms, client.dashboard.programs({ path: { organizationId } })),
        challenges: call(Api.dashboardChallenges, client.dashboard.challenges({ path: { organizationId } })),
        rewards: call(Api.dashboardRewards, client.dashboard.rewards({ path: { organizationId } })),
      },
      { concurrency: "unbounded" },
    ),
  )

/** POR-6: programs, challenges and rewards by organization. */
export const load = (organizationId: EntityId) =>
  Effect.flatMap(DashboardCache, (cache) => cache.ensure(organizationId, fetchAll(organizationId)))

export const reload = (organizationId: EntityId) =>
  Effect.flatMap(DashboardCache, (cache) => cache.reload(organizationId, fetchAll(organizationId)))
