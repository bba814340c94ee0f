import * as Api from "../../api/FormTemplates.js"
import type { Nobody } from "../../kit/belongs-to.js"
import { runtimeCache } from "../../kit/cache.js"
import { defineResource } from "../../kit/resource.js"
import { resourceService } from "../../kit/service.js"
import { FORM_TEMPLATES_PATH } from "./path.js"

export const resource = defineResource(
  { ...Api.formTemplateContract, endpoints: Api.formTemplateEndpoints },
  {
    /** ADM-1: a formTemplateId that is not null means update. */
    isUpdate: (input) => input.formTemplateId !== null,
    listPath: FORM_TEMPLATES_PATH,
    /** ADM-2: a new template opens at /{formTemplateId} (replacing /new); an update stays; delete goes to the list. */
    redirects: {
      create: { to: "detail", replace: true },
      update: { to: "stay" },
      delete: { to: "list", replace: true },
    },
    /** ERR-6 */
    toasts: {
      create: { title: "SUCCESS.SUCCESS_TITLE", message: "SUCCESS.CHANGES_SAVED" },
      update: { title: "SUCCESS.SUCCESS_TITLE", message: "SUCCESS.CHANGES_SAVED" },
      delete: { title: "SUCCESS.COMPLETE_TITLE", message: "SUCCESS.TEMPLATE_DELETED" },
    },
    /** ADM-7: a 302 is a name another template has. */
    fieldOfStatus: { 302: "name" },
  },
)

/** POR-19: the one list of form templates, loaded once until a change. */
export const cache = runtimeCache<Nobody, ReadonlyArray<Api.FormTemplate>>()

export const { list, reload, get, save, remove } = resourceService(
  resource,
  cache,
  (client) => client.formTemplates,
)
