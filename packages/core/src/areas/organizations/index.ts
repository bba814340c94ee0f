export * from "../../api/Organizations.js"
export * as Organizations from "./Organizations.js"
export * from "./path.js"
export * from "./rules.js"
