import { Schema } from "effect"
import { requiredText } from "../forms/text-field.js"
import { crudEndpoints, crudGroup } from "../kit/resource.js"
import { EntityId } from "./ids.js"
import { MeasureId, TangoAccountId } from "./LicensePickLists.js"
import { IsoDate } from "./Licenses.js"

/**
 * Staff's license records: an organization's Tango reward account and what it rewards.
 * Not the organization admin's purchased licenses (`Licenses.ts`): another record, with
 * its own id and paths (docs/admin-licenses.md).
 */
export const AdminLicenseId = Schema.Int.pipe(Schema.positive(), Schema.brand("AdminLicenseId"))
export type AdminLicenseId = typeof AdminLicenseId.Type

const chosen = (sentence: string) => ({ message: () => ({ message: sentence, override: true }) })

export const ADMIN_LICENSE_TEXT_MAX = { name: 80, accountIdentifier: 60 } as const

/** What the organization's page lists of each license. */
const SummaryFields = {
  entityId: EntityId,
  name: requiredText("a name", ADMIN_LICENSE_TEXT_MAX.name),
  /** Rewards are paid from its account from this day on. */
  startDate: IsoDate.annotations(chosen("Enter the first day, as a date.")),
  isActive: Schema.Boolean,
}

const AdminLicenseFields = {
  ...SummaryFields,
  tangoAccountId: TangoAccountId.annotations(chosen("Choose a Tango customer account.")),
  /** The funded account under the Tango customer that pays the rewards, as Tango names it. */
  accountIdentifier: requiredText("the account identifier", ADMIN_LICENSE_TEXT_MAX.accountIdentifier).pipe(
    Schema.pattern(/^[a-z0-9][a-z0-9-]*$/, {
      message: () => "An account identifier has lowercase letters, digits and hyphens only.",
    }),
  ),
  /** The measures whose results earn rewards under it. */
  measureIds: Schema.Array(MeasureId).pipe(
    Schema.minItems(1, { message: () => "Choose at least one measure it rewards." }),
  ),
}

export const AdminLicenseSummary = Schema.Struct({ ...SummaryFields, licenseId: AdminLicenseId })
export type AdminLicenseSummary = typeof AdminLicenseSummary.Type

export const AdminLicense = Schema.Struct({ ...AdminLicenseFields, licenseId: AdminLicenseId })
export type AdminLicense = typeof AdminLicense.Type

/** ADM-1: "licenseId (null means new)"; one above 0 updates. */
export const AdminLicenseInput = Schema.Struct({
  ...AdminLicenseFields,
  licenseId: Schema.NullOr(AdminLicenseId),
})
export type AdminLicenseInput = typeof AdminLicenseInput.Type

/**
 * "get by entity, create with entity id, update …; save response has value field": the list
 * holds summaries and a record is read by its own call (K2); no delete (K9); a save's answer
 * is `{ value: {...} }` on the wire (K11).
 */
export const adminLicenseContract = {
  name: "adminLicenses",
  segment: "licenses",
  idField: "licenseId",
  scopeField: "entityId",
  getOne: true,
  writes: ["create", "update"],
  envelopes: { save: "value" },
  id: AdminLicenseId,
  item: AdminLicense,
  summary: AdminLicenseSummary,
  input: AdminLicenseInput,
  errors: {
    list: { key: "ERRORS.GET_ADMIN_LICENSES_FAILED" },
    get: { key: "ERRORS.GET_ADMIN_LICENSE_FAILED" },
    save: { key: "ERRORS.SAVE_ADMIN_LICENSE_FAILED" },
  },
} as const

export const adminLicenseEndpoints = crudEndpoints(adminLicenseContract)
export class AdminLicensesApi extends crudGroup(adminLicenseContract, adminLicenseEndpoints) {}
