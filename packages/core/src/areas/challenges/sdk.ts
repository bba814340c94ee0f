import { Effect } from "effect"
import type { PackageGroup, PackageGroupId } from "../../api/Challenges.js"
import type { EntityId } from "../../api/ids.js"
import type { Run } from "../../layer.js"
import * as Challenges from "./Challenges.js"
import { redirectAfterChallenge } from "./rules.js"

const methods = (run: Run) => ({
  /**
   * The organization's challenges across its package groups (POR-5).
   * @example const challenges = await wellkit.challenges.list(entityId)
   */
  list: (entityId: EntityId) => run(Challenges.list(entityId)),
  /**
   * The organization's challenges, fetched again.
   * @example const challenges = await wellkit.challenges.reload(entityId)
   */
  reload: (entityId: EntityId) => run(Challenges.reload(entityId)),
  /**
   * One package group with its challenges.
   * @example const group = await wellkit.challenges.packageGroup(entityId, packageGroupId)
   */
  packageGroup: (entityId: EntityId, packageGroupId: PackageGroupId) =>
    run(Challenges.packageGroup(entityId, packageGroupId)),
  /**
   * Adds, saves or removes challenges by putting the whole package group (POR-5).
   * @example await wellkit.challenges.savePackageGroup("save", { ...group, name: "Spring" })
   */
  savePackageGroup: (action: "add" | "save" | "remove", group: PackageGroup) =>
    run(
      Effect.map(Challenges.savePackageGroup(action, group), (outcome) => ({
        group: outcome.result,
        toast: outcome.toast,
        // The spec's redirect (POR-5); the portal's own also names the organization.
        redirect: redirectAfterChallenge(action),
      })),
    ),
})

/**
 * `wellkit.challenges`: an organization's challenges and the template catalogue. An interface, not the
 * inferred type: declaration files would inline that type without the methods' JSDoc.
 */
export interface ChallengesSdk extends ReturnType<typeof methods> {}

/** `wellkit.challenges`, run by the client's runtime; every method rejects with an AppError. */
export const sdk = (run: Run): ChallengesSdk => methods(run)
