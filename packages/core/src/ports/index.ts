export * from "./KeyValueStorage.js"
export * from "./SessionStore.js"
