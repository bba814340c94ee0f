export * as ChallengeTemplates from "./ChallengeTemplates.js"
