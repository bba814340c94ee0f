import type { Run, WellkitServices } from "../layer.js"
import { type PromiseEntry, type PromiseService, promiseEntry } from "./sdk.js"

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
 * kit's verbs over its service (list, reload, get, save, remove).
 */
export const kitArea = <Item, Summary, Input, Resource extends object, Texts extends object>(
  service: PromiseService<Item, Summary, Input, WellkitServices> & { readonly resource: Resource },
  texts: () => Promise<{ readonly default: Texts }>,
) => ({
  sdk: (run: Run): PromiseEntry<Item, Input, Summary> => promiseEntry(run, service),
  resource: service.resource,
  texts,
})
