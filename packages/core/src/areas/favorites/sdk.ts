import type { EntityAssociationId } from "../../api/Favorites.js"
import type { UserId } from "../../api/ids.js"
import type { Run } from "../../layer.js"
import * as Favorites from "./Favorites.js"

const methods = (run: Run) => ({
  /**
   * The signed-in user's favorite members, read once until a refresh (ADM-14).
   * @example const favorites = await wellkit.favorites.list()
   */
  list: () => run(Favorites.list),
  /**
   * The favorites read again.
   * @example const favorites = await wellkit.favorites.reload()
   */
  reload: () => run(Favorites.reload),
  /**
   * Stars a member.
   * @example const { result } = await wellkit.favorites.add(10003 as UserId)
   */
  add: (userId: UserId) => run(Favorites.add(userId)),
  /**
   * Unstars a member by the association the list gave.
   * @example await wellkit.favorites.remove(favorite.entityAssociationId)
   */
  remove: (entityAssociationId: EntityAssociationId) => run(Favorites.remove(entityAssociationId)),
})

/** `wellkit.favorites`: the signed-in staff member's starred members. */
export interface FavoritesSdk extends ReturnType<typeof methods> {}

export const sdk = (run: Run): FavoritesSdk => methods(run)
