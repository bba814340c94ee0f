import { Effect } from "effect"
import type { EntityId } from "../../api/ids.js"
import type { Run } from "../../layer.js"
import * as Organisations from "./Organisations.js"
import type { OrganisationInput } from "./rules.js"

const methods = (run: Run) => ({
  /**
   * The organisation's extended attributes.
   * @example const attributes = await wellkit.organisations.attributes(entityId)
   */
  attributes: (entityId: EntityId) => run(Organisations.extendedAttributes(entityId)),
  /**
   * The organisation's extended properties, optionally only its own or only those from value lists.
   * @example const properties = await wellkit.organisations.properties(entityId, { entityOnly: true, valueListOnly: false })
   */
  properties: (entityId: EntityId, filter = { entityOnly: false, valueListOnly: false }) =>
    run(Organisations.extendedProperties(entityId, filter)),
  /**
   * What depends on the organisation (children, administrators, employees, licenses…), counted now.
   * @example const counts = await wellkit.organisations.dependencyCounts(entityId)
   */
  dependencyCounts: (entityId: EntityId) => run(Organisations.dependencyCounts(entityId)),
  /**
   * Renames the organisation or sets its test flag (with `entityId`, ADM-1), or adds a child (with `parentId`); the organisation list is read afresh.
   * @example await wellkit.organisations.save({ parentId, organizationName: "Acme Reno", childId: "ACME-RENO", testInd: false })
   */
  save: (input: OrganisationInput) => run(Effect.map(Organisations.save(input), (outcome) => outcome.result)),
})

/**
 * `wellkit.organisations`: an organisation's attributes, properties and children. An interface, not
 * the inferred type: declaration files would inline that type without the methods' JSDoc.
 */
export interface OrganisationsSdk extends ReturnType<typeof methods> {}

/** `wellkit.organisations`, run by the client's runtime; every method rejects with an AppError. */
export const sdk = (run: Run): OrganisationsSdk => methods(run)
