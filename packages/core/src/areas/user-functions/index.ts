export * as UserFunctions from "./UserFunctions.js"
