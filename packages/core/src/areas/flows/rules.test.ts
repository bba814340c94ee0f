import { describe, expect, it } from "vitest"
import type { FlowFormInput, FlowId, FlowInput, FormId } from "../../api/Flows.js"
import { NOBODY } from "../../kit/belongs-to.js"
import { resource } from "./Flows.js"
import { flowRules, formRules } from "./rules.js"

const flow = (flowId?: number): FlowInput => ({
  name: "Biometric screening",
  tag: "2026",
  description: "",
  isActive: true,
  ...(flowId === undefined ? {} : { flowId: flowId as FlowId }),
})
const form = (formId?: number): FlowFormInput => ({
  flowId: 3 as FlowId,
  name: "Measurements",
  step: 1,
  clientTextId: null,
  seedingStoredProcedureId: null,
  formFunctionId: null,
  variables: [],
  ...(formId === undefined ? {} : { formId: formId as FormId }),
})

describe("ADM-1: a flow is updated when flow.flowId is positive", () => {
  it.each([
    ["missing", flow(), false],
    ["0", flow(0), false],
    ["7", flow(7), true],
  ] as const)("ADM-1: flow.flowId %s → update %s", (_, input, expected) => {
    expect(resource.isUpdate({ flow: input })).toBe(expected)
  })
})

describe("ADM-1: a form is updated when form.formId is positive", () => {
  it.each([
    ["missing", form(), false],
    ["0", form(0), false],
    ["12", form(12), true],
  ] as const)("ADM-1: form.formId %s → update %s", (_, input, expected) => {
    expect(formRules.isUpdate({ form: input })).toBe(expected)
  })
})

describe("ADM-2: where each flow action leads", () => {
  it.each([
    ["create", { path: "/noap/admin/flows", params: { flowId: "7" }, replace: true }],
    ["update", { path: "/noap/admin/flows", params: { flowId: "7" }, replace: true }],
    ["copy", { path: "/noap/admin/flows", params: {}, replace: false }],
    ["delete", { path: "/noap/admin/flows", params: {}, replace: true }],
    ["import", { path: "/noap/admin/flows", params: { flowId: "7" }, replace: false }],
  ] as const)("ADM-2: %s → %o", (action, expected) => {
    expect(resource.redirectAfter(action, { entityId: NOBODY, id: 7 })).toEqual(expected)
  })
})

it("ERR-6: flows use the spec's words for save, copy and delete", () => {
  expect(flowRules.toasts.create.message).toBe("SUCCESS.CHANGES_SAVED")
  expect(flowRules.toasts.update.message).toBe("SUCCESS.CHANGES_SAVED")
  expect(formRules.toasts.create.message).toBe("SUCCESS.CHANGES_SAVED")
  expect(formRules.toasts.update.message).toBe("SUCCESS.CHANGES_SAVED")
  expect(flowRules.toasts.copy.message).toBe("SUCCESS.FLOW_COPIED")
  expect(flowRules.toasts.delete.message).toBe("SUCCESS.FLOW_DELETED")
})
