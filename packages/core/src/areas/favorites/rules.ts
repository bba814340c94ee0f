import type { EntityAssociationId, Favorite } from "../../api/Favorites.js"
import type { UserId } from "../../api/ids.js"

/** The star's state on a member: the association to delete when starred (ADM-14: DELETE by entityAssociationId). */
export const associationOf = (
  favorites: ReadonlyArray<Favorite> | undefined,
  userId: UserId,
): EntityAssociationId | undefined =>
  favorites?.find((favorite) => favorite.userId === userId)?.entityAssociationId

/** Ours: "My favorites" reads by last name, then first name, as the member search does. */
export const byName = (favorites: ReadonlyArray<Favorite>): ReadonlyArray<Favorite> =>
  [...favorites].sort(
    (a, b) =>
      a.lastName.localeCompare(b.lastName, "en") ||
      a.firstName.localeCompare(b.firstName, "en") ||
      a.userId - b.userId,
  )

export const fullName = (favorite: Pick<Favorite, "firstName" | "lastName">): string =>
  `${favorite.firstName} ${favorite.lastName}`.trim()
