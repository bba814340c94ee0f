export * from "../../api/Members.js"
export * as Members from "./Members.js"
export * from "./path.js"
export * from "./rules.js"
