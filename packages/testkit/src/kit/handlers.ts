import { HttpApiBuilder, type HttpApiGroup } from "@effect/platform"
import { kitAreas, WellkitApi } from "@wellkit/core"
import type { Layer } from "effect"
import type { Db } from "../db.js"
import { crudCollection, inOrganisation } from "./collection.js"

type KitGroup = HttpApiGroup.ApiGroup<"wellkit", keyof typeof kitAreas>

/** What the sandbox reads of a kit resource; `uniqueField` is optional in the contract. */
interface Served {
  readonly name: string
  readonly idField: string
  readonly scopeField: string
  readonly uniqueField?: string
}

/**
 * The sandbox's side of every area in core's registry: list, create, update
 * and delete over its collection, each behind the one organisation check, with
 * the contract's unique field answered 302 (ADM-7). No area writes these by hand.
 */
export const kitHandlers = (db: Db): ReadonlyArray<Layer.Layer<KitGroup>> =>
  Object.values<Served>(kitAreas).map((resource) => {
    const field = resource.uniqueField
    const rows = crudCollection<unknown>(db, resource, {
      ...(field
        ? { unique: { field, message: (value) => `“${value}” is already used in this organisation.` } }
        : {}),
    })
    // One group per area, named at run time: the contract's types cannot follow a name from a list.
    const group = HttpApiBuilder.group as unknown as (
      api: typeof WellkitApi,
      name: string,
      build: (handlers: Handlers) => Handlers,
    ) => Layer.Layer<KitGroup>
    return group(WellkitApi, resource.name, (handlers) =>
      handlers
        .handle("list", ({ request, path }) =>
          inOrganisation(db, request, path.entityId, () => rows.list(path.entityId)),
        )
        .handle("create", ({ request, path, payload }) =>
          inOrganisation(db, request, path.entityId, () => rows.create(path.entityId, payload as object)),
        )
        .handle("update", ({ request, path, payload }) =>
          inOrganisation(db, request, path.entityId, () =>
            rows.update(path.entityId, path.id, payload as object),
          ),
        )
        .handle("delete", ({ request, path }) =>
          inOrganisation(db, request, path.entityId, () => rows.remove(path.entityId, path.id)),
        ),
    )
  })

interface Request {
  readonly request: Parameters<typeof inOrganisation>[1]
  readonly path: { readonly entityId: number; readonly id: number }
  readonly payload: unknown
}
interface Handlers {
  readonly handle: (name: string, handler: (request: Request) => unknown) => Handlers
}
