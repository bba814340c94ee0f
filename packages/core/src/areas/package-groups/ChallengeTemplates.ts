import { Effect } from "effect"
import * as Api from "../../api/Challenges.js"
import { refreshing } from "../../cache/refresh.js"
import { ApiClient } from "../../http/ApiClient.js"
import { call } from "../../http/call.js"
import type { ResourceOutcome } from "../../kit/service.js"
import { Challenges } from "../challenges/index.js"

const saved = { title: "SUCCESS.SUCCESS_TITLE", message: "SUCCESS.CHANGES_SAVED" } as const

/** The catalogue challenges are imported from; the same cache the organisation admin's page reads (POR-19). */
export const { templates, reloadTemplates } = Challenges

const reloaded = refreshing(Challenges.reloadTemplates.pipe(Effect.ignore))

/** ADM-1: a challengeTemplateId means update; the catalogue is read again afterwards (ADM-3). */
export const save = (input: Api.ChallengeTemplateInput) =>
  Effect.flatMap(ApiClient, (client) => {
    const id = input.challengeTemplateId
    return id === undefined
      ? call(Api.createChallengeTemplate, client.challenges.createTemplate({ payload: input }))
      : call(
          Api.updateChallengeTemplate,
          client.challenges.updateTemplate({ path: { challengeTemplateId: id }, payload: input }),
        )
  }).pipe(
    reloaded,
    Effect.map(
      (result): ResourceOutcome<Api.ChallengeTemplate> => ({ result, toast: saved, redirect: undefined }),
    ),
  )

/** ERR-6: 'The template has been successfully deleted.' */
export const remove = (challengeTemplateId: Api.ChallengeTemplateId) =>
  Effect.flatMap(ApiClient, (client) =>
    call(Api.deleteChallengeTemplate, client.challenges.deleteTemplate({ path: { challengeTemplateId } })),
  ).pipe(
    reloaded,
    Effect.as({
      result: challengeTemplateId,
      toast: { title: "SUCCESS.COMPLETE_TITLE", message: "SUCCESS.TEMPLATE_DELETED" },
      redirect: undefined,
    } satisfies ResourceOutcome<Api.ChallengeTemplateId>),
  )
