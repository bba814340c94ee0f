import { Effect } from "effect"
import type { EntityId } from "../../api/ids.js"
import * as Api from "../../api/Rewards.js"
import { refreshIfUnknown } from "../../cache/refresh.js"
import type { SuccessToast } from "../../errors/success.js"
import { ApiClient } from "../../http/ApiClient.js"
import { call } from "../../http/call.js"
import { runtimeCache } from "../../kit/cache.js"
import { type FundsOutcome, fundsErrorOutcome, fundsOutcome } from "./rules.js"

export interface FundingView {
  readonly identifiers: Api.OrgIdentifiers
  readonly rewardGroup: Api.RewardGroup
  readonly cards: ReadonlyArray<Api.CreditCard>
}

/** POR-8, POR-19: an organisation's reward group and cards, loaded once until something changes them. */
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

export const saved: SuccessToast = { title: "SUCCESS.SUCCESS_TITLE", message: "SUCCESS.CHANGES_SAVED" }

/** POR-8: saves the reward group. */
export const saveRewardGroup = (group: Api.RewardGroup) =>
  Effect.gen(function* () {
    const client = yield* ApiClient
    const result = yield* call(
      Api.saveRewardGroup,
      client.rewards.saveRewardGroup({ path: { rewardGroupId: group.rewardGroupId }, payload: group }),
    ).pipe(refreshIfUnknown(refresh(group.organizationId)))
    yield* refresh(group.organizationId)
    return { rewardGroup: result, toast: saved }
  })

/** POR-8: registers a card. The number travels in this call only; the answer is a token. */
export const registerCard = (entityId: EntityId, card: Api.CardRegistration) =>
  Effect.gen(function* () {
    const client = yield* ApiClient
    const registered = yield* call(
      Api.registerCard,
      client.rewards.registerCard({ path: { entityId }, payload: card }),
    ).pipe(refreshIfUnknown(refresh(entityId)))
    yield* refresh(entityId)
    return registered
  })

export const deleteCard = (entityId: EntityId, creditCardToken: string) =>
  Effect.gen(function* () {
    const client = yield* ApiClient
    yield* call(
      Api.deleteCard,
      client.rewards.deleteCard({ path: { entityId }, payload: { creditCardToken } }),
    ).pipe(refreshIfUnknown(refresh(entityId)))
    yield* refresh(entityId)
  })

/** POR-8: asks the payment provider for the cards again, e.g. after one expired. */
export const syncCards = (entityId: EntityId) =>
  Effect.gen(function* () {
    const client = yield* ApiClient
    const cards = yield* call(Api.syncCards, client.rewards.syncCards({ path: { entityId } }))
    yield* refresh(entityId)
    return cards
  })

/** POR-9: adds funds; an error is an outcome too (failure), never an exception for the screen. */
export const addFunds = (entityId: EntityId, request: Api.FundsRequest) =>
  Effect.gen(function* () {
    const client = yield* ApiClient
    const result = yield* call(
      Api.addFunds,
      client.rewards.addFunds({ path: { entityId }, payload: request }),
    ).pipe(Effect.either)
    const outcome: FundsOutcome =
      result._tag === "Right" ? fundsOutcome(result.right) : fundsErrorOutcome(result.left)
    // An unconfirmed charge re-reads the balance, so the person sees whether it went through before paying again.
    if (outcome !== "failed") yield* refresh(entityId)
    return {
      outcome,
      result: result._tag === "Right" ? result.right : undefined,
      error: result._tag === "Left" ? result.left : undefined,
    }
  })
