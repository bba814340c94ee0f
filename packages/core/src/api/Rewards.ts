import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "@effect/platform"
import { Schema } from "effect"
import { ErrorKeys } from "./annotations.js"
import { BadRequest, NotFound, Unauthorized } from "./errors.js"
import { EntityId, EntityIdParam } from "./ids.js"

export const RewardGroupId = Schema.Int.pipe(Schema.positive(), Schema.brand("RewardGroupId"))
export type RewardGroupId = typeof RewardGroupId.Type
const RewardGroupIdParam = Schema.NumberFromString.pipe(Schema.compose(RewardGroupId))

/** POR-8: the ids an organization's rewards are filed under. */
export const OrgIdentifiers = Schema.Struct({
  entityId: EntityId,
  rewardGroupId: RewardGroupId,
  customerAccountId: Schema.String,
})
export type OrgIdentifiers = typeof OrgIdentifiers.Type

export const RewardGroup = Schema.Struct({
  rewardGroupId: RewardGroupId,
  organizationId: EntityId,
  name: Schema.Trim.pipe(Schema.nonEmptyString({ message: () => "Enter a name." })),
  /** US dollars available to pay rewards. */
  balance: Schema.Number,
  /** US dollars the organization means to spend a month; a guide for the admin. */
  monthlyBudget: Schema.Number.pipe(
    Schema.nonNegative({ message: () => "A budget cannot be negative." }),
    Schema.lessThanOrEqualTo(1_000_000, { message: () => "A monthly budget is at most $1,000,000." }),
  ),
})
export type RewardGroup = typeof RewardGroup.Type

/** A card as the API keeps it: a token and what a person needs to recognise it. */
export const CreditCard = Schema.Struct({
  creditCardToken: Schema.String,
  brand: Schema.String,
  last4: Schema.String,
  expiryMonth: Schema.Int,
  expiryYear: Schema.Int,
  cardholderName: Schema.String,
})
export type CreditCard = typeof CreditCard.Type

/** The one call that carries a card number; nothing keeps it afterwards. */
export const CardRegistration = Schema.Struct({
  cardholderName: Schema.Trim.pipe(Schema.nonEmptyString({ message: () => "Enter the name on the card." })),
  cardNumber: Schema.String.pipe(
    Schema.pattern(/^\d{12,19}$/, { message: () => "Enter the card number: 12 to 19 digits." }),
  ),
  expiryMonth: Schema.Int.pipe(
    Schema.between(1, 12, { message: () => "Choose the month the card expires." }),
  ),
  expiryYear: Schema.Int.pipe(
    Schema.between(2026, 2050, { message: () => "Choose the year the card expires." }),
  ),
  cvc: Schema.String.pipe(
    Schema.pattern(/^\d{3,4}$/, { message: () => "Enter the 3 or 4 digits on the back." }),
  ),
})
export type CardRegistration = typeof CardRegistration.Type

export const CardToken = Schema.Struct({ creditCardToken: Schema.String })

export const FundsRequest = Schema.Struct({
  creditCardToken: Schema.String.pipe(Schema.nonEmptyString({ message: () => "Choose a card." })),
  amount: Schema.Number.pipe(
    Schema.greaterThanOrEqualTo(10, { message: () => "Add at least $10." }),
    Schema.lessThanOrEqualTo(50_000, { message: () => "Add at most $50,000 at a time." }),
  ),
})
export type FundsRequest = typeof FundsRequest.Type

/** POR-9: what became of a payment. */
export const FundsResult = Schema.Struct({
  status: Schema.String,
  transactionId: Schema.String,
  balance: Schema.Number,
})
export type FundsResult = typeof FundsResult.Type

const inEntity = Schema.Struct({ entityId: EntityIdParam })

export const orgIdentifiers = HttpApiEndpoint.get("identifiers", "/entities/:entityId/identifiers")
  .setPath(inEntity)
  .addSuccess(OrgIdentifiers)
  .addError(NotFound)
  .annotate(ErrorKeys, { key: "ERRORS.GET_ORG_IDENTIFIERS_FAILED" })

export const getRewardGroup = HttpApiEndpoint.get("rewardGroup", "/reward-groups/:rewardGroupId")
  .setPath(Schema.Struct({ rewardGroupId: RewardGroupIdParam }))
  .addSuccess(RewardGroup)
  .addError(NotFound)
  .annotate(ErrorKeys, { key: "ERRORS.GET_REWARDS_FAILED" })

export const saveRewardGroup = HttpApiEndpoint.put("saveRewardGroup", "/reward-groups/:rewardGroupId")
  .setPath(Schema.Struct({ rewardGroupId: RewardGroupIdParam }))
  .setPayload(RewardGroup)
  .addSuccess(RewardGroup)
  .addError(BadRequest)
  .addError(NotFound)
  .annotate(ErrorKeys, { key: "ERRORS.UPDATE_REWARDGROUP_FAILED" })

export const listCards = HttpApiEndpoint.get("cards", "/entities/:entityId/credit-cards")
  .setPath(inEntity)
  .addSuccess(Schema.Array(CreditCard))
  .annotate(ErrorKeys, { key: "ERRORS.GET_CREDIT_CARDS_FAILED" })

export const registerCard = HttpApiEndpoint.post("registerCard", "/entities/:entityId/credit-cards")
  .setPath(inEntity)
  .setPayload(CardRegistration)
  .addSuccess(CreditCard, { status: 201 })
  .addError(BadRequest)
  .annotate(ErrorKeys, { key: "ERRORS.ADD_CREDIT_CARD_FAILED" })

/** The spec's "POST delete credit card by entityId with creditCardToken". */
export const deleteCard = HttpApiEndpoint.post("deleteCard", "/entities/:entityId/credit-cards/delete")
  .setPath(inEntity)
  .setPayload(CardToken)
  .addSuccess(HttpApiSchema.NoContent)
  .addError(NotFound)
  .annotate(ErrorKeys, { key: "ERRORS.DELETE_CREDIT_CARD_FAILED" })

export const syncCards = HttpApiEndpoint.post("syncCards", "/entities/:entityId/credit-cards/sync")
  .setPath(inEntity)
  .addSuccess(Schema.Array(CreditCard))
  .annotate(ErrorKeys, { key: "ERRORS.SYNC_CREDIT_CARDS_FAILED" })

export const addFunds = HttpApiEndpoint.post("addFunds", "/entities/:entityId/funds")
  .setPath(inEntity)
  .setPayload(FundsRequest)
  .addSuccess(FundsResult)
  .addError(BadRequest)
  .annotate(ErrorKeys, { key: "ERRORS.POST_FUNDS_FAILED" })

export class RewardsApi extends HttpApiGroup.make("rewards")
  .add(orgIdentifiers)
  .add(getRewardGroup)
  .add(saveRewardGroup)
  .add(listCards)
  .add(registerCard)
  .add(deleteCard)
  .add(syncCards)
  .add(addFunds)
  .addError(Unauthorized) {}
