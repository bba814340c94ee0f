export * as Batches from "./Batches.js"
export * from "./batch-rules.js"
export * from "./batch-validator.js"
