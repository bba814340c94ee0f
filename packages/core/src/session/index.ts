export * from "./rules.js"
export * as Session from "./Session.js"
