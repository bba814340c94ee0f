import { kitAreaNames } from "@wellkit/core"
import type { Refusals, StoredCollection } from "./kit/stored.js"

type Seed = (entityIds: ReadonlyArray<number>) => StoredCollection

const organizations = [1000, 1001, 1002, 1003]

/**
 * Each kit area's seed is `seeds/<area>.ts` (its name in core's registry), found
 * by that name so adding an area touches no list here.
 */
const modules: ReadonlyArray<readonly [string, { readonly seed: Seed; readonly refusals?: Refusals }]> =
  await Promise.all(kitAreaNames.map(async (name) => [name, await import(`./seeds/${name}.ts`)] as const))
const seeds = modules.map(([name, module]) => [name, module.seed] as const)

/** The writes each area's API refuses (ADM-13), from its seed module; none for most. */
export const refusalsOf = (name: string): Refusals =>
  modules.find(([area]) => area === name)?.[1].refusals ?? {}

/** The seed of each declared resource's collection, by resource name. */
export const seedCollections = (): Record<string, StoredCollection> =>
  Object.fromEntries(seeds.map(([name, seed]) => [name, seed(organizations)]))
