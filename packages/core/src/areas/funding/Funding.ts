import { Effect } from "effect"
import type { EntityId } from "../../api/ids.js"
import * as Api from "../../api/Rewards.js"
import type { AppError } from "../../errors/AppError.js"
import type { SuccessToast } from "../../errors/success.js"
import { ApiClient } from "../../http/ApiClient.js"
import { call } from "../../http/call.js"
import { runtimeCache } from "../../kit/cache.js"
import { write, writeAnswer } from "../../kit/write.js"
import { type FundsOutcome, fundsErrorOutcome, fundsOutcome } from "./rules.js"

export interface FundingView {
  readonly identifiers: Api.OrgIdentifiers
  readonly rewardGroup: Api.RewardGroup
  readonly cards: ReadonlyArray<Api.CreditCard>
}

/** POR-8, POR-19: an organization's reward group and cards, loaded once until something changes them. */
export const FundingCache = runtimeCache<EntityId, FundingView>()

const fetchView = (entityId: EntityId) =>
  Effect.gen(function* () {
    const client = yield* ApiClient
    const identifiers = yield* call(Api.orgIdentifiers, client.rewards.identifiers({ path: { entityId } }))
    const [rewardGroup, cards] = yield* Effect.all(
      [
        call(
          Api.getRewardGroup,
          client.rewards.rewardGroup({ path: { rewardGroupId: identifiers.rewardGroupId } }),
        ),
        call(Api.listCards, client.rewards.cards({ path: { entityId } })),
      ],
      { concurrency: "unbounded" },
    )
    return { identifiers, rewardGroup, cards } satisfies FundingView
  })

const refresh = (entityId: EntityId) =>
  Effect.flatMap(FundingCache, (cache) => cache.reload(entityId, fetchView(entityId)).pipe(Effect.ignore))

export const view = (entityId: EntityId) =>
  Effect.flatMap(FundingCache, (cache) => cache.ensure(entityId, fetchView(entityId)))

/** NAV-10: fetched again, whatever is cached. */
export const reloadView = (entityId: EntityId) =>
  Effect.flatMap(FundingCache, (cache) => cache.reload(entityId, fetchView(entityId)))

/** ERR-6: every write of the reward group and its cards ends with the spec's "changes saved". */
export const saved: SuccessToast = { title: "SUCCESS.SUCCESS_TITLE", message: "SUCCESS.CHANGES_SAVED" }

const stay = () => undefined

/**
 * POR-8: saves the reward group, through the one write path: the reward group
 * and cards are read again after it, also when its outcome is unknown (ERR-5).
 */
export const saveRewardGroup = (group: Api.RewardGroup) =>
  write(
    Effect.flatMap(ApiClient, (client) =>
      call(
        Api.saveRewardGroup,
        client.rewards.saveRewardGroup({ path: { rewardGroupId: group.rewardGroupId }, payload: group }),
      ),
    ),
    { refresh: refresh(group.organizationId), toast: saved, redirect: stay },
  )

/** POR-8: registers a card. The number travels in this call only; the answer is a token. */
export const registerCard = (entityId: EntityId, card: Api.CardRegistration) =>
  write(
    Effect.flatMap(ApiClient, (client) =>
      call(Api.registerCard, client.rewards.registerCard({ path: { entityId }, payload: card })),
    ),
    { refresh: refresh(entityId), toast: saved, redirect: stay },
  )

export const deleteCard = (entityId: EntityId, creditCardToken: string) =>
  write(
    Effect.flatMap(ApiClient, (client) =>
      call(Api.deleteCard, client.rewards.deleteCard({ path: { entityId }, payload: { creditCardToken } })),
    ),
    { refresh: refresh(entityId), toast: saved, redirect: stay },
  )

/** POR-8: asks the payment provider for the cards again, e.g. after one expired. */
export const syncCards = (entityId: EntityId) =>
  write(
    Effect.flatMap(ApiClient, (client) =>
      call(Api.syncCards, client.rewards.syncCards({ path: { entityId } })),
    ),
    { refresh: refresh(entityId), toast: saved, redirect: stay },
  )

/** What adding funds came to (POR-9): its outcome, the payment's answer, or the failure that is the outcome. */
export interface FundsAnswer {
  readonly outcome: FundsOutcome
  readonly result: Api.FundsResult | undefined
  readonly error: AppError | undefined
}

/**
 * POR-9: adds funds; an error is an outcome too (failure), never an exception
 * for the screen, whose alert says each outcome in the spec's words. The one
 * write path reads the balance again after an answer, and after an unconfirmed
 * charge (ERR-5), so the person sees whether it went through before paying again.
 */
export const addFunds = (entityId: EntityId, request: Api.FundsRequest) =>
  writeAnswer(
    Effect.flatMap(ApiClient, (client) =>
      call(Api.addFunds, client.rewards.addFunds({ path: { entityId }, payload: request })),
    ),
    { refresh: refresh(entityId) },
  ).pipe(
    Effect.map((result): FundsAnswer => ({ outcome: fundsOutcome(result), result, error: undefined })),
    Effect.catchAll((error) =>
      Effect.succeed<FundsAnswer>({ outcome: fundsErrorOutcome(error), result: undefined, error }),
    ),
  )
