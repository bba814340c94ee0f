import type { EntityId } from "../api/ids.js"
import { appError } from "../errors/AppError.js"
import { causeKey } from "../http/call.js"
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

/** An area's Promise SDK module: `sdk(run)` gives `wellkit.<name>`. */
export interface SdkModule {
  readonly sdk: (run: Run) => object
}

/**
 * What an area's line in the registry (areas/registry.ts) may hold. Each part is a loader, so
 * the registry itself imports no area: an area's code and its contract group arrive with the
 * first screen or call that needs them.
 */
export interface AreaEntry {
  /** The area's Promise SDK (`wellkit.<name>`), loaded at the area's first call. */
  readonly sdk?: () => Promise<SdkModule>
  /** The area's own texts (`areas/<area>/en.json`), merged into the catalogue. */
  readonly texts?: () => Promise<{ readonly default: object }>
  /** A resource of the kit: the sandbox serves its calls and seeds it from this. */
  readonly resource?: () => Promise<object>
}

/**
 * The registry entry of a resource built on the kit: its Promise SDK is the
 * kit's verbs over its service (list, reload, get, save, remove), by
 * organization, or without one for a resource that belongs to nobody (K1);
 * save and remove only where its writes give them (K9).
 */
export function kitArea<
  Item,
  Summary,
  Input,
  Resource extends { readonly belongsTo: "nobody" },
  Texts extends object,
>(
  load: () => Promise<
    PromiseService<Item, Summary, Input, WellkitServices, Nobody> & { readonly resource: Resource }
  >,
  texts: () => Promise<{ readonly default: Texts }>,
): {
  readonly sdk: () => Promise<{
    readonly sdk: (run: Run) => WithVerbs<NobodysPromiseEntry<Item, Input, Summary>, WritesOf<Resource>>
  }>
  readonly resource: () => Promise<Resource>
  readonly texts: () => Promise<{ readonly default: Texts }>
}
export function kitArea<Item, Summary, Input, Resource extends object, Texts extends object>(
  load: () => Promise<
    PromiseService<Item, Summary, Input, WellkitServices, EntityId> & { readonly resource: Resource }
  >,
  texts: () => Promise<{ readonly default: Texts }>,
): {
  readonly sdk: () => Promise<{
    readonly sdk: (run: Run) => WithVerbs<PromiseEntry<Item, Input, Summary>, WritesOf<Resource>>
  }>
  readonly resource: () => Promise<Resource>
  readonly texts: () => Promise<{ readonly default: Texts }>
}
export function kitArea(
  load: () => Promise<
    (
      | PromiseService<unknown, unknown, unknown, WellkitServices, Nobody>
      | PromiseService<unknown, unknown, unknown, WellkitServices, EntityId>
    ) & { readonly resource: { readonly belongsTo?: string } }
  >,
  texts: () => Promise<{ readonly default: object }>,
) {
  type Of<O extends Owner> = PromiseService<unknown, unknown, unknown, WellkitServices, O>
  return {
    sdk: () =>
      load().then((service) => ({
        sdk: (run: Run) =>
          service.resource.belongsTo === "nobody"
            ? nobodysPromiseEntry(run, service as Of<Nobody>)
            : promiseEntry(run, service as Of<EntityId>),
      })),
    resource: () => load().then((service) => service.resource),
    texts,
  }
}

type Method = (...args: ReadonlyArray<unknown>) => Promise<unknown>

/**
 * `wellkit.<name>` before its area has loaded: each method loads the area's SDK module at its
 * first call (once per client; again after a failed load), then calls the area's own method.
 * Every method of an area's SDK returns a Promise, so the caller sees no difference but the wait.
 * Which verbs a kit area has (K9) is known once it has loaded: until then `in` answers false.
 */
export const lazyEntry = (run: Run, load: () => Promise<SdkModule>): object => {
  let loaded: Record<string, unknown> | undefined
  let loading: Promise<Record<string, unknown>> | undefined
  const entry = () => {
    loading ??= load().then(
      (module) => {
        loaded = module.sdk(run) as Record<string, unknown>
        return loaded
      },
      (cause: unknown) => {
        loading = undefined
        throw appError({
          message: "ERRORS.GENERIC_ERROR_MESSAGE",
          additionalMessage: causeKey("network", undefined, false),
          status: 0,
          originalError: cause instanceof Error ? cause.message : String(cause),
        })
      },
    )
    return loading
  }
  const methods = new Map<string, Method>()
  const methodNamed = (name: string) => {
    const made = methods.get(name)
    if (made) return made
    const method: Method = (...args) =>
      entry().then((area) => {
        const own = area[name]
        if (typeof own !== "function") throw new TypeError(`This area of the SDK has no method ${name}`)
        return (own as Method)(...args)
      })
    methods.set(name, method)
    return method
  }
  return new Proxy(
    {},
    {
      // "then": an entry is not a Promise, so awaiting one gives the entry itself.
      get: (_, name) =>
        typeof name !== "string" || name === "then" || (loaded && !(name in loaded))
          ? undefined
          : methodNamed(name),
      has: (_, name) => loaded !== undefined && name in loaded,
      ownKeys: () => (loaded ? Reflect.ownKeys(loaded) : []),
      getOwnPropertyDescriptor: (_, name) =>
        loaded && typeof name === "string" && name in loaded
          ? { configurable: true, enumerable: true, writable: false, value: methodNamed(name) }
          : undefined,
    },
  )
}
