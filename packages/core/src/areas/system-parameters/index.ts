export * as SystemParameters from "./SystemParameters.js"
