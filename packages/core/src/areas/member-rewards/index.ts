export * from "../../api/MemberRewards.js"
export * as MemberRewards from "./MemberRewards.js"
export * from "./rules.js"
