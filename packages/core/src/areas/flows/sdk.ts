import { Effect } from "effect"
import type {
  FlowCopy,
  FlowDetail,
  FlowFile,
  FlowId,
  FlowPayload,
  FlowSummary,
  FormPayload,
} from "../../api/Flows.js"
import { type NobodysPromiseEntry, nobodysPromiseEntry } from "../../kit/sdk.js"
import type { Run } from "../../layer.js"
import * as Flows from "./Flows.js"

const own = (run: Run) => ({
  /**
   * Copies the flow and its forms under a new tag; a name and tag another flow has rejects with `ERRORS.FLOW_TAG_EXISTS`.
   * @example const copy = await wellkit.flows.copy(flowId, { tag: "2027" })
   */
  copy: (flowId: FlowId, input: FlowCopy) =>
    run(Effect.map(Flows.copy(flowId, input), (outcome) => outcome.result)),
  /**
   * Imports a flow export file; check it first with `Flows.readFlowFile`.
   * @example const checked = Flows.readFlowFile(text); if (checked.ok) await wellkit.flows.importFlow(checked.file)
   */
  importFlow: (file: FlowFile) => run(Effect.map(Flows.importFlow(file), (outcome) => outcome.result)),
  /**
   * The flow's forms, in the order of their steps.
   * @example const forms = await wellkit.flows.forms(flowId)
   */
  forms: (flowId: FlowId) => run(Flows.forms.get(flowId)),
  /**
   * Creates a form in its flow, or updates it when `form.formId` is positive (ADM-1); the flow's variable definitions are read again (ADM-4).
   * @example const { form } = await wellkit.flows.saveForm({ form: { ...draft, flowId } })
   */
  saveForm: (payload: FormPayload) => run(Effect.map(Flows.saveForm(payload), (outcome) => outcome.result)),
  /**
   * The variables the flow's forms define.
   * @example const variables = await wellkit.flows.variableDefinitions(flowId)
   */
  variableDefinitions: (flowId: FlowId) => run(Flows.variableDefinitions.get(flowId)),
  /**
   * The health measures the flow records.
   * @example const measures = await wellkit.flows.measures(flowId)
   */
  measures: (flowId: FlowId) => run(Flows.measures.get(flowId)),
  /**
   * The texts a form can show members.
   * @example const texts = await wellkit.flows.clientTexts()
   */
  clientTexts: () => run(Flows.clientTexts),
  /**
   * The stored procedures that can fill a form's answers in.
   * @example const procedures = await wellkit.flows.seedingStoredProcedures()
   */
  seedingStoredProcedures: () => run(Flows.seedingStoredProcedures),
})

/**
 * `wellkit.flows`: flows and their forms, which belong to no organization. An interface, not
 * the inferred type: declaration files would inline that type without the methods' JSDoc.
 */
export interface FlowsSdk
  extends NobodysPromiseEntry<FlowDetail, FlowPayload, FlowSummary>,
    ReturnType<typeof own> {}

/** `wellkit.flows`, run by the client's runtime; every method rejects with an AppError. */
export const sdk = (run: Run): FlowsSdk => ({
  ...nobodysPromiseEntry(run, Flows),
  ...own(run),
})
