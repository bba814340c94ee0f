export * as Healthtrackers from "./Healthtrackers.js"
export { HealthtrackerListCache } from "./Healthtrackers.js"
