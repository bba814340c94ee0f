import { Effect } from "effect"
import type { EntityId } from "../../api/ids.js"
import type { CardRegistration, FundsRequest, RewardGroup } from "../../api/Rewards.js"
import type { Run } from "../../layer.js"
import * as Funding from "./Funding.js"

/** The Promise SDK gives a write's answer; the toast and the redirect are the portal's. */
const answer = <A, E, R>(written: Effect.Effect<{ readonly result: A }, E, R>) =>
  Effect.map(written, (outcome) => outcome.result)

const methods = (run: Run) => ({
  /**
   * The organization's reward group and registered cards.
   * @example const { rewardGroup, cards } = await wellkit.funding.get(entityId)
   */
  get: (entityId: EntityId) => run(Funding.view(entityId)),
  /**
   * The reward group and cards, fetched again.
   * @example const funding = await wellkit.funding.reload(entityId)
   */
  reload: (entityId: EntityId) => run(Funding.reloadView(entityId)),
  /**
   * Saves the reward group's name and monthly budget.
   * @example await wellkit.funding.saveRewardGroup({ ...rewardGroup, monthlyBudget: 5000 })
   */
  saveRewardGroup: (group: RewardGroup) =>
    run(
      Effect.map(Funding.saveRewardGroup(group), (outcome) => ({
        rewardGroup: outcome.result,
        toast: outcome.toast,
      })),
    ),
  /**
   * Registers a credit card for funding rewards.
   * @example await wellkit.funding.registerCard(entityId, card)
   */
  registerCard: (entityId: EntityId, card: CardRegistration) =>
    run(answer(Funding.registerCard(entityId, card))),
  /**
   * Removes a registered card.
   * @example await wellkit.funding.deleteCard(entityId, card.creditCardToken)
   */
  deleteCard: (entityId: EntityId, creditCardToken: string) =>
    run(answer(Funding.deleteCard(entityId, creditCardToken))),
  /**
   * Asks the payment provider for the cards again, e.g. after one expired (POR-8).
   * @example await wellkit.funding.syncCards(entityId)
   */
  syncCards: (entityId: EntityId) => run(answer(Funding.syncCards(entityId))),
  /**
   * Charges a card and adds the amount (US dollars) to the reward group's balance.
   * @example await wellkit.funding.addFunds(entityId, { creditCardToken: card.creditCardToken, amount: 250 })
   */
  addFunds: (entityId: EntityId, request: FundsRequest) => run(Funding.addFunds(entityId, request)),
})

/**
 * `wellkit.funding`: an organization's reward group, cards and funds. An interface, not the inferred
 * type: declaration files would inline that type without the methods' JSDoc.
 */
export interface FundingSdk extends ReturnType<typeof methods> {}

/** `wellkit.funding`, run by the client's runtime; every method rejects with an AppError. */
export const sdk = (run: Run): FundingSdk => methods(run)
