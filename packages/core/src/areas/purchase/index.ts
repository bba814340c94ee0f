export * as Purchase from "./Purchase.js"
export * from "./rules.js"
