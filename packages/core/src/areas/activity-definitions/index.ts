export * as ActivityDefinitions from "./ActivityDefinitions.js"
