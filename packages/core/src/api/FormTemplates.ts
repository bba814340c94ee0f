import { Schema } from "effect"
import { optionalText, requiredText } from "../forms/text-field.js"
import { crudEndpoints, crudGroup } from "../kit/resource.js"

export const FormTemplateId = Schema.Int.pipe(Schema.positive(), Schema.brand("FormTemplateId"))
export type FormTemplateId = typeof FormTemplateId.Type

/** A starting point for a form: staff copy its body into a new form of a flow. The same for every organization. */
export const FORM_TEMPLATE_TEXT_MAX = { name: 80, description: 240 } as const
const FormTemplateFields = {
  name: requiredText("a name", FORM_TEMPLATE_TEXT_MAX.name),
  description: optionalText("a description", FORM_TEMPLATE_TEXT_MAX.description),
  body: Schema.Trim.pipe(Schema.nonEmptyString({ message: () => "Write the form's body." })),
  isActive: Schema.Boolean,
}

export const FormTemplate = Schema.Struct({ ...FormTemplateFields, formTemplateId: FormTemplateId })
export type FormTemplate = typeof FormTemplate.Type

/** ADM-1: a formTemplateId that is not null means update. */
export const FormTemplateInput = Schema.Struct({
  ...FormTemplateFields,
  formTemplateId: Schema.NullOr(FormTemplateId),
})
export type FormTemplateInput = typeof FormTemplateInput.Type

export const formTemplateContract = {
  name: "formTemplates",
  belongsTo: "nobody",
  idField: "formTemplateId",
  id: FormTemplateId,
  item: FormTemplate,
  summary: FormTemplate,
  input: FormTemplateInput,
  uniqueField: "name",
  errors: {
    list: { key: "ERRORS.GET_FORM_TEMPLATES_FAILED" },
    save: { key: "ERRORS.SAVE_FORM_TEMPLATE_FAILED", byStatus: { 302: "ERRORS.FORM_TEMPLATE_NAME_EXISTS" } },
    delete: { key: "ERRORS.DELETE_FORM_TEMPLATE_FAILED" },
  },
} as const

export const formTemplateEndpoints = crudEndpoints(formTemplateContract)

export class FormTemplatesApi extends crudGroup(formTemplateContract, formTemplateEndpoints) {}
