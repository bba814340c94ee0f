export * from "../../api/MemberPrograms.js"
export * as MemberPrograms from "./MemberPrograms.js"
export * from "./path.js"
export * from "./rules.js"
