export * as Flows from "./Flows.js"
