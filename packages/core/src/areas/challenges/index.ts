export * as Challenges from "./Challenges.js"
export { ChallengeListCache, ChallengeTemplateCache } from "./Challenges.js"
export * from "./rules.js"
