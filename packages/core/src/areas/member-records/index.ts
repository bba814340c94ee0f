export * as MemberRecords from "./MemberRecords.js"
