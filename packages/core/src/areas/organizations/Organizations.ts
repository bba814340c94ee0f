import { Effect } from "effect"
import type { EntityId } from "../../api/ids.js"
import * as Api from "../../api/Organizations.js"
import { ApiClient } from "../../http/ApiClient.js"
import { call } from "../../http/call.js"
import { write } from "../../kit/write.js"
import * as Entities from "../entities/Entities.js"
import { clientIdTaken, isUpdate, type OrganizationInput, redirectAfter, toasts } from "./rules.js"

/** The rules of organizations, read as `Organizations.isUpdate`, `Organizations.changesOf`, … */
export * from "./rules.js"

/**
 * An organization's attributes, properties and counts are read each time its
 * page opens, never cached: they describe one organization at one moment, and
 * the counts must be current when they are shown before a change.
 */
export const extendedAttributes = (entityId: EntityId) =>
  Effect.flatMap(ApiClient, (client) =>
    call(Api.extendedAttributes, client.organizations.extendedAttributes({ path: { entityId } })),
  )

export const extendedProperties = (
  entityId: EntityId,
  filter: { readonly entityOnly: boolean; readonly valueListOnly: boolean },
) =>
  Effect.flatMap(ApiClient, (client) =>
    call(
      Api.extendedProperties,
      client.organizations.extendedProperties({ path: { entityId }, urlParams: filter }),
    ),
  )

export const dependencyCounts = (entityId: EntityId) =>
  Effect.flatMap(ApiClient, (client) =>
    call(Api.dependencyCounts, client.organizations.dependencyCounts({ path: { entityId } })),
  )

/** The list everywhere (every picker, the tree) read afresh after a change; its failure is the list's to show. */
const refreshList = Effect.ignore(Entities.reload)

/**
 * ADM-1: an `entityId` updates (PUT), none creates a child (POST). Either way the
 * organization list is read afresh (POR-19's `fromCache=false`), also when the
 * outcome is unknown (ERR-5), so every picker shows the change at once.
 */
export const save = (input: OrganizationInput) => {
  const action = isUpdate(input) ? "update" : "create"
  const sent = Effect.flatMap(ApiClient, (client) =>
    isUpdate(input)
      ? call(Api.updateOrganization, client.organizations.update({ payload: input }))
      : call(Api.createOrganization, client.organizations.create({ payload: input })),
  )
  return write(sent, {
    // A clash of client ids on create is the field's complaint (ADM-7).
    failure: action === "create" ? clientIdTaken : undefined,
    refresh: refreshList,
    toast: toasts[action],
    redirect: (result) => redirectAfter(action, result.id),
  })
}
