import type { EntityId } from "../../api/ids.js"
import * as Api from "../../api/LicensePickLists.js"
import { runtimeCache } from "../../kit/cache.js"
import { defineResource } from "../../kit/resource.js"
import { resourceService } from "../../kit/service.js"
import { ADMIN_LICENSES_PATH } from "./path.js"

/** An organization's Tango customer accounts (read only, K9), a license's pick list; not a page of its own. */
export const resource = defineResource(
  { ...Api.tangoAccountContract, endpoints: Api.tangoAccountEndpoints },
  { listPath: ADMIN_LICENSES_PATH, redirects: {}, toasts: {} },
)

/** POR-19: read once per organization, kept until the session ends. */
export const cache = runtimeCache<EntityId, ReadonlyArray<Api.TangoAccount>>()

export const { list, reload, get } = resourceService(resource, cache, (client) => client.tangoAccounts)
