export * from "./home.js"
export * from "./redirect.js"
