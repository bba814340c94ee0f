export * as Session from "./Session.js"
export * from "./rules.js"
