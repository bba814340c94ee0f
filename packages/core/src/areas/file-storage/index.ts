export * as FileStorage from "./FileStorage.js"
