import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "@effect/platform"
import { Schema } from "effect"
import { ErrorKeys } from "./annotations.js"
import { NotFound, Unauthorized } from "./errors.js"
import { EntityId, UserId } from "./ids.js"

/**
 * ADM-14: the members a staff member starred. "created from a userId, deleted
 * by entityAssociationId"; the list belongs to the signed-in user (K1's user scope).
 */

export const EntityAssociationId = Schema.Int.pipe(Schema.positive(), Schema.brand("EntityAssociationId"))
export type EntityAssociationId = typeof EntityAssociationId.Type

export const Favorite = Schema.Struct({
  entityAssociationId: EntityAssociationId,
  /** The member starred. */
  userId: UserId,
  firstName: Schema.String,
  lastName: Schema.String,
  emailAddress: Schema.String,
  entityId: EntityId,
  organizationName: Schema.String,
})
export type Favorite = typeof Favorite.Type

/** ADM-14: a POST sends only the member's userId. */
export const FavoriteInput = Schema.Struct({ userId: UserId })
export type FavoriteInput = typeof FavoriteInput.Type

const association = Schema.Struct({
  entityAssociationId: Schema.NumberFromString.pipe(Schema.compose(EntityAssociationId)),
})

export const favoriteEndpoints = {
  list: HttpApiEndpoint.get("list", "/userFavorites")
    .addSuccess(Schema.Array(Favorite))
    .addError(NotFound)
    .annotate(ErrorKeys, { key: "ERRORS.GET_USER_FAVORITES_FAILED" }),
  add: HttpApiEndpoint.post("add", "/userFavorites")
    .setPayload(FavoriteInput)
    .addSuccess(Favorite)
    .addError(NotFound)
    .annotate(ErrorKeys, { key: "ERRORS.ADD_USER_FAVORITE_FAILED" }),
  remove: HttpApiEndpoint.del("remove", "/userFavorites/:entityAssociationId")
    .setPath(association)
    .addSuccess(HttpApiSchema.NoContent)
    .addError(NotFound)
    .annotate(ErrorKeys, { key: "ERRORS.DELETE_USER_FAVORITE_FAILED" }),
}

/** The signed-in staff member's own list; anyone not staff is answered 404. */
export class FavoritesApi extends HttpApiGroup.make("favorites")
  .add(favoriteEndpoints.list)
  .add(favoriteEndpoints.add)
  .add(favoriteEndpoints.remove)
  .addError(Unauthorized) {}
