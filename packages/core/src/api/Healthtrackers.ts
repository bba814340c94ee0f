import { Schema } from "effect"
import { requiredText } from "../forms/text-field.js"
import { crudEndpoints, crudGroup } from "../kit/resource.js"
import { EntityId } from "./ids.js"

export const HealthtrackerId = Schema.Int.pipe(Schema.positive(), Schema.brand("HealthtrackerId"))
export type HealthtrackerId = typeof HealthtrackerId.Type

/** What members track each day (steps, hours of sleep, glasses of water, weight, blood pressure…). */
export const HEALTHTRACKER_TEXT_MAX = { name: 80, unit: 20 } as const
const HealthtrackerFields = {
  entityId: EntityId,
  name: requiredText("a name", HEALTHTRACKER_TEXT_MAX.name),
  unit: Schema.Trim.pipe(
    Schema.nonEmptyString({ message: () => "Enter the unit members record in, e.g. steps." }),
    Schema.maxLength(HEALTHTRACKER_TEXT_MAX.unit, {
      message: () => `A unit has at most ${HEALTHTRACKER_TEXT_MAX.unit} characters.`,
    }),
  ),
  dailyGoal: Schema.NullOr(
    Schema.Number.pipe(Schema.positive({ message: () => "A daily goal is above 0." })),
  ),
  isActive: Schema.Boolean,
}

export const Healthtracker = Schema.Struct({ ...HealthtrackerFields, healthtrackerId: HealthtrackerId })
export type Healthtracker = typeof Healthtracker.Type

/** ADM-1: a present healthtrackerId means update. */
export const HealthtrackerInput = Schema.Struct({
  ...HealthtrackerFields,
  healthtrackerId: Schema.optional(HealthtrackerId),
})
export type HealthtrackerInput = typeof HealthtrackerInput.Type

export const healthtrackerContract = {
  name: "healthtrackers",
  idField: "healthtrackerId",
  scopeField: "entityId",
  id: HealthtrackerId,
  item: Healthtracker,
  summary: Healthtracker,
  input: HealthtrackerInput,
  uniqueField: "name",
  errors: {
    list: { key: "ERRORS.GET_HEALTHTRACKERS_FAILED" },
    save: { key: "ERRORS.SAVE_HEALTHTRACKER_FAILED", byStatus: { 302: "ERRORS.HEALTHTRACKER_NAME_EXISTS" } },
    delete: { key: "ERRORS.DELETE_HEALTHTRACKER_FAILED" },
  },
} as const

export const healthtrackerEndpoints = crudEndpoints(healthtrackerContract)

export class HealthtrackersApi extends crudGroup(healthtrackerContract, healthtrackerEndpoints) {}
