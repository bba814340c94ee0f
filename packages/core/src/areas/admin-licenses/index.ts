export * as AdminLicenses from "./AdminLicenses.js"
export * as Measures from "./Measures.js"
export * as TangoAccounts from "./TangoAccounts.js"
