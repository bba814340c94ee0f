export * as Entities from "./Entities.js"
export { EntityListCache, type EntityList, inTreeOrder } from "./Entities.js"
