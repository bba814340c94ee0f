export * as VoyageTemplates from "./VoyageTemplates.js"
