import * as Api from "../../api/Healthtrackers.js"
import type { EntityId } from "../../api/ids.js"
import { runtimeCache } from "../../kit/cache.js"
import { defineResource } from "../../kit/resource.js"
import { resourceService } from "../../kit/service.js"
import { HEALTHTRACKERS_PATH } from "./path.js"

export const resource = defineResource(
  { ...Api.healthtrackerContract, endpoints: Api.healthtrackerEndpoints },
  {
    /** ADM-1: a present healthtrackerId means update. */
    isUpdate: (input) => input.healthtrackerId !== undefined,
    listPath: HEALTHTRACKERS_PATH,
    /** ADM-2: save goes to /{healthtrackerId}, delete to the list. */
    redirects: {
      create: { to: "detail", replace: true },
      update: { to: "detail" },
      delete: { to: "list", replace: true },
    },
    toasts: {
      create: { title: "SUCCESS.SUCCESS_TITLE", message: "SUCCESS.CHANGES_SAVED" },
      update: { title: "SUCCESS.SUCCESS_TITLE", message: "SUCCESS.CHANGES_SAVED" },
      delete: { title: "SUCCESS.COMPLETE_TITLE", message: "SUCCESS.HEALTHTRACKER_DELETED" },
    },
    /** ADM-7: a 302 is a name already used in the organization. */
    fieldOfStatus: { 302: "name" },
  },
)

/** POR-19: an organization's healthtrackers, loaded once until a change. */
export const cache = runtimeCache<EntityId, ReadonlyArray<Api.Healthtracker>>()

export const { list, reload, get, save, remove } = resourceService(
  resource,
  cache,
  (client) => client.healthtrackers,
)
