import { type StoredCollection, seeded } from "../kit/stored.js"
import { measureCatalogue } from "../seed-flows.js"

/** "Measures GET all": the platform's catalogue, the one flows read their measures from (ids 1 to 9). */
export const seed = (): StoredCollection =>
  seeded(
    "measureId",
    measureCatalogue.map(({ name, unit, variableName }) => ({ name, unit, variableName })),
  )
