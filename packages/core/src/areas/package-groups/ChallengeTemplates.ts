import { Effect } from "effect"
import * as Api from "../../api/Challenges.js"
import { ApiClient } from "../../http/ApiClient.js"
import { call } from "../../http/call.js"
import { write } from "../../kit/write.js"
import { Challenges } from "../challenges/index.js"

const saved = { title: "SUCCESS.SUCCESS_TITLE", message: "SUCCESS.CHANGES_SAVED" } as const

/** The catalogue challenges are imported from; the same cache the organisation admin's page reads (POR-19). */
export const { templates, reloadTemplates } = Challenges

const templatesAgain = Effect.ignore(Challenges.reloadTemplates)

/** ADM-1: a challengeTemplateId means update; the catalogue is read again afterwards (ADM-3). */
export const save = (input: Api.ChallengeTemplateInput) =>
  write(
    Effect.flatMap(ApiClient, (client) => {
      const id = input.challengeTemplateId
      return id === undefined
        ? call(Api.createChallengeTemplate, client.challenges.createTemplate({ payload: input }))
        : call(
            Api.updateChallengeTemplate,
            client.challenges.updateTemplate({ path: { challengeTemplateId: id }, payload: input }),
          )
    }),
    { refresh: templatesAgain, toast: saved, redirect: () => undefined },
  )

/** ERR-6: 'The template has been successfully deleted.' */
export const remove = (challengeTemplateId: Api.ChallengeTemplateId) =>
  write(
    Effect.flatMap(ApiClient, (client) =>
      call(Api.deleteChallengeTemplate, client.challenges.deleteTemplate({ path: { challengeTemplateId } })),
    ).pipe(Effect.as(challengeTemplateId)),
    {
      refresh: templatesAgain,
      toast: { title: "SUCCESS.COMPLETE_TITLE", message: "SUCCESS.TEMPLATE_DELETED" },
      redirect: () => undefined,
    },
  )
