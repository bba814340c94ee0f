export * from "./list-query.js"
export * from "./resource.js"
export * from "./sdk.js"
export * from "./service.js"
