import { HttpApiBuilder } from "@effect/platform"
import {
  type EntityAssociationId,
  type EntityId,
  type Favorite,
  NotFound,
  type UserId,
  WellkitApi,
} from "@wellkit/core"
import { Effect } from "effect"
import type { Db } from "../db.js"
import type { StoredFavorite } from "../state.js"
import { currentUser } from "./auth.js"

const STAFF = 5

/** The list is the session user's own (K1's user scope): another staff member never sees or deletes it. */
const asStaff = (db: Db, request: Parameters<typeof currentUser>[1]) =>
  Effect.flatMap(currentUser(db, request), (user) =>
    user.adminType === STAFF ? Effect.succeed(user) : Effect.fail(new NotFound({ message: "No such list." })),
  )

const shown = (db: Db, star: StoredFavorite): Favorite | undefined => {
  const member = db.state.employees.find((employee) => employee.personId === star.userId)
  if (!member) return undefined
  return {
    entityAssociationId: star.entityAssociationId as EntityAssociationId,
    userId: member.personId as UserId,
    firstName: member.firstName,
    lastName: member.lastName,
    emailAddress: member.emailAddress,
    entityId: member.entityId as EntityId,
    organizationName: db.state.entities.find((entity) => entity.id === member.entityId)?.name ?? "",
  }
}

export const favoriteHandlers = (db: Db) =>
  HttpApiBuilder.group(WellkitApi, "favorites", (handlers) =>
    handlers
      .handle("list", ({ request }) =>
        Effect.map(asStaff(db, request), (user) =>
          db.state.favorites
            .filter((star) => star.ownerUserId === user.userId)
            .flatMap((star) => shown(db, star) ?? []),
        ),
      )
      .handle("add", ({ request, payload }) =>
        Effect.flatMap(asStaff(db, request), (user) => {
          // Starring twice keeps one star: the existing association is the answer.
          const existing = db.state.favorites.find(
            (star) => star.ownerUserId === user.userId && star.userId === payload.userId,
          )
          const star = existing ?? {
            entityAssociationId:
              Math.max(899, ...db.state.favorites.map((one) => one.entityAssociationId)) + 1,
            ownerUserId: user.userId,
            userId: payload.userId,
          }
          const favorite = shown(db, star)
          if (!favorite) return Effect.fail(new NotFound({ message: "No such member." }))
          if (!existing) {
            db.state.favorites.push(star)
            db.persist()
          }
          return Effect.succeed(favorite)
        }),
      )
      .handle("remove", ({ request, path }) =>
        Effect.flatMap(asStaff(db, request), (user) => {
          const before = db.state.favorites.length
          db.state.favorites = db.state.favorites.filter(
            (star) =>
              !(star.ownerUserId === user.userId && star.entityAssociationId === path.entityAssociationId),
          )
          if (db.state.favorites.length === before)
            return Effect.fail(new NotFound({ message: "No such favorite." }))
          db.persist()
          return Effect.void
        }),
      ),
  )
