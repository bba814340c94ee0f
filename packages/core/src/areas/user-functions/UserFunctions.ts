import * as Api from "../../api/UserFunctions.js"
import type { Nobody } from "../../kit/belongs-to.js"
import { runtimeCache } from "../../kit/cache.js"
import { defineResource } from "../../kit/resource.js"
import { resourceService } from "../../kit/service.js"
import { USER_FUNCTIONS_PATH } from "./path.js"

export * from "./rules.js"

/** K1, K9: the platform's catalogue of function codes; nobody's, and the API's alone to change. */
export const resource = defineResource(
  { ...Api.userFunctionContract, endpoints: Api.userFunctionEndpoints },
  { listPath: USER_FUNCTIONS_PATH, redirects: {}, toasts: {} },
)

/** POR-19: read once for the staff list and for every flow form's pick list alike. */
export const cache = runtimeCache<Nobody, ReadonlyArray<Api.UserFunction>>()

export const { list, reload, get } = resourceService(resource, cache, (client) => client.userFunctions)
