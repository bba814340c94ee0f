export * as FormTemplates from "./FormTemplates.js"
