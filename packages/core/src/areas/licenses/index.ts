export * as Licenses from "./Licenses.js"
export { LicenseListCache, type LicenseView } from "./Licenses.js"
export * from "./rules.js"
