import type { ChallengeTemplate } from "../../api/Challenges.js"
import * as Api from "../../api/ChallengeTemplates.js"
import type { Nobody } from "../../kit/belongs-to.js"
import { runtimeCache } from "../../kit/cache.js"
import { defineResource } from "../../kit/resource.js"
import { resourceService } from "../../kit/service.js"
import { CHALLENGE_TEMPLATES_PATH } from "./path.js"

export const resource = defineResource(
  { ...Api.challengeTemplateContract, endpoints: Api.challengeTemplateEndpoints },
  {
    /** ADM-1: a present challengeTemplateId means update. */
    isUpdate: (input) => input.challengeTemplateId !== undefined,
    listPath: CHALLENGE_TEMPLATES_PATH,
    /** ADM-2 (ours, as reward group templates): save goes to /{id}, replacing /new; delete goes to the list. */
    redirects: {
      create: { to: "detail", replace: true },
      update: { to: "detail" },
      delete: { to: "list", replace: true },
    },
    /** ERR-6: 'The template has been successfully deleted.' */
    toasts: {
      create: { title: "SUCCESS.SUCCESS_TITLE", message: "SUCCESS.CHANGES_SAVED" },
      update: { title: "SUCCESS.SUCCESS_TITLE", message: "SUCCESS.CHANGES_SAVED" },
      delete: { title: "SUCCESS.COMPLETE_TITLE", message: "SUCCESS.TEMPLATE_DELETED" },
    },
    /** ADM-7: a 302 is a name another template has. */
    fieldOfStatus: { 302: "name" },
  },
)

/** POR-19: the catalogue, read once per session until a change; the organization admin's challenge page reads it too. */
export const cache = runtimeCache<Nobody, ReadonlyArray<ChallengeTemplate>>()

export const { list, reload, get, save, remove } = resourceService(
  resource,
  cache,
  (client) => client.challengeTemplates,
)
