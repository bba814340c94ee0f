export * from "./KeyValueStorage.js"
export * from "./Monitoring.js"
export * from "./SessionStore.js"
export * from "./TabChannel.js"
