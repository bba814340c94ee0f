import * as Api from "../../api/SystemParameters.js"
import { defineResource } from "../../kit/resource.js"
import { parameterCache } from "../../kit/scope.js"
import { resourceService } from "../../kit/service.js"
import { SYSTEM_PARAMETERS_PATH } from "./path.js"

export * from "./rules.js"

/** K9: read only; the API keeps them, staff read them to see why the idle timeout or social behaves as it does. */
export const resource = defineResource(
  { ...Api.systemParameterContract, endpoints: Api.systemParameterEndpoints },
  { listPath: SYSTEM_PARAMETERS_PATH, redirects: {}, toasts: {} },
)

/** POR-19: the same cache social's scope reads (ADM-18): one read per organization for both. */
export const cache = parameterCache

export const { list, reload, get } = resourceService(resource, cache, (client) => client.systemParameters)
