export * from "./home.js"
export * from "./paths.js"
export * from "./redirect.js"
export * from "./routes.js"
