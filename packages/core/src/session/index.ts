export * from "./consents.js"
export * from "./idle.js"
export * from "./rules.js"
export * as Session from "./Session.js"
