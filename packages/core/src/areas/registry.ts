import * as Healthtrackers from "./healthtrackers/Healthtrackers.js"

export * from "../api/Healthtrackers.js"
export * from "./healthtrackers/path.js"
export { Healthtrackers }

/**
 * The admin areas built on the resource kit, one line each. The SDK gives
 * each its cache and its Promise entry from this list, and the package root
 * exports each as a namespace, so a new area adds one line here (and its group
 * to the contract's list in api/WellkitApi.ts).
 */
export const kitAreas = {
  healthtrackers: { service: Healthtrackers, cache: Healthtrackers.HealthtrackerListCache },
} as const
