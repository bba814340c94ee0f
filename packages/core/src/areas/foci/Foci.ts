import * as Api from "../../api/Foci.js"
import type { EntityId } from "../../api/ids.js"
import { runtimeCache } from "../../kit/cache.js"
import { defineResource } from "../../kit/resource.js"
import { resourceService } from "../../kit/service.js"
import { FOCI_PATH } from "./path.js"

/**
 * Foci are the API's own (no create, no delete, K9): staff rename, describe,
 * order and switch them off per organization. ADM-2 (ours): a save stays on the
 * focus's page, where the saved values show; Back to the list is one link away.
 */
export const resource = defineResource(
  { ...Api.focusContract, endpoints: Api.focusEndpoints },
  {
    listPath: FOCI_PATH,
    redirects: { update: { to: "stay" } },
    toasts: { update: { title: "SUCCESS.SUCCESS_TITLE", message: "SUCCESS.CHANGES_SAVED" } },
    /** ADM-7: a 302 is a name another focus of the organization has. */
    fieldOfStatus: { 302: "name" },
  },
)

/** POR-19: an organization's foci, loaded once until a change; programs read them as a pick list. */
export const cache = runtimeCache<EntityId, ReadonlyArray<Api.Focus>>()

export const { list, reload, get, save } = resourceService(resource, cache, (client) => client.foci)
