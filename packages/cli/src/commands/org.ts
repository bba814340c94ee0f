import type { EntityId } from "@wellkit/core"
import { UsageError } from "../settings.js"

/** --org is the organization's numeric id, as the portal's organization picker shows it. */
export const parseOrg = (value: string | undefined): EntityId => {
  if (value === undefined) throw new UsageError("Pass --org ID, the organization the employees belong to.")
  const id = Number(value)
  if (!/^\d+$/.test(value.trim()) || !Number.isSafeInteger(id) || id <= 0)
    throw new UsageError(`--org takes an organization id, a whole number; "${value}" is not one.`)
  return id as EntityId
}
