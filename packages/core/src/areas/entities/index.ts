export * as Entities from "./Entities.js"
export { type EntityList, EntityListCache, inTreeOrder } from "./Entities.js"
