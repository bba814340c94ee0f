import { kitAreas } from "@wellkit/core"
import type { StoredCollection } from "./kit/stored.js"

type Seed = (entityIds: ReadonlyArray<number>) => StoredCollection

const organisations = [1000, 1001, 1002, 1003]

/**
 * Each kit area's seed is `seeds/<area>.ts` (its name in core's registry), found
 * by that name so adding an area touches no list here.
 */
const seeds: ReadonlyArray<readonly [string, Seed]> = await Promise.all(
  Object.keys(kitAreas).map(async (name) => {
    const module: { readonly seed: Seed } = await import(`./seeds/${name}.ts`)
    return [name, module.seed] as const
  }),
)

/** The seed of each declared resource's collection, by resource name. */
export const seedCollections = (): Record<string, StoredCollection> =>
  Object.fromEntries(seeds.map(([name, seed]) => [name, seed(organisations)]))
