import { type StoredCollection, seeded } from "../kit/stored.js"
import { seedChallengeTemplates } from "../seed-challenges.js"

/** The catalogue belongs to nobody (K1): the same templates for every organization, numbered as the seeded challenges expect. */
export const seed = (): StoredCollection => seeded("challengeTemplateId", seedChallengeTemplates())
