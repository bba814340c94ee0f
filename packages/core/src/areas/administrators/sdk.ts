import { Effect } from "effect"
import type { AdministratorInput } from "../../api/Administrators.js"
import type { UserId } from "../../api/ids.js"
import type { Run } from "../../layer.js"
import * as Administrators from "./Administrators.js"

/** The Promise SDK returns data, not portal redirects: a write's search context is none. */
const everyone = { filters: {}, page: 1 } as const

const methods = (run: Run) => ({
  /**
   * One page of administrators matching the filters (name, emailAddress, organizationId, adminType).
   * @example const { users, totalRecordCount } = await wellkit.administrators.search({ filters: { name: "ada" }, page: 1 })
   */
  search: (query: Administrators.AdministratorQuery) => run(Administrators.search(query)),
  /**
   * One administrator.
   * @example const admin = await wellkit.administrators.get(userId)
   */
  get: (userId: UserId) => run(Administrators.get(userId)),
  /**
   * Creates the administrator, or updates it when `userId` is above 0 (ADM-1); a 400 rejects with the server's sentence as the message (ADM-13).
   * @example const admin = await wellkit.administrators.save({ firstName: "Ada", lastName: "Lovelace", emailAddress: "ada@acme.test", adminType: 8, entityId })
   */
  save: (input: AdministratorInput) =>
    run(Effect.map(Administrators.save(input, everyone), (outcome) => outcome.result)),
  /**
   * Deletes the administrator.
   * @example await wellkit.administrators.remove(userId)
   */
  remove: (userId: UserId) => run(Effect.asVoid(Administrators.remove(userId, everyone))),
  /**
   * Sends the administrator a password-reset e-mail.
   * @example await wellkit.administrators.reset("ada@acme.test")
   */
  reset: (emailAddress: string) => run(Effect.asVoid(Administrators.reset(emailAddress))),
})

/**
 * `wellkit.administrators`: administrators of every organization. An interface, not the inferred type:
 * declaration files would inline that type without the methods' JSDoc.
 */
export interface AdministratorsSdk extends ReturnType<typeof methods> {}

/** `wellkit.administrators`, run by the client's runtime; every method rejects with an AppError. */
export const sdk = (run: Run): AdministratorsSdk => methods(run)
