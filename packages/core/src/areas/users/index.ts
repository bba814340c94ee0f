export * from "./batch-validator.js"
