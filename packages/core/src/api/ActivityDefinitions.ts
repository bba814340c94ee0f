import { Schema } from "effect"
import { optionalText, requiredText } from "../forms/text-field.js"
import { wholeNumberBetween } from "../forms/whole-number.js"
import { crudEndpoints, crudGroup } from "../kit/resource.js"
import { EntityId } from "./ids.js"

export const ActivityDefinitionId = Schema.Int.pipe(Schema.positive(), Schema.brand("ActivityDefinitionId"))
export type ActivityDefinitionId = typeof ActivityDefinitionId.Type

/** What kind of activity members record: the portal groups and words them by it. */
export const activityKinds = ["steps", "exercise", "mindfulness", "nutrition", "sleep", "screening"] as const
export const ActivityKind = Schema.Literal(...activityKinds)
export type ActivityKind = typeof ActivityKind.Type

export const ACTIVITY_DEFINITION_TEXT_MAX = { name: 80, unit: 20, description: 500 } as const

const SummaryFields = {
  entityId: EntityId,
  name: requiredText("a name", ACTIVITY_DEFINITION_TEXT_MAX.name),
  kind: ActivityKind,
  pointsPerUnit: wholeNumberBetween(0, 1000, "Points per unit are a whole number from 0 to 1,000."),
  isActive: Schema.Boolean,
}

/** An activity members earn points for (a workout, a screening), as programs and challenges use it. */
const ActivityDefinitionFields = {
  ...SummaryFields,
  unit: Schema.Trim.pipe(
    Schema.nonEmptyString({ message: () => "Enter the unit members record, e.g. minutes." }),
    Schema.maxLength(ACTIVITY_DEFINITION_TEXT_MAX.unit, {
      message: () => `A unit has at most ${ACTIVITY_DEFINITION_TEXT_MAX.unit} characters.`,
    }),
  ),
  dailyCap: Schema.NullOr(wholeNumberBetween(1, 100_000, "A daily cap is a whole number from 1 to 100,000.")),
  description: optionalText("a description", ACTIVITY_DEFINITION_TEXT_MAX.description),
}

export const ActivityDefinitionSummary = Schema.Struct({
  ...SummaryFields,
  activityDefinitionId: ActivityDefinitionId,
  /** How many programs and challenges use it: those make some changes and deleting it impossible (ADM-13). None when unused. */
  usedBy: Schema.optional(Schema.Int),
})
export type ActivityDefinitionSummary = typeof ActivityDefinitionSummary.Type

export const ActivityDefinition = Schema.Struct({
  ...ActivityDefinitionFields,
  activityDefinitionId: ActivityDefinitionId,
  usedBy: Schema.optional(Schema.Int),
})
export type ActivityDefinition = typeof ActivityDefinition.Type

/** ADM-1 (ours): an activityDefinitionId greater than 0 means update. `usedBy` is the server's to count. */
export const ActivityDefinitionInput = Schema.Struct({
  ...ActivityDefinitionFields,
  activityDefinitionId: Schema.optional(ActivityDefinitionId),
})
export type ActivityDefinitionInput = typeof ActivityDefinitionInput.Type

export const activityDefinitionContract = {
  name: "activityDefinitions",
  idField: "activityDefinitionId",
  scopeField: "entityId",
  getOne: true,
  copies: true,
  id: ActivityDefinitionId,
  item: ActivityDefinition,
  summary: ActivityDefinitionSummary,
  input: ActivityDefinitionInput,
  uniqueField: "name",
  errors: {
    list: { key: "ERRORS.GET_ACTIVITY_DEFINITIONS_FAILED" },
    get: { key: "ERRORS.GET_ACTIVITY_DEFINITION_FAILED" },
    save: {
      key: "ERRORS.SAVE_ACTIVITY_DEFINITION_FAILED",
      // ADM-13: other records depend on it (409).
      byStatus: {
        302: "ERRORS.ACTIVITY_DEFINITION_NAME_EXISTS",
        409: "ERRORS.SAVE_ACTIVITY_DEFINITION_FAILED_DEPS",
      },
    },
    delete: {
      key: "ERRORS.DELETE_ACTIVITY_DEFINITION_FAILED",
      byStatus: { 409: "ERRORS.DELETE_ACTIVITY_DEFINITION_FAILED_DEPS" },
    },
    copy: { key: "ERRORS.COPY_ACTIVITY_DEFINITION_FAILED" },
  },
} as const

export const activityDefinitionEndpoints = crudEndpoints(activityDefinitionContract)

export class ActivityDefinitionsApi extends crudGroup(
  activityDefinitionContract,
  activityDefinitionEndpoints,
) {}
