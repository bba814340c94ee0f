export * from "./Hub.js"
export * from "./notifications.js"
export * from "./rules.js"
export * from "./signalr.js"
