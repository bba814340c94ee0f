import type { EntityId } from "../../api/ids.js"
import * as Api from "../../api/VoyageTemplates.js"
import { runtimeCache } from "../../kit/cache.js"
import { defineResource } from "../../kit/resource.js"
import { resourceService } from "../../kit/service.js"
import { VOYAGE_TEMPLATES_PATH } from "./path.js"

export const resource = defineResource(
  { ...Api.voyageTemplateContract, endpoints: Api.voyageTemplateEndpoints },
  {
    /** ADM-1: a voyageTemplateId greater than 0 means update. */
    isUpdate: (input) => (input.voyageTemplateId ?? 0) > 0,
    listPath: VOYAGE_TEMPLATES_PATH,
    /** ADM-2: only creation goes to /{voyageTemplateId} (replacing /new); an update stays; delete goes to the list. */
    redirects: {
      create: { to: "detail", replace: true },
      update: { to: "stay" },
      delete: { to: "list", replace: true },
    },
    /** ERR-6 */
    toasts: {
      create: { title: "SUCCESS.SUCCESS_TITLE", message: "SUCCESS.CHANGES_SAVED" },
      update: { title: "SUCCESS.SUCCESS_TITLE", message: "SUCCESS.CHANGES_SAVED" },
      delete: { title: "SUCCESS.COMPLETE_TITLE", message: "SUCCESS.VOYAGE_TEMPLATE_DELETED" },
    },
    /** ADM-7: a 302 is a name the organization already has. */
    fieldOfStatus: { 302: "name" },
    /** ADM-11: a failed read is also the error toast 'Sorry!' / 'There was an error loading the Voyage Template data.' */
    readFailure: {
      title: "ERRORS.VOYAGE_TEMPLATE_LOAD_TITLE",
      message: "ERRORS.VOYAGE_TEMPLATE_LOAD_FAILED",
    },
  },
)

/** POR-19: an organization's voyage templates (summaries), loaded once until a change. */
export const cache = runtimeCache<EntityId, ReadonlyArray<Api.VoyageTemplateSummary>>()

/** K2: one template with its words, read by its own call, by `recordKey`. */
const records = runtimeCache<string, Api.VoyageTemplate>()

export const { list, reload, get, reloadRecord, recordCache, save, remove } = resourceService(
  resource,
  cache,
  (client) => client.voyageTemplates,
  { cache: records, get: (client) => client.voyageTemplates.get },
)
