export * from "../../api/Organisations.js"
export * as Organisations from "./Organisations.js"
export * from "./path.js"
export * from "./rules.js"
