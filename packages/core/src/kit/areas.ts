import type { Effect } from "effect"
import { kitAreas } from "../areas/registry.js"
import type { AppError } from "../errors/AppError.js"
import { type PromiseEntry, promiseEntry } from "./sdk.js"

type KitAreas = typeof kitAreas
type Service<K extends keyof KitAreas> = KitAreas[K]["service"]

/** Each kit area's Promise entry, typed by its own record and input. */
export type KitEntries = {
  readonly [K in keyof KitAreas]: PromiseEntry<
    Effect.Effect.Success<ReturnType<Service<K>["get"]>>,
    Parameters<Service<K>["save"]>[0]
  >
}

/** The Promise SDK of every area in the registry, keyed by its name (`wellkit.healthtrackers`). */
export const kitEntries = <R>(run: <A>(effect: Effect.Effect<A, AppError, R>) => Promise<A>): KitEntries =>
  Object.fromEntries(
    Object.entries(kitAreas).map(([name, area]) => [name, promiseEntry(run, area.service as never)]),
  ) as unknown as KitEntries
