import { Effect } from "effect"
import type { PackageGroupId } from "../../api/Challenges.js"
import type { EntityId } from "../../api/ids.js"
import type { PackageGroupInput } from "../../api/PackageGroups.js"
import type { Run } from "../../layer.js"
import * as PackageGroups from "./PackageGroups.js"

const methods = (run: Run) => ({
  /**
   * The organization's package groups (summaries), from the cache when it has them (POR-19).
   * @example const groups = await wellkit.packageGroups.list(entityId)
   */
  list: (entityId: EntityId) => run(PackageGroups.list(entityId)),
  /**
   * One package group with its packages, challenges and reward groups.
   * @example const group = await wellkit.packageGroups.get(entityId, packageGroupId)
   */
  get: (entityId: EntityId, id: PackageGroupId) => run(PackageGroups.get(entityId, id)),
  /**
   * Creates the package group, or updates it when its `packageGroupId` is above 0 (ADM-1); a refused save rejects with the server's text (ADM-9).
   * @example const saved = await wellkit.packageGroups.save({ ...group, name: "2027 challenges" })
   */
  save: (input: PackageGroupInput) => run(Effect.map(PackageGroups.save(input), (outcome) => outcome.result)),
  /**
   * Deletes the package group.
   * @example await wellkit.packageGroups.remove(entityId, packageGroupId)
   */
  remove: (entityId: EntityId, id: PackageGroupId) => run(Effect.asVoid(PackageGroups.remove(entityId, id))),
  /**
   * Copies the package group, with its packages and their contents, into another organization.
   * @example const copy = await wellkit.packageGroups.copy(entityId, packageGroupId, otherEntityId)
   */
  copy: (entityId: EntityId, id: PackageGroupId, target: EntityId) =>
    run(Effect.map(PackageGroups.copy(entityId, id, target), (outcome) => outcome.result)),
})

/**
 * `wellkit.packageGroups`: an organization's package groups. An interface, not the inferred type:
 * declaration files would inline that type without the methods' JSDoc.
 */
export interface PackageGroupsSdk extends ReturnType<typeof methods> {}

/** `wellkit.packageGroups`, run by the client's runtime; every method rejects with an AppError. */
export const sdk = (run: Run): PackageGroupsSdk => methods(run)
