export * as Challenges from "./Challenges.js"
export { ChallengeListCache } from "./Challenges.js"
export * from "./rules.js"
