export * as Entities from "./Entities.js"
export { type EntityList, EntityListCache, entityForest, inTreeOrder } from "./Entities.js"
