import { Schema } from "effect"
import { optionalText, requiredText } from "../forms/text-field.js"
import { wholeNumberBetween } from "../forms/whole-number.js"
import { crudEndpoints, crudGroup } from "../kit/resource.js"
import { EntityId } from "./ids.js"

export const VoyageTemplateId = Schema.Int.pipe(Schema.positive(), Schema.brand("VoyageTemplateId"))
export type VoyageTemplateId = typeof VoyageTemplateId.Type

export const VOYAGE_TEMPLATE_TEXT_MAX = { name: 80, description: 500 } as const

/** What the list of an organization's voyage templates shows of each. */
const SummaryFields = {
  entityId: EntityId,
  name: requiredText("a name", VOYAGE_TEMPLATE_TEXT_MAX.name),
  weeks: wholeNumberBetween(1, 52, "A voyage lasts from 1 to 52 weeks."),
  isActive: Schema.Boolean,
}

/** A guided journey members take week by week (a 12-week heart-health voyage, say); the record adds its words. */
const VoyageTemplateFields = {
  ...SummaryFields,
  description: optionalText("a description", VOYAGE_TEMPLATE_TEXT_MAX.description),
  welcome: Schema.Trim,
}

export const VoyageTemplateSummary = Schema.Struct({ ...SummaryFields, voyageTemplateId: VoyageTemplateId })
export type VoyageTemplateSummary = typeof VoyageTemplateSummary.Type

export const VoyageTemplate = Schema.Struct({ ...VoyageTemplateFields, voyageTemplateId: VoyageTemplateId })
export type VoyageTemplate = typeof VoyageTemplate.Type

/** ADM-1: a voyageTemplateId greater than 0 means update. */
export const VoyageTemplateInput = Schema.Struct({
  ...VoyageTemplateFields,
  voyageTemplateId: Schema.optional(VoyageTemplateId),
})
export type VoyageTemplateInput = typeof VoyageTemplateInput.Type

export const voyageTemplateContract = {
  name: "voyageTemplates",
  idField: "voyageTemplateId",
  scopeField: "entityId",
  getOne: true,
  id: VoyageTemplateId,
  item: VoyageTemplate,
  summary: VoyageTemplateSummary,
  input: VoyageTemplateInput,
  uniqueField: "name",
  errors: {
    list: { key: "ERRORS.GET_VOYAGE_TEMPLATES_FAILED" },
    get: { key: "ERRORS.GET_VOYAGE_TEMPLATE_FAILED" },
    save: {
      key: "ERRORS.SAVE_VOYAGE_TEMPLATE_FAILED",
      byStatus: { 302: "ERRORS.VOYAGE_TEMPLATE_NAME_EXISTS" },
    },
    delete: { key: "ERRORS.DELETE_VOYAGE_TEMPLATE_FAILED" },
  },
} as const

export const voyageTemplateEndpoints = crudEndpoints(voyageTemplateContract)

export class VoyageTemplatesApi extends crudGroup(voyageTemplateContract, voyageTemplateEndpoints) {}
