export * from "../../api/Administrators.js"
export * as Administrators from "./Administrators.js"
export * from "./path.js"
export * from "./rules.js"
