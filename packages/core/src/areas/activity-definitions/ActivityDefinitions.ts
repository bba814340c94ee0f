import * as Api from "../../api/ActivityDefinitions.js"
import type { EntityId } from "../../api/ids.js"
import { runtimeCache } from "../../kit/cache.js"
import { defineResource } from "../../kit/resource.js"
import { resourceService } from "../../kit/service.js"
import { ACTIVITY_DEFINITIONS_PATH } from "./path.js"

export const resource = defineResource(
  { ...Api.activityDefinitionContract, endpoints: Api.activityDefinitionEndpoints },
  {
    /** ADM-1 (ours): an activityDefinitionId greater than 0 means update. */
    isUpdate: (input) => (input.activityDefinitionId ?? 0) > 0,
    listPath: ACTIVITY_DEFINITIONS_PATH,
    /** ADM-2 (ours): a new one and a copy open at their own page; an update stays; delete goes to the list. */
    redirects: {
      create: { to: "detail", replace: true },
      update: { to: "stay" },
      delete: { to: "list", replace: true },
      copy: { to: "detail" },
    },
    /** ERR-6: 'activity deleted/copied'. */
    toasts: {
      create: { title: "SUCCESS.SUCCESS_TITLE", message: "SUCCESS.CHANGES_SAVED" },
      update: { title: "SUCCESS.SUCCESS_TITLE", message: "SUCCESS.CHANGES_SAVED" },
      delete: { title: "SUCCESS.COMPLETE_TITLE", message: "SUCCESS.ACTIVITY_DELETED" },
      copy: { title: "SUCCESS.SUCCESS_TITLE", message: "SUCCESS.ACTIVITY_COPIED" },
    },
    /** ADM-7: a taken name is said on the name; ADM-13: a change its dependants forbid is the form's as a whole. */
    fieldOfStatus: { 302: "name" },
  },
)

/** POR-19: an organization's activity definitions (summaries), loaded once until a change. */
export const cache = runtimeCache<EntityId, ReadonlyArray<Api.ActivityDefinitionSummary>>()

/** K2: one definition with all its fields, by `recordKey`. */
const records = runtimeCache<string, Api.ActivityDefinition>()

export const { list, reload, get, reloadRecord, recordCache, save, remove, copy } = resourceService(
  resource,
  cache,
  (client) => client.activityDefinitions,
  { cache: records, get: (client) => client.activityDefinitions.get },
)
