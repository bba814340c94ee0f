import { Schema } from "effect"
import { optionalText, requiredText } from "../forms/text-field.js"
import { wholeNumberBetween } from "../forms/whole-number.js"
import { crudEndpoints, crudGroup } from "../kit/resource.js"
import { EntityId } from "./ids.js"

export const FocusId = Schema.Int.pipe(Schema.positive(), Schema.brand("FocusId"))
export type FocusId = typeof FocusId.Type

/**
 * A theme of an organization's wellness program (sleep, nutrition, movement…):
 * programs summarise their activities per focus, members get recommendations by it.
 */
export const FOCUS_TEXT_MAX = { name: 60, description: 300 } as const
export const Focus = Schema.Struct({
  focusId: FocusId,
  entityId: EntityId,
  name: requiredText("a name", FOCUS_TEXT_MAX.name),
  description: optionalText("a description", FOCUS_TEXT_MAX.description),
  isActive: Schema.Boolean,
  displayOrder: wholeNumberBetween(1, 99, "The order is a whole number from 1 to 99."),
})
export type Focus = typeof Focus.Type

/** "GET by entityId; PUT by focusId and entityId": foci are only updated (K9), so a payload always has its id. */
export const focusContract = {
  name: "foci",
  idField: "focusId",
  scopeField: "entityId",
  writes: ["update"],
  id: FocusId,
  item: Focus,
  summary: Focus,
  input: Focus,
  uniqueField: "name",
  errors: {
    list: { key: "ERRORS.GET_FOCI_FAILED" },
    save: { key: "ERRORS.PUT_FOCUS_FAILED", byStatus: { 302: "ERRORS.FOCUS_NAME_EXISTS" } },
  },
} as const

export const focusEndpoints = crudEndpoints(focusContract)
export class FociApi extends crudGroup(focusContract, focusEndpoints) {}
