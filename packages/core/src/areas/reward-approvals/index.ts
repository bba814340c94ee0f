export * from "../../api/RewardApprovals.js"
export * from "./path.js"
export * as RewardApprovals from "./RewardApprovals.js"
export * from "./rules.js"
