import { Effect } from "effect"
import type { UserId } from "../../api/ids.js"
import type { DemographicsInput, MemberInput } from "../../api/Members.js"
import type { Run } from "../../layer.js"
import * as Members from "./Members.js"

/** The Promise SDK returns data, not portal redirects: a write's search context is none. */
const everyone = { filters: {}, page: 1 } as const

const methods = (run: Run) => ({
  /**
   * One page of an organization's members matching the filters (name, emailAddress, employeeId, status).
   * @example const { members, totalRecordCount } = await wellkit.members.search({ filters: { entityId: "1000", name: "ada" }, page: 1 })
   */
  search: (query: Members.MemberQuery) => run(Members.search(query)),
  /**
   * One member.
   * @example const member = await wellkit.members.get(userId)
   */
  get: (userId: UserId) => run(Members.get(userId)),
  /**
   * Creates the member, or updates it when `userId` is above 0 (ADM-1); an e-mail on another active account rejects with ERRORS.MEMBER_EMAIL_EXISTS (ADM-13).
   * @example const member = await wellkit.members.save({ entityId, firstName: "Ada", lastName: "Lovelace", emailAddress: "ada@acme.test", employeeId: "", dob: "" })
   */
  save: (input: MemberInput) => run(Effect.map(Members.save(input, everyone), (outcome) => outcome.result)),
  /**
   * Deletes the member.
   * @example await wellkit.members.remove(userId)
   */
  remove: (userId: UserId) => run(Effect.asVoid(Members.remove(userId, everyone))),
  /**
   * Sends the member a password-reset e-mail.
   * @example await wellkit.members.reset("ada@acme.test")
   */
  reset: (emailAddress: string) => run(Effect.asVoid(Members.reset(emailAddress))),
  /**
   * Makes a pending or inactive member active.
   * @example const member = await wellkit.members.activate(userId)
   */
  activate: (userId: UserId) => run(Effect.map(Members.activate(userId), (outcome) => outcome.result)),
  /**
   * Marks the member a test account, or not.
   * @example const member = await wellkit.members.setTest(userId, true)
   */
  setTest: (userId: UserId, isTest: boolean) =>
    run(Effect.map(Members.setTest(userId, isTest), (outcome) => outcome.result)),
  /**
   * The member's demographics.
   * @example const { city, department } = await wellkit.members.demographics(userId)
   */
  demographics: (userId: UserId) => run(Members.demographics(userId)),
  /**
   * Saves the member's demographics.
   * @example await wellkit.members.saveDemographics(userId, { ...current, city: "Leeds" })
   */
  saveDemographics: (userId: UserId, input: DemographicsInput) =>
    run(Effect.map(Members.saveDemographics(userId, input), (outcome) => outcome.result)),
})

/** `wellkit.members`: an organization's members. An interface, so declaration files keep the methods' JSDoc. */
export interface MembersSdk extends ReturnType<typeof methods> {}

/** `wellkit.members`, run by the client's runtime; every method rejects with an AppError. */
export const sdk = (run: Run): MembersSdk => methods(run)
