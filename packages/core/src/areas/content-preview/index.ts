export * from "./path.js"
export * from "./rules.js"
