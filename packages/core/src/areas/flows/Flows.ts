import { Effect } from "effect"
import * as Api from "../../api/Flows.js"
import type { AppError } from "../../errors/AppError.js"
import { ApiClient, type ApiClientShape } from "../../http/ApiClient.js"
import { call } from "../../http/call.js"
import { NOBODY, type Nobody } from "../../kit/belongs-to.js"
import { runtimeCache } from "../../kit/cache.js"
import { defineResource } from "../../kit/resource.js"
import { recordKey, resourceService, saveAction, write } from "../../kit/service.js"
import { flowRules, formRules } from "./rules.js"

export * from "./flow-file.js"
export * from "./form-draft.js"
export * from "./rules.js"

export const resource = defineResource({ ...Api.flowContract, endpoints: Api.flowEndpoints }, flowRules)

/** POR-19: the one list of flows (K1: they belong to no organization), loaded once until a change. */
export const cache = runtimeCache<Nobody, ReadonlyArray<Api.FlowSummary>>()
/** K2: a flow read by its own call, by `recordKey`. */
export const recordCache = runtimeCache<string, Api.FlowDetail>()

const kit = resourceService(resource, cache, (client) => client.flows, {
  cache: recordCache,
  get: (client) => client.flows.get,
})

/** The flows (POR-19), one flow by its own call (K2), delete (ADM-2, ADM-3, ERR-6). */
export const { list, reload, get, reloadRecord, remove } = kit

const withClient = <A, R>(send: (client: ApiClientShape) => Effect.Effect<A, AppError, R>) =>
  Effect.flatMap(ApiClient, send)

/** A saved, copied or imported flow is what its panel shows next, without asking again. */
const remember = (detail: Api.FlowDetail) =>
  Effect.flatMap(recordCache, (records) =>
    Effect.sync(() => records.set(recordKey(NOBODY, detail.flow.flowId), detail)),
  )

/** An action of the flows' list: it is fetched again (ADM-3), with the action's toast and redirect. */
const flowAction = <R>(action: string, sent: Effect.Effect<Api.FlowDetail, AppError, R>) =>
  kit.perform(action, { entityId: NOBODY }, Effect.tap(sent, remember), (result) => ({
    entityId: NOBODY,
    id: result.flow.flowId,
  }))

/**
 * Creates the flow, or updates it when `flow.flowId` is positive (ADM-1); the list is fetched
 * again and the flow opens beside it, replacing the history entry (ADM-2, ADM-3).
 */
export const save = (payload: Api.FlowPayload) => {
  const id = payload.flow.flowId
  return saveAction(flowRules.isUpdate(payload), id) === "update" && id
    ? flowAction(
        "update",
        withClient((client) =>
          call(Api.flowEndpoints.update, client.flows.update({ path: { id }, payload })),
        ),
      )
    : flowAction(
        "create",
        withClient((client) => call(Api.flowEndpoints.create, client.flows.create({ path: {}, payload }))),
      )
}

/** Copies the flow and its forms under a new tag (K4), then shows the list (ADM-2, ADM-3, ERR-6). */
export const copy = (flowId: Api.FlowId, input: Api.FlowCopy) =>
  flowAction(
    "copy",
    withClient((client) => call(Api.copyFlow, client.flows.copy({ path: { id: flowId }, payload: input }))),
  )

/** Imports a checked flow file (see `readFlowFile`) in one call; the list is fetched again (ADM-3). */
export const importFlow = (file: Api.FlowFile) =>
  flowAction(
    "import",
    withClient((client) => call(Api.importFlow, client.flows.import({ payload: file }))),
  )

/** A list read per flow, kept in a cache of its own until a change asks for it again. */
const perFlow = <A, R>(
  fetch: (client: ApiClientShape, id: Api.FlowId) => Effect.Effect<ReadonlyArray<A>, AppError, R>,
) => {
  const lists = runtimeCache<Api.FlowId, ReadonlyArray<A>>()
  const fetchOf = (id: Api.FlowId) => withClient((client) => fetch(client, id))
  return {
    cache: lists,
    get: (id: Api.FlowId) => Effect.flatMap(lists, (c) => c.ensure(id, fetchOf(id))),
    reload: (id: Api.FlowId) => Effect.flatMap(lists, (c) => c.reload(id, fetchOf(id))),
  }
}

/** A flow's forms, in the order of their steps. */
export const forms = perFlow((client, id) =>
  call(Api.formSummaries, client.flows.formSummaries({ path: { id } })).pipe(
    Effect.map((all) => [...all].sort((a, b) => a.step - b.step)),
  ),
)
/** The variables a flow's forms define. */
export const variableDefinitions = perFlow((client, id) =>
  call(Api.variableDefinitions, client.flows.variableDefinitions({ path: { id } })),
)
/** The health measures a flow records. */
export const measures = perFlow((client, id) =>
  call(Api.flowMeasures, client.flows.measures({ path: { id } })),
)

/**
 * What a form's save changes: the flow's forms (ADM-3), its variable definitions (ADM-4:
 * one call), and its measures, which follow from the variables. Read again also when the
 * save's outcome is unknown.
 */
const formSaved = (flowId: Api.FlowId) =>
  Effect.all(
    [
      Effect.ignore(forms.reload(flowId)),
      Effect.ignore(variableDefinitions.reload(flowId)),
      Effect.ignore(measures.reload(flowId)),
    ],
    { discard: true, concurrency: "unbounded" },
  )

/**
 * Creates a form in its flow, or updates it when `form.formId` is positive (ADM-1). Forms
 * are calls of the flow's area (K14, docs/flows.md): the dialog closes, nothing navigates.
 */
export const saveForm = (payload: Api.FormPayload) => {
  const { flowId, formId } = payload.form
  const action = saveAction(formRules.isUpdate(payload), formId)
  const sent = withClient((client) =>
    action === "update" && formId
      ? call(Api.updateForm, client.flows.updateForm({ path: { id: flowId, formId }, payload }))
      : call(Api.createForm, client.flows.createForm({ path: { id: flowId }, payload })),
  )
  return write(sent, {
    refresh: formSaved(flowId),
    toast: formRules.toasts[action],
    redirect: () => undefined,
  })
}

/** The pick lists of the form editor; its functions are the user functions' catalogue (areas/user-functions). */
export const clientTexts = withClient((client) => call(Api.clientTexts, client.flows.clientTexts()))
export const seedingStoredProcedures = withClient((client) =>
  call(Api.seedingStoredProcedures, client.flows.seedingStoredProcedures()),
)
