import { crudEndpoints, crudGroup } from "../kit/resource.js"
import { SystemParameterId } from "./ids.js"
import { SystemParameter } from "./Session.js"

/**
 * "System parameters by entity": an organisation's settings, read only (K9). The
 * session reads the idle timeout from them and social the blog and group ids
 * (ADM-18); staff read them all on one list. One call serves all three.
 */
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
