import { crudEndpoints, crudGroup } from "../kit/resource.js"
import { SystemParameterId } from "./ids.js"
import { SystemParameter } from "./Session.js"

/** "System parameters by entity", read only (K9): one call for the session, social's scope (ADM-18) and staff's list. */
export const systemParameterContract = {
  name: "systemParameters",
  idField: "systemParameterId",
  scopeField: "entityId",
  writes: [],
  id: SystemParameterId,
  item: SystemParameter,
  summary: SystemParameter,
  input: SystemParameter,
  errors: { list: { key: "ERRORS.GET_SYSTEM_PARAMETERS_FAILED" } },
} as const

export const systemParameterEndpoints = crudEndpoints(systemParameterContract)
export class SystemParametersApi extends crudGroup(systemParameterContract, systemParameterEndpoints) {}
