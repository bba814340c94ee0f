import type { StoredCollection } from "./kit/collection.js"
import { seedHealthtrackers } from "./seed-healthtrackers.js"

const organisations = [1000, 1001, 1002, 1003]

/** The seed of each declared resource's collection, by resource name: one line per area. */
export const seedCollections = (): Record<string, StoredCollection> => ({
  healthtrackers: seedHealthtrackers(organisations),
})
