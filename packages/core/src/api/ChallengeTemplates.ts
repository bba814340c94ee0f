import { crudEndpoints, crudGroup } from "../kit/resource.js"
import { ChallengeTemplate, ChallengeTemplateId, ChallengeTemplateInput } from "./Challenges.js"

/**
 * The catalogue challenges are made from: the same for every organization
 * (K1), read by organization admins when they add a challenge and by staff
 * when they fill a package, edited by staff.
 */
export const challengeTemplateContract = {
  name: "challengeTemplates",
  segment: "challenge-templates",
  belongsTo: "nobody",
  idField: "challengeTemplateId",
  id: ChallengeTemplateId,
  item: ChallengeTemplate,
  summary: ChallengeTemplate,
  input: ChallengeTemplateInput,
  uniqueField: "name",
  errors: {
    // The spec's key, spelling and all.
    list: { key: "ERRORS.GET_CHALLEGE_TEMPLATES_FAILED" },
    save: { key: "ERRORS.POST_CHALLENGE_TEMPLATE_FAILED" },
    create: {
      key: "ERRORS.POST_CHALLENGE_TEMPLATE_FAILED",
      byStatus: { 302: "ERRORS.CHALLENGE_TEMPLATE_NAME_EXISTS" },
    },
    update: {
      key: "ERRORS.PUT_CHALLENGE_TEMPLATE_FAILED",
      byStatus: { 302: "ERRORS.CHALLENGE_TEMPLATE_NAME_EXISTS" },
    },
    delete: { key: "ERRORS.DELETE_CHALLENGE_TEMPLATE_FAILED" },
  },
} as const

export const challengeTemplateEndpoints = crudEndpoints(challengeTemplateContract)

export class ChallengeTemplatesApi extends crudGroup(challengeTemplateContract, challengeTemplateEndpoints) {}
