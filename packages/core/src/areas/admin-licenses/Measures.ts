import * as Api from "../../api/LicensePickLists.js"
import type { Nobody } from "../../kit/belongs-to.js"
import { runtimeCache } from "../../kit/cache.js"
import { defineResource } from "../../kit/resource.js"
import { resourceService } from "../../kit/service.js"
import { ADMIN_LICENSES_PATH } from "./path.js"

/** The platform's measures (read only, K9; the same for everyone, K1), a license's pick list; not a page of its own. */
export const resource = defineResource(
  { ...Api.measureContract, endpoints: Api.measureEndpoints },
  { listPath: ADMIN_LICENSES_PATH, redirects: {}, toasts: {} },
)

/** POR-19: read once, kept until the session ends. */
export const cache = runtimeCache<Nobody, ReadonlyArray<Api.Measure>>()

export const { list, reload, get } = resourceService(resource, cache, (client) => client.measures)
