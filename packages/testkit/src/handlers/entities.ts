import { HttpApiBuilder } from "@effect/platform"
import { type Entity, WellkitApi } from "@wellkit/core"
import { Effect } from "effect"
import type { Db } from "../db.js"
import { mayEnter } from "../kit/collection.js"
import type { DbState } from "../state.js"
import { currentUser } from "./auth.js"

/** An organization's client id: the one it was created with, else one made from its id (seeded ones predate them). */
export const clientIdOf = (entity: Pick<Entity, "id" | "childId">): string =>
  entity.childId ?? `ORG-${entity.id}`

/**
 * POR-19: the API's own copy of the list, as a real API caches it. `fromCache=true`
 * answers the copy, which lags behind a change; any other read refreshes it.
 * Kept per state, so a reset starts without one.
 */
const copies = new WeakMap<DbState, ReadonlyArray<Entity>>()

/** The sandbox's controls change the organizations behind the API's back: its copy goes with them. */
export const forgetListCopy = (db: Db): void => {
  copies.delete(db.state)
}

const freshList = (db: Db): ReadonlyArray<Entity> => {
  const list = db.state.entities.map((entity) => ({ ...entity, childId: clientIdOf(entity) }))
  copies.set(db.state, list)
  return list
}

export const entityHandlers = (db: Db) =>
  HttpApiBuilder.group(WellkitApi, "entities", (handlers) =>
    handlers.handle("list", ({ request, urlParams }) =>
      Effect.map(currentUser(db, request), (user) =>
        // Each admin gets the organizations they may see: their own and those under it (staff: all).
        (urlParams.fromCache === true ? (copies.get(db.state) ?? freshList(db)) : freshList(db)).filter(
          (entity) => mayEnter(db, user, entity.id),
        ),
      ),
    ),
  )
