import type { FlowPayload, FormPayload } from "../../api/Flows.js"
import type { SuccessToast } from "../../errors/success.js"
import type { ResourceRules } from "../../kit/resource.js"
import { FLOWS_PATH } from "./path.js"

const saved: SuccessToast = { title: "SUCCESS.SUCCESS_TITLE", message: "SUCCESS.CHANGES_SAVED" }

/** The rules of flows, as the resource kit reads them. */
export const flowRules = {
  /** ADM-1: a payload whose flow.flowId is positive updates; 0 or none creates. */
  isUpdate: (payload: FlowPayload) => (payload.flow.flowId ?? 0) > 0,
  listPath: FLOWS_PATH,
  /**
   * ADM-2: save opens the flow beside the list (`?flowId=`), replacing the entry, so Back never
   * returns to the new flow's empty form; copy and delete go to the plain list. Import (ours)
   * opens the flow it made.
   */
  redirects: {
    create: { to: "listWithId", replace: true },
    update: { to: "listWithId", replace: true },
    delete: { to: "list", replace: true },
    copy: { to: "list" },
    import: { to: "listWithId" },
  },
  /** ERR-6: the spec's words; import's are ours. */
  toasts: {
    create: saved,
    update: saved,
    delete: { title: "SUCCESS.COMPLETE_TITLE", message: "SUCCESS.FLOW_DELETED" },
    copy: { title: "SUCCESS.SUCCESS_TITLE", message: "SUCCESS.FLOW_COPIED" },
    import: { title: "SUCCESS.SUCCESS_TITLE", message: "SUCCESS.FLOW_IMPORTED" },
  },
  /** A 302 is a name and tag another flow has: shown on the tag. */
  fieldOfStatus: { 302: "tag" },
} as const satisfies ResourceRules<FlowPayload>

/** The rules of a flow's forms: they have no delete and no page of their own, so they stay where they are. */
export const formRules = {
  /** ADM-1: a positive form.formId is an existing form. */
  isUpdate: (payload: FormPayload) => (payload.form.formId ?? 0) > 0,
  toasts: { create: saved, update: saved },
} as const
