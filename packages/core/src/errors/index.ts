export * from "./AppError.js"
export * from "./catalogue.js"
export * from "./present.js"
export * from "./success.js"
