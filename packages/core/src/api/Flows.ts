import { HttpApiEndpoint } from "@effect/platform"
import { Schema } from "effect"
import { wholeNumberBetween } from "../forms/whole-number.js"
import { crudEndpoints, crudGroup, idParamOf } from "../kit/resource.js"
import { ErrorKeys } from "./annotations.js"
import { BadRequest, Duplicate, NotFound } from "./errors.js"
import { UserFunctionId } from "./UserFunctions.js"

const numericId = <B extends string>(brand: B) => Schema.Int.pipe(Schema.positive(), Schema.brand(brand))

export const FlowId = numericId("FlowId")
export type FlowId = typeof FlowId.Type
export const FormId = numericId("FormId")
export type FormId = typeof FormId.Type
export const ClientTextId = numericId("ClientTextId")
export type ClientTextId = typeof ClientTextId.Type
export const SeedingStoredProcedureId = numericId("SeedingStoredProcedureId")
export type SeedingStoredProcedureId = typeof SeedingStoredProcedureId.Type

/** The longest name, tag and description of a flow (and a form's name); the forms read them here. */
export const FLOW_TEXT_MAX = { name: 80, tag: 40, description: 240 } as const

const name = Schema.Trim.pipe(
  Schema.nonEmptyString({ message: () => "Enter a name." }),
  Schema.maxLength(FLOW_TEXT_MAX.name, {
    message: () => `A name has at most ${FLOW_TEXT_MAX.name} characters.`,
  }),
)
const tag = Schema.Trim.pipe(
  Schema.maxLength(FLOW_TEXT_MAX.tag, {
    message: () => `A tag has at most ${FLOW_TEXT_MAX.tag} characters.`,
  }),
)

/** A sequence of forms members go through (onboarding, a yearly assessment). It belongs to no organization. */
const FlowFields = {
  name,
  /** Tells flows of one name apart (a year, a language); a copy is made under a new tag. */
  tag,
  description: Schema.Trim.pipe(
    Schema.maxLength(FLOW_TEXT_MAX.description, {
      message: () => `A description has at most ${FLOW_TEXT_MAX.description} characters.`,
    }),
  ),
  /** Members can start it. */
  isActive: Schema.Boolean,
}

export const Flow = Schema.Struct({ ...FlowFields, flowId: FlowId, updatedAt: Schema.String })
export type Flow = typeof Flow.Type
export const FlowSummary = Flow.pipe(Schema.pick("flowId", "name", "tag", "isActive", "updatedAt"))
export type FlowSummary = typeof FlowSummary.Type

/** ADM-1: a flowId of 0, or none, is a new flow. */
export const FlowInput = Schema.Struct({
  ...FlowFields,
  flowId: Schema.optional(Schema.Union(Schema.Literal(0), FlowId)),
})
export type FlowInput = typeof FlowInput.Type

/** A flow as get, save, copy and import answer it: nested under `flow`, as the spec's payloads are. */
export const FlowDetail = Schema.Struct({ flow: Flow })
export type FlowDetail = typeof FlowDetail.Type
export const FlowPayload = Schema.Struct({ flow: FlowInput })
export type FlowPayload = typeof FlowPayload.Type

export const VariableType = Schema.Literal("number", "text", "yesNo", "date").annotations({
  message: () => ({ message: "A type is number, text, yesNo or date.", override: true }),
})
export type VariableType = typeof VariableType.Type

/** A value a form collects, named for the scoring and the reports that read it. */
export const FormVariable = Schema.Struct({
  name: Schema.String.pipe(
    Schema.pattern(/^[a-z][a-z0-9_]{0,39}$/, {
      message: () =>
        "A variable name starts with a letter and has only lower-case letters, digits and _ (at most 40).",
    }),
  ),
  type: VariableType,
})
export type FormVariable = typeof FormVariable.Type

const FormFields = {
  flowId: FlowId,
  name,
  /** Its place in the flow: members see step 1 first. */
  step: wholeNumberBetween(1, 99, "Enter the step, a whole number from 1 to 99."),
  /** The text members read above the form. */
  clientTextId: Schema.NullOr(ClientTextId),
  /** Fills answers in from what is already known of the member. */
  seedingStoredProcedureId: Schema.NullOr(SeedingStoredProcedureId),
  /** Only members holding this user function are given the form; none: everyone in the flow (docs/user-functions.md). */
  formFunctionId: Schema.NullOr(UserFunctionId),
  variables: Schema.Array(FormVariable),
}

export const FlowForm = Schema.Struct({ ...FormFields, formId: FormId })
export type FlowForm = typeof FlowForm.Type
/** ADM-1: a positive formId is an existing form; 0 or none is a new one. */
export const FlowFormInput = Schema.Struct({
  ...FormFields,
  formId: Schema.optional(Schema.Union(Schema.Literal(0), FormId)),
})
export type FlowFormInput = typeof FlowFormInput.Type
export const FormPayload = Schema.Struct({ form: FlowFormInput })
export type FormPayload = typeof FormPayload.Type
export const FormAnswer = Schema.Struct({ form: FlowForm })
export type FormAnswer = typeof FormAnswer.Type

/** A variable of the flow, with the form that defines it. */
export const VariableDefinition = Schema.Struct({
  ...FormVariable.fields,
  formId: FormId,
  formName: Schema.String,
})
export type VariableDefinition = typeof VariableDefinition.Type

/** A health measure the flow records, found from its variables. */
export const FlowMeasure = Schema.Struct({
  measureId: Schema.Int,
  name: Schema.String,
  unit: Schema.String,
  variableName: Schema.String,
})
export type FlowMeasure = typeof FlowMeasure.Type

export const ClientText = Schema.Struct({
  clientTextId: ClientTextId,
  key: Schema.String,
  text: Schema.String,
})
export type ClientText = typeof ClientText.Type
export const SeedingStoredProcedure = Schema.Struct({
  seedingStoredProcedureId: SeedingStoredProcedureId,
  name: Schema.String,
  description: Schema.String,
})
export type SeedingStoredProcedure = typeof SeedingStoredProcedure.Type

export const FlowCopy = Schema.Struct({
  tag: tag.pipe(Schema.nonEmptyString({ message: () => "Enter a tag for the copy." })),
})
export type FlowCopy = typeof FlowCopy.Type

const { flowId: _inTheFile, ...fileFormFields } = FormFields

const repeated = (values: ReadonlyArray<string | number>) =>
  values.find((value, index) => values.indexOf(value) !== index)

/** A flow export file (docs/flows.md): a flow and its forms, without ids. The browser and the API check it alike. */
export const FlowFile = Schema.Struct({
  format: Schema.Literal("wellkit-flow"),
  version: Schema.Literal(1),
  flow: Schema.Struct(FlowFields),
  forms: Schema.Array(Schema.Struct(fileFormFields)),
}).pipe(
  Schema.filter((file) => {
    const step = repeated(file.forms.map((form) => form.step))
    const variable = repeated(file.forms.flatMap((form) => form.variables.map((v) => v.name)))
    return [
      ...(step === undefined ? [] : [{ path: ["forms"], message: `Two forms have step ${step}.` }]),
      ...(variable === undefined
        ? []
        : [{ path: ["forms"], message: `The variable ${variable} is defined twice.` }]),
    ]
  }),
)
export type FlowFile = typeof FlowFile.Type

export const flowContract = {
  name: "flows",
  belongsTo: "nobody",
  getOne: true,
  idField: "flowId",
  id: FlowId,
  item: FlowDetail,
  summary: FlowSummary,
  input: FlowPayload,
  errors: {
    list: { key: "ERRORS.GET_FLOWS_FAILED" },
    get: { key: "ERRORS.GET_FLOW_FAILED" },
    save: { key: "ERRORS.SAVE_FLOW_FAILED", byStatus: { 302: "ERRORS.FLOW_TAG_EXISTS" } },
    delete: { key: "ERRORS.DELETE_FLOW_FAILED" },
  },
} as const

export const flowEndpoints = crudEndpoints(flowContract)

const inFlow = Schema.Struct({ id: idParamOf(FlowId) })
export const copyFlow = HttpApiEndpoint.post("copy", "/flows/:id/copy")
  .setPath(inFlow)
  .setPayload(FlowCopy)
  .addSuccess(FlowDetail, { status: 201 })
  .addError(Duplicate)
  .addError(NotFound)
  .annotate(ErrorKeys, { key: "ERRORS.COPY_FLOW_FAILED", byStatus: { 302: "ERRORS.FLOW_TAG_EXISTS" } })

/** Flow import (ADM-3): the whole file in one call, so a flow never arrives half made. */
export const importFlow = HttpApiEndpoint.post("import", "/flows/import")
  .setPayload(FlowFile)
  .addSuccess(FlowDetail, { status: 201 })
  .addError(BadRequest)
  .addError(Duplicate)
  .addError(NotFound)
  .annotate(ErrorKeys, { key: "ERRORS.IMPORT_FLOW_FAILED", byStatus: { 302: "ERRORS.FLOW_TAG_EXISTS" } })

export const flowMeasures = HttpApiEndpoint.get("measures", "/flows/:id/measures")
  .setPath(inFlow)
  .addSuccess(Schema.Array(FlowMeasure))
  .addError(NotFound)
  .annotate(ErrorKeys, { key: "ERRORS.GET_FLOW_MEASURES_FAILED" })

export const variableDefinitions = HttpApiEndpoint.get(
  "variableDefinitions",
  "/flows/:id/variableDefinitions",
)
  .setPath(inFlow)
  .addSuccess(Schema.Array(VariableDefinition))
  .addError(NotFound)
  .annotate(ErrorKeys, { key: "ERRORS.GET_VARIABLE_DEFINITIONS_FAILED" })

/** The forms of a flow (the spec's "summaries": whole forms, which is all a form has). */
export const formSummaries = HttpApiEndpoint.get("formSummaries", "/flows/:id/forms")
  .setPath(inFlow)
  .addSuccess(Schema.Array(FlowForm))
  .addError(NotFound)
  .annotate(ErrorKeys, { key: "ERRORS.GET_FORMS_FAILED" })

export const createForm = HttpApiEndpoint.post("createForm", "/flows/:id/forms")
  .setPath(inFlow)
  .setPayload(FormPayload)
  .addSuccess(FormAnswer, { status: 201 })
  .addError(BadRequest)
  .addError(NotFound)
  .annotate(ErrorKeys, { key: "ERRORS.SAVE_FORM_FAILED" })

export const updateForm = HttpApiEndpoint.put("updateForm", "/flows/:id/forms/:formId")
  .setPath(Schema.Struct({ id: idParamOf(FlowId), formId: idParamOf(FormId) }))
  .setPayload(FormPayload)
  .addSuccess(FormAnswer)
  .addError(BadRequest)
  .addError(NotFound)
  .annotate(ErrorKeys, { key: "ERRORS.SAVE_FORM_FAILED" })

/** The form editor's pick lists: the platform's, the same for every flow (its functions are the user functions' catalogue). */
export const clientTexts = HttpApiEndpoint.get("clientTexts", "/clientTexts")
  .addSuccess(Schema.Array(ClientText))
  .addError(NotFound)
  .annotate(ErrorKeys, { key: "ERRORS.GET_CLIENT_TEXTS_FAILED" })

export const seedingStoredProcedures = HttpApiEndpoint.get(
  "seedingStoredProcedures",
  "/seedingStoredProcedures",
)
  .addSuccess(Schema.Array(SeedingStoredProcedure))
  .addError(NotFound)
  .annotate(ErrorKeys, { key: "ERRORS.GET_SEEDING_STORED_PROCEDURES_FAILED" })

/** Flows and their forms: the kit's list, get, create, update and delete of a flow, and the area's own calls. */
export class FlowsApi extends crudGroup(flowContract, flowEndpoints)
  .add(copyFlow)
  .add(importFlow)
  .add(flowMeasures)
  .add(variableDefinitions)
  .add(formSummaries)
  .add(createForm)
  .add(updateForm)
  .add(clientTexts)
  .add(seedingStoredProcedures) {}
