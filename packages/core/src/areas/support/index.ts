export * as Support from "./Support.js"
export { contactSent, FaqCache, SupportInfoCache } from "./Support.js"
