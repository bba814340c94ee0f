import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Schema } from "effect"
import { ErrorKeys } from "./annotations.js"
import { Unauthorized } from "./errors.js"
import { EntityId } from "./ids.js"

/** An organization. Child organizations name their parent. */
export const Entity = Schema.Struct({
  id: EntityId,
  name: Schema.String,
  testInd: Schema.Boolean,
  parentId: Schema.NullOr(EntityId),
  /** Its code in the client's own systems (HR feed, billing), given when it was created as a child. */
  childId: Schema.optional(Schema.String),
})
export type Entity = typeof Entity.Type

/**
 * POR-19: `fromCache=true` lets the API answer from its own copy of the list,
 * which may lag behind a change; anything else reads the organizations afresh.
 */
export const listEntities = HttpApiEndpoint.get("list", "/entities")
  .setUrlParams(Schema.Struct({ fromCache: Schema.optional(Schema.BooleanFromString) }))
  .addSuccess(Schema.Array(Entity))
  .annotate(ErrorKeys, { key: "ERRORS.FAILED_TO_GET_ENTITY_LIST" })

export class EntitiesApi extends HttpApiGroup.make("entities").add(listEntities).addError(Unauthorized) {}
