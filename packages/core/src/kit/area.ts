import type { EntityId } from "../api/ids.js"
import type { Run, WellkitServices } from "../layer.js"
import type { Nobody, Owner } from "./belongs-to.js"
import type { WithVerbs, WritesOf } from "./resource.js"
import {
  type NobodysPromiseEntry,
  nobodysPromiseEntry,
  type PromiseEntry,
  type PromiseService,
  promiseEntry,
} from "./sdk.js"

/** What an area's line in the registry (areas/registry.ts) may hold. */
export interface AreaEntry {
  /** The area's Promise SDK (`wellkit.<name>`), given the client's way of running an Effect. */
  readonly sdk?: (run: Run) => object
  /** The area's own texts (`areas/<area>/en.json`), loaded with the SDK and merged into the catalogue. */
  readonly texts?: () => Promise<{ readonly default: object }>
  /** A resource of the kit: the sandbox serves its calls and seeds it from this. */
  readonly resource?: object
}

/**
 * The registry entry of a resource built on the kit: its Promise SDK is the
 * kit's verbs over its service (list, reload, get, save, remove), by
 * organisation, or without one for a resource that belongs to nobody (K1);
 * save and remove only where its writes give them (K9).
 */
export function kitArea<
  Item,
  Summary,
  Input,
  Resource extends { readonly belongsTo: "nobody" },
  Texts extends object,
>(
  service: PromiseService<Item, Summary, Input, WellkitServices, Nobody> & { readonly resource: Resource },
  texts: () => Promise<{ readonly default: Texts }>,
): {
  readonly sdk: (run: Run) => WithVerbs<NobodysPromiseEntry<Item, Input, Summary>, WritesOf<Resource>>
  readonly resource: Resource
  readonly texts: () => Promise<{ readonly default: Texts }>
}
export function kitArea<Item, Summary, Input, Resource extends object, Texts extends object>(
  service: PromiseService<Item, Summary, Input, WellkitServices, EntityId> & { readonly resource: Resource },
  texts: () => Promise<{ readonly default: Texts }>,
): {
  readonly sdk: (run: Run) => WithVerbs<PromiseEntry<Item, Input, Summary>, WritesOf<Resource>>
  readonly resource: Resource
  readonly texts: () => Promise<{ readonly default: Texts }>
}
export function kitArea(
  service: (
    | PromiseService<unknown, unknown, unknown, WellkitServices, Nobody>
    | PromiseService<unknown, unknown, unknown, WellkitServices, EntityId>
  ) & { readonly resource: { readonly belongsTo?: string } },
  texts: () => Promise<{ readonly default: object }>,
) {
  type Of<O extends Owner> = PromiseService<unknown, unknown, unknown, WellkitServices, O>
  return {
    sdk: (run: Run) =>
      service.resource.belongsTo === "nobody"
        ? nobodysPromiseEntry(run, service as Of<Nobody>)
        : promiseEntry(run, service as Of<EntityId>),
    resource: service.resource,
    texts,
  }
}
