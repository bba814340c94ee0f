import { Effect } from "effect"
import type { EntityId } from "../../api/ids.js"
import type { LicenseId } from "../../api/Licenses.js"
import type { Run } from "../../layer.js"
import * as Licenses from "./Licenses.js"

const methods = (run: Run) => ({
  /**
   * The organization's licenses with the products the portal may offer (POR-1).
   * @example const licenses = await wellkit.licenses.list(entityId)
   */
  list: (entityId: EntityId) => run(Licenses.list(entityId)),
  /**
   * The organization's licenses, fetched again.
   * @example const licenses = await wellkit.licenses.reload(entityId)
   */
  reload: (entityId: EntityId) => run(Licenses.reload(entityId)),
  /**
   * Sets the day a license starts.
   * @example await wellkit.licenses.setActivationDate(entityId, licenseId, "2026-12-01")
   */
  setActivationDate: (entityId: EntityId, licenseId: LicenseId, activationDate: string) =>
    run(
      Effect.map(Licenses.setActivationDate(entityId, licenseId, activationDate), (outcome) => ({
        license: outcome.result,
        toast: outcome.toast,
      })),
    ),
})

/**
 * `wellkit.licenses`: an organization's licenses. An interface, not the inferred type: declaration
 * files would inline that type without the methods' JSDoc.
 */
export interface LicensesSdk extends ReturnType<typeof methods> {}

/** `wellkit.licenses`, run by the client's runtime; every method rejects with an AppError. */
export const sdk = (run: Run): LicensesSdk => methods(run)
