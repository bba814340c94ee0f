export * as Funding from "./Funding.js"
export { FundingCache, type FundingView } from "./Funding.js"
export * from "./rules.js"
