import { HttpApiBuilder, type HttpApiGroup } from "@effect/platform"
import { type KitAreas, loadKitAreas, mayWrite, type ResourceAction, WellkitApi } from "@wellkit/core"
import type { Layer } from "effect"
import type { Db } from "../db.js"
import { refusalsOf } from "../seed-collections.js"
import { crudCollection, inCatalogue, inOrganization } from "./collection.js"

type KitGroup = HttpApiGroup.ApiGroup<"wellkit", keyof KitAreas>

// The registry loads each area on demand; the sandbox serves them all, so it loads them all once.
const kitAreas = await loadKitAreas()

/** What the sandbox reads of a kit resource; `uniqueField` is optional in the contract. */
interface Served {
  readonly name: string
  readonly idField: string
  readonly belongsTo: "organization" | "nobody"
  readonly scopeField?: string
  readonly uniqueField?: string
  readonly getOne?: boolean
  readonly copies?: boolean
  readonly writes?: ReadonlyArray<ResourceAction>
}

/**
 * The sandbox's side of every area in core's registry: list and the writes
 * the contract declares (K9: create, update and delete unless it says
 * `writes`), and get when it says `getOne`, over its collection,
 * each behind the one check of its owner (the organization, or staff for a
 * resource that belongs to nobody), with the contract's unique field answered
 * 302 (ADM-7). No area writes these by hand.
 */
export const kitHandlers = (db: Db): ReadonlyArray<Layer.Layer<KitGroup>> =>
  Object.values<Served>(kitAreas).map((resource) => {
    const field = resource.uniqueField
    const nobodys = resource.belongsTo === "nobody"
    const rows = crudCollection<unknown>(db, nobodys ? { ...resource, scopeField: undefined } : resource, {
      ...(field
        ? {
            unique: {
              field,
              message: (value) => `“${value}” is already used${nobodys ? "" : " in this organization"}.`,
            },
          }
        : {}),
      refusals: refusalsOf(resource.name),
    })
    /**
     * The owner's check, then the call on the owner's records. Nobody's records
     * are a catalogue: anyone signed in reads them, only staff change them.
     */
    const guarded =
      <A>(handle: (owner: number | undefined, id: number) => A, writes = false) =>
      ({ request, path }: Request) =>
        nobodys
          ? inCatalogue(db, request, writes ? "write" : "read", () => handle(undefined, path.id))
          : inOrganization(db, request, path.entityId, () => handle(path.entityId, path.id))
    // One group per area, named at run time: the contract's types cannot follow a name from a list.
    const group = HttpApiBuilder.group as unknown as (
      api: typeof WellkitApi,
      name: string,
      build: (handlers: Handlers) => Handlers,
    ) => Layer.Layer<KitGroup>
    return group(WellkitApi, resource.name, (handlers) => {
      // K9: only the writes the contract declares are in its group, so only those are served.
      const writes: ReadonlyArray<readonly [ResourceAction, (handlers: Handlers) => Handlers]> = [
        [
          "create",
          (h) =>
            h.handle("create", (request) =>
              guarded((owner) => rows.create(owner, request.payload as object), true)(request),
            ),
        ],
        [
          "update",
          (h) =>
            h.handle("update", (request) =>
              guarded((owner, id) => rows.update(owner, id, request.payload as object), true)(request),
            ),
        ],
        [
          "delete",
          (h) =>
            h.handle(
              "delete",
              guarded((owner, id) => rows.remove(owner, id), true),
            ),
        ],
      ]
      const served = writes
        .filter(([action]) => mayWrite(resource, action))
        .reduce(
          (built, [, add]) => add(built),
          handlers.handle(
            "list",
            guarded((owner) => rows.list(owner)),
          ),
        )
      const withGet = resource.getOne
        ? served.handle(
            "get",
            guarded((owner, id) => rows.get(owner, id)),
          )
        : served
      // A copy may go to another organization: the person must be able to see that one too.
      return resource.copies
        ? withGet.handle("copyTo", (request) =>
            guarded((owner, id) => {
              const target = (request.payload as { readonly targetEntityId: number }).targetEntityId
              return inOrganization(db, request.request, target, () => rows.copy(owner, id, target))
            }, true)(request),
          )
        : withGet
    })
  })

interface Request {
  readonly request: Parameters<typeof inOrganization>[1]
  readonly path: { readonly entityId: number; readonly id: number }
  readonly payload: unknown
}
interface Handlers {
  readonly handle: (name: string, handler: (request: Request) => unknown) => Handlers
}
