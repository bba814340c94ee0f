import { Effect } from "effect"
import type { EntityId } from "../../api/ids.js"
import type { Run } from "../../layer.js"
import * as Organizations from "./Organizations.js"
import type { OrganizationInput } from "./rules.js"

const methods = (run: Run) => ({
  /**
   * The organization's extended attributes.
   * @example const attributes = await wellkit.organizations.attributes(entityId)
   */
  attributes: (entityId: EntityId) => run(Organizations.extendedAttributes(entityId)),
  /**
   * The organization's extended properties, optionally only its own or only those from value lists.
   * @example const properties = await wellkit.organizations.properties(entityId, { entityOnly: true, valueListOnly: false })
   */
  properties: (entityId: EntityId, filter = { entityOnly: false, valueListOnly: false }) =>
    run(Organizations.extendedProperties(entityId, filter)),
  /**
   * What depends on the organization (children, administrators, employees, licenses…), counted now.
   * @example const counts = await wellkit.organizations.dependencyCounts(entityId)
   */
  dependencyCounts: (entityId: EntityId) => run(Organizations.dependencyCounts(entityId)),
  /**
   * Renames the organization or sets its test flag (with `entityId`, ADM-1), or adds a child (with `parentId`); the organization list is read afresh.
   * @example await wellkit.organizations.save({ parentId, organizationName: "Acme Reno", childId: "ACME-RENO", testInd: false })
   */
  save: (input: OrganizationInput) => run(Effect.map(Organizations.save(input), (outcome) => outcome.result)),
})

/**
 * `wellkit.organizations`: an organization's attributes, properties and children. An interface, not
 * the inferred type: declaration files would inline that type without the methods' JSDoc.
 */
export interface OrganizationsSdk extends ReturnType<typeof methods> {}

/** `wellkit.organizations`, run by the client's runtime; every method rejects with an AppError. */
export const sdk = (run: Run): OrganizationsSdk => methods(run)
