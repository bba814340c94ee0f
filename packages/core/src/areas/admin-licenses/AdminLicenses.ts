import * as Api from "../../api/AdminLicenses.js"
import type { EntityId } from "../../api/ids.js"
import { runtimeCache } from "../../kit/cache.js"
import { defineResource } from "../../kit/resource.js"
import { resourceService } from "../../kit/service.js"
import { ADMIN_LICENSES_PATH } from "./path.js"

export const resource = defineResource(
  { ...Api.adminLicenseContract, endpoints: Api.adminLicenseEndpoints },
  {
    /** ADM-1: a licenseId that is null (or not above 0) is a new license. */
    isUpdate: (input) => (input.licenseId ?? 0) > 0,
    listPath: ADMIN_LICENSES_PATH,
    /** ADM-2: "save goes to /{licenseId}": a new one opens there (replacing /new); an update is already there. */
    redirects: {
      create: { to: "detail", replace: true },
      update: { to: "stay" },
    },
    /** ERR-6 */
    toasts: {
      create: { title: "SUCCESS.SUCCESS_TITLE", message: "SUCCESS.CHANGES_SAVED" },
      update: { title: "SUCCESS.SUCCESS_TITLE", message: "SUCCESS.CHANGES_SAVED" },
    },
    /** ADM-9: a save refused with 409, 400 or 404 shows the server's sentence as it is. */
    serverTextOnSave: [400, 404, 409],
  },
)

/** POR-19: an organization's licenses (summaries), loaded once until a change. */
export const cache = runtimeCache<EntityId, ReadonlyArray<Api.AdminLicenseSummary>>()

/** K2: one license with its account and measures, read by its own call, by `recordKey`. */
const records = runtimeCache<string, Api.AdminLicense>()

export const { list, reload, get, reloadRecord, recordCache, save } = resourceService(
  resource,
  cache,
  (client) => client.adminLicenses,
  { cache: records, get: (client) => client.adminLicenses.get },
)
