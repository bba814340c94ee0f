export * as Reports from "./Reports.js"
export * from "./rules.js"
export * from "./table.js"
