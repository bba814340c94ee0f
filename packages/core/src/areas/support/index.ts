export * as Support from "./Support.js"
export { contactSent, SUPPORT_PATH, SupportInfoCache } from "./Support.js"
