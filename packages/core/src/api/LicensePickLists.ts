import { Schema } from "effect"
import { crudEndpoints, crudGroup } from "../kit/resource.js"
import { EntityId } from "./ids.js"

export const TangoAccountId = Schema.Int.pipe(Schema.positive(), Schema.brand("TangoAccountId"))
export type TangoAccountId = typeof TangoAccountId.Type
export const MeasureId = Schema.Int.pipe(Schema.positive(), Schema.brand("MeasureId"))
export type MeasureId = typeof MeasureId.Type

/**
 * A Tango customer account the platform holds for an organization: the customer
 * whose funded accounts pay the organization's gift-card rewards.
 */
export const TangoAccount = Schema.Struct({
  tangoAccountId: TangoAccountId,
  entityId: EntityId,
  displayName: Schema.String,
  /** The customer's identifier at Tango. */
  customerIdentifier: Schema.String,
  currencyCode: Schema.String,
})
export type TangoAccount = typeof TangoAccount.Type

/**
 * "get tango customer accounts by entity (response has result field)": a read-only
 * list (K9) of the organization's, answered as `{ result: [...] }` (K11).
 */
export const tangoAccountContract = {
  name: "tangoAccounts",
  segment: "tangoCustomerAccounts",
  idField: "tangoAccountId",
  scopeField: "entityId",
  writes: [],
  envelopes: { list: "result" },
  id: TangoAccountId,
  item: TangoAccount,
  summary: TangoAccount,
  input: TangoAccount,
  errors: { list: { key: "ERRORS.GET_TANGO_ACCOUNTS_FAILED" } },
} as const

export const tangoAccountEndpoints = crudEndpoints(tangoAccountContract)
export class TangoAccountsApi extends crudGroup(tangoAccountContract, tangoAccountEndpoints) {}

/** A health measure the platform records (the same catalogue a flow's measures come from). */
export const Measure = Schema.Struct({ measureId: MeasureId, name: Schema.String, unit: Schema.String })
export type Measure = typeof Measure.Type

/** "Measures GET all": the platform's catalogue, the same for every organization (K1), read only (K9). */
export const measureContract = {
  name: "measures",
  belongsTo: "nobody",
  idField: "measureId",
  writes: [],
  id: MeasureId,
  item: Measure,
  summary: Measure,
  input: Measure,
  errors: { list: { key: "ERRORS.GET_MEASURES_FAILED" } },
} as const

export const measureEndpoints = crudEndpoints(measureContract)
export class MeasuresApi extends crudGroup(measureContract, measureEndpoints) {}
