import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Schema } from "effect"
import { ErrorKeys } from "./annotations.js"
import { Unauthorized } from "./errors.js"
import { EntityId } from "./ids.js"

/** An organisation. Child organisations name their parent. */
export const Entity = Schema.Struct({
  id: EntityId,
  name: Schema.String,
  testInd: Schema.Boolean,
  parentId: Schema.NullOr(EntityId),
})
export type Entity = typeof Entity.Type

export const listEntities = HttpApiEndpoint.get("list", "/entities")
  .setUrlParams(Schema.Struct({ fromCache: Schema.optional(Schema.BooleanFromString) }))
  .addSuccess(Schema.Array(Entity))
  .annotate(ErrorKeys, { key: "ERRORS.FAILED_TO_GET_ENTITY_LIST" })

export class EntitiesApi extends HttpApiGroup.make("entities").add(listEntities).addError(Unauthorized) {}
