export * from "../../api/Programs.js"
export * from "../../api/Tags.js"
export * as Programs from "./Programs.js"
export * from "./path.js"
