import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Schema } from "effect"
import { ErrorKeys } from "./annotations.js"
import { Entity } from "./Entities.js"
import { Duplicate, NotFound, Unauthorized } from "./errors.js"
import { EntityId, EntityIdParam } from "./ids.js"

/** The staff area's organization calls; the list itself is `entities.list` (api/Entities.ts). */

export const ORGANIZATION_TEXT_MAX = { name: 100 } as const
export const OrganizationName = Schema.Trim.pipe(
  Schema.nonEmptyString({ message: () => "Enter the organization's name." }),
  Schema.maxLength(ORGANIZATION_TEXT_MAX.name, {
    message: () => `A name has at most ${ORGANIZATION_TEXT_MAX.name} characters.`,
  }),
)

/**
 * The spec's `childId`: the new organization's code in the client's own systems
 * (HR feed, billing), unique across all organizations. Typed in any case, kept in
 * capitals, so "acme-w" and "ACME-W" are the same code.
 */
export const ChildId = Schema.Trim.pipe(
  Schema.nonEmptyString({ message: () => "Enter the client id." }),
  Schema.compose(Schema.Uppercase),
  Schema.pattern(/^[A-Z0-9][A-Z0-9-]{1,19}$/, {
    message: () => "A client id is 2 to 20 letters, digits or hyphens, starting with a letter or digit.",
  }),
)

/** PUT: rename, or switch the test flag. ADM-1: the present `entityId` makes it an update. */
export const OrganizationUpdate = Schema.Struct({
  entityId: EntityId,
  organizationName: OrganizationName,
  testInd: Schema.Boolean,
})
export type OrganizationUpdate = typeof OrganizationUpdate.Type

/** POST: a child organization under `parentId`; it has no `entityId` yet. */
export const OrganizationCreate = Schema.Struct({
  parentId: EntityId,
  organizationName: OrganizationName,
  childId: ChildId,
  testInd: Schema.Boolean,
})
export type OrganizationCreate = typeof OrganizationCreate.Type

/** Facts about an organization beyond its name: industry, region, billing contact, size band, client id. */
export const ExtendedAttribute = Schema.Struct({
  name: Schema.String,
  label: Schema.String,
  value: Schema.NullOr(Schema.String),
})
export type ExtendedAttribute = typeof ExtendedAttribute.Type

/** A configuration value; set on the organization itself or inherited from the ancestor `entityId`. */
export const ExtendedProperty = Schema.Struct({
  propertyId: Schema.Int,
  name: Schema.String,
  value: Schema.String,
  /** The value list the value was chosen from, or null for free text. */
  valueList: Schema.NullOr(Schema.String),
  entityId: EntityId,
})
export type ExtendedProperty = typeof ExtendedProperty.Type

export const PropertyFilter = Schema.Struct({
  /** Only what is set on the organization itself, not what it inherits. */
  entityOnly: Schema.optional(Schema.BooleanFromString),
  /** Only values chosen from a value list. */
  valueListOnly: Schema.optional(Schema.BooleanFromString),
})
export type PropertyFilter = typeof PropertyFilter.Type

const count = Schema.Int.pipe(Schema.nonNegative())

/** What hangs on an organization, counted before a change that affects it (rename, test flag). */
export const DependencyCounts = Schema.Struct({
  childOrganizations: count,
  administrators: count,
  employees: count,
  licenses: count,
  packageGroups: count,
  messages: count,
  healthtrackers: count,
})
export type DependencyCounts = typeof DependencyCounts.Type

const inEntity = Schema.Struct({ entityId: EntityIdParam })

export const extendedAttributes = HttpApiEndpoint.get(
  "extendedAttributes",
  "/entities/:entityId/extendedAttributes",
)
  .setPath(inEntity)
  .addSuccess(Schema.Array(ExtendedAttribute))
  .addError(NotFound)
  .annotate(ErrorKeys, { key: "ERRORS.GET_ENTITY_EXTENDED_ATTRS_FAILED" })

export const extendedProperties = HttpApiEndpoint.get(
  "extendedProperties",
  "/entities/:entityId/extendedProperties",
)
  .setPath(inEntity)
  .setUrlParams(PropertyFilter)
  .addSuccess(Schema.Array(ExtendedProperty))
  .addError(NotFound)
  .annotate(ErrorKeys, { key: "ERRORS.GET_ENTITY_EXTENDED_PROPERTIES_FAILED" })

export const dependencyCounts = HttpApiEndpoint.get(
  "dependencyCounts",
  "/entities/:entityId/dependencyCounts",
)
  .setPath(inEntity)
  .addSuccess(DependencyCounts)
  .addError(NotFound)
  .annotate(ErrorKeys, { key: "ERRORS.GET_ENTITY_DEPENDECY_COUNTS_FAILED" })

export const updateOrganization = HttpApiEndpoint.put("update", "/organizations")
  .setPayload(OrganizationUpdate)
  .addSuccess(Entity)
  .addError(NotFound)
  .annotate(ErrorKeys, { key: "ERRORS.FAILED_TO_UPDATE_ORGANIZATION" })

/** 302: the client id is already another organization's. */
export const createOrganization = HttpApiEndpoint.post("create", "/organizations")
  .setPayload(OrganizationCreate)
  .addSuccess(Entity, { status: 201 })
  .addError(Duplicate)
  .addError(NotFound)
  .annotate(ErrorKeys, { key: "ERRORS.FAILED_TO_CREATE_ORGANIZATION" })

export class OrganizationsApi extends HttpApiGroup.make("organizations")
  .add(extendedAttributes)
  .add(extendedProperties)
  .add(dependencyCounts)
  .add(updateOrganization)
  .add(createOrganization)
  .addError(Unauthorized) {}
