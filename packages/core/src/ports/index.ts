export * from "./KeyValueStorage.js"
export * from "./SessionStore.js"
export * from "./TabChannel.js"
