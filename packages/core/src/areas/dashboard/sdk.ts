import type { EntityId } from "../../api/ids.js"
import type { Run } from "../../layer.js"
import * as Dashboard from "./Dashboard.js"

const methods = (run: Run) => ({
  /**
   * The dashboard's programs, challenges and rewards, loaded together once per organization (POR-6).
   * @example const { programs, challenges, rewards } = await wellkit.dashboard.get(entityId)
   */
  get: (entityId: EntityId) => run(Dashboard.load(entityId)),
  /**
   * The dashboard, fetched again.
   * @example const dashboard = await wellkit.dashboard.reload(entityId)
   */
  reload: (entityId: EntityId) => run(Dashboard.reload(entityId)),
})

/**
 * `wellkit.dashboard`: an organization's dashboard. An interface, not the inferred type: declaration
 * files would inline that type without the methods' JSDoc.
 */
export interface DashboardSdk extends ReturnType<typeof methods> {}

/** `wellkit.dashboard`, run by the client's runtime; every method rejects with an AppError. */
export const sdk = (run: Run): DashboardSdk => methods(run)
