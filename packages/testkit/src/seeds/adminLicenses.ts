import { type Refusals, type StoredCollection, seeded } from "../kit/stored.js"
import { tangoAccountIdOf } from "./tangoAccounts.js"

type License = readonly [number, string, string, string, ReadonlyArray<number>, string, boolean]

/** Staff's licenses: organization, name, Tango customer, account, measures (catalogue ids), first day, active. */
const licenses: ReadonlyArray<License> = [
  [1000, "Wellness rewards 2027", "acme-holdings", "acme-employees", [9, 8], "2027-01-01", true],
  [1000, "Leadership incentives", "acme-holdings", "acme-leaders", [3, 4, 5], "2026-07-01", true],
  [1000, "EU wellbeing pilot", "acme-holdings-eu", "acme-eu-employees", [9], "2026-03-01", false],
  [1001, "Acme West rewards", "acme-west", "west-employees", [9, 1], "2026-09-01", true],
]

/** Acme Holdings has three, Acme West one; Acme East and the QA sandbox none yet. */
export const seed = (): StoredCollection =>
  seeded(
    "licenseId",
    licenses.map(([entityId, name, customer, accountIdentifier, measureIds, startDate, isActive]) => ({
      entityId,
      name,
      tangoAccountId: tangoAccountIdOf(customer),
      accountIdentifier,
      measureIds: [...measureIds],
      startDate,
      isActive,
    })),
  )

/**
 * ADM-9: the API's own refusals of a license save, each with its sentence: a Tango customer
 * the organization does not have (404), an account the customer does not have (400), and
 * an account another license of the organization already pays from (409).
 */
export const refusals: Refusals = {
  save: (input, { id, owner, rows, collections }) => {
    const customer = collections.tangoAccounts?.items.find(
      (row) => row.tangoAccountId === input.tangoAccountId && row.entityId === owner,
    )
    if (!customer) return { status: 404, message: "This organization has no such Tango customer account." }
    const accounts = (customer.accounts ?? []) as ReadonlyArray<string>
    if (!accounts.includes(String(input.accountIdentifier)))
      return {
        status: 400,
        message: `The Tango customer “${customer.displayName}” has no account “${input.accountIdentifier}”. Its accounts: ${accounts.join(", ")}.`,
      }
    const linked = rows.some(
      (row) =>
        row.licenseId !== id &&
        row.tangoAccountId === input.tangoAccountId &&
        row.accountIdentifier === input.accountIdentifier,
    )
    return linked
      ? { status: 409, message: "This Tango account is already linked to another license." }
      : undefined
  },
}
