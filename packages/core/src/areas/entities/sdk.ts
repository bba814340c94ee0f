import type { Run } from "../../layer.js"
import * as Entities from "./Entities.js"

const methods = (run: Run) => ({
  /**
   * The organizations the signed-in user may work in, fetched once per session.
   * @example const organizations = await wellkit.entities.list()
   */
  list: () => run(Entities.list),
  /**
   * The organizations, fetched again.
   * @example const organizations = await wellkit.entities.reload()
   */
  reload: () => run(Entities.reload),
})

/**
 * `wellkit.entities`: the organizations the signed-in user may work in. An interface, not the inferred
 * type: declaration files would inline that type without the methods' JSDoc.
 */
export interface EntitiesSdk extends ReturnType<typeof methods> {}

/** `wellkit.entities`, run by the client's runtime; every method rejects with an AppError. */
export const sdk = (run: Run): EntitiesSdk => methods(run)
