import type { EntityId } from "../api/ids.js"

/**
 * K1: whose records a resource holds. An organization's (healthtrackers: one
 * list per organization, under `/entities/:entityId/…`) or nobody's (form
 * templates: one list for everyone, under `/…`, no organization picker).
 */
export type BelongsTo = "organization" | "nobody"

/** The owner of the one list of a resource that belongs to nobody: its cache key and the SDK's missing argument. */
export const NOBODY = "nobody" as const
export type Nobody = typeof NOBODY

/** Who owns a list: an organization, or nobody. */
export type Owner = EntityId | Nobody

/** The owner a resource's verbs take: `EntityId` for an organization's, `Nobody` for a resource of nobody's. */
export type OwnerOf<R> = R extends { readonly belongsTo: "nobody" } ? Nobody : EntityId

/** The path parameters that name a list's owner: none for nobody's. */
export const ownerPath = (owner: Owner): { readonly entityId?: EntityId } =>
  owner === NOBODY ? {} : { entityId: owner }

/** The portal address's parameters that name a list's owner (`?entityId=`), none for nobody's. */
export const ownerParams = (owner: Owner): Readonly<Record<string, string>> =>
  owner === NOBODY ? {} : { entityId: String(owner) }

/** The owner of a record or a form's payload: its scope field's organization, or nobody. */
export const ownerOfRecord = (
  resource: { readonly belongsTo: BelongsTo; readonly scopeField?: string | undefined },
  record: unknown,
): Owner =>
  resource.belongsTo === "nobody" || resource.scopeField === undefined
    ? NOBODY
    : ((record as Record<string, EntityId>)[resource.scopeField] as EntityId)
