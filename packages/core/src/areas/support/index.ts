export * as Support from "./Support.js"
export { contactSent, SupportInfoCache } from "./Support.js"
