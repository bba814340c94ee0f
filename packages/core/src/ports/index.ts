export * from "./SessionStore.js"
