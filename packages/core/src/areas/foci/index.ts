export * as Foci from "./Foci.js"
