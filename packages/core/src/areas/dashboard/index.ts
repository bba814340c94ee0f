export * as Dashboard from "./Dashboard.js"
export { DashboardCache, type DashboardData } from "./Dashboard.js"
export * from "./rules.js"
