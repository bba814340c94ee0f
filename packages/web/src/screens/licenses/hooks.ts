import { type EntityId, LicenseListCache } from "@wellkit/core"
import { useCached } from "../../app/use-cache.js"
import { useWellkit } from "../../app/wellkit.js"

/** POR-1, POR-19: the organization's licenses with the products the portal offers. */
export const useLicenses = (entityId: EntityId | undefined) => {
  const { client } = useWellkit()
  return useCached(LicenseListCache, entityId, client.licenses.list, client.licenses.reload)
}
