export * from "../../api/Social.js"
export * from "./path.js"
export * from "./rules.js"
export * as Social from "./Social.js"
