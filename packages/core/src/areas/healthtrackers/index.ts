export * as Healthtrackers from "./Healthtrackers.js"
