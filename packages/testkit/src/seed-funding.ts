import type { OrgIdentifiers, RewardGroup } from "@wellkit/core"
import type { SandboxCard } from "./state.js"

export const seedIdentifiers = (): Array<OrgIdentifiers> =>
  [
    { entityId: 1000, rewardGroupId: 900, customerAccountId: "ACME-000-1000" },
    { entityId: 1001, rewardGroupId: 901, customerAccountId: "ACME-WEST-1001" },
    { entityId: 1002, rewardGroupId: 902, customerAccountId: "ACME-EAST-1002" },
  ] as unknown as Array<OrgIdentifiers>

export const seedRewardGroups = (): Array<RewardGroup> =>
  [
    {
      rewardGroupId: 900,
      organizationId: 1000,
      name: "Acme wellness rewards",
      balance: 12_480.5,
      monthlyBudget: 4000,
    },
    { rewardGroupId: 901, organizationId: 1001, name: "West rewards", balance: 950, monthlyBudget: 1200 },
    { rewardGroupId: 902, organizationId: 1002, name: "East rewards", balance: 0, monthlyBudget: 800 },
  ] as unknown as Array<RewardGroup>

/** One good card, one whose payments are declined, one already expired (a sync removes it). */
export const seedCards = (): Array<SandboxCard> => [
  {
    entityId: 1000,
    creditCardToken: "tok_visa_4242",
    brand: "Visa",
    last4: "4242",
    expiryMonth: 4,
    expiryYear: 2029,
    cardholderName: "Olivia Admin",
    declines: false,
  },
  {
    entityId: 1000,
    creditCardToken: "tok_mc_0002",
    brand: "Mastercard",
    last4: "0002",
    expiryMonth: 9,
    expiryYear: 2028,
    cardholderName: "Acme Finance",
    declines: true,
  },
  {
    entityId: 1000,
    creditCardToken: "tok_visa_1881",
    brand: "Visa",
    last4: "1881",
    expiryMonth: 10,
    expiryYear: 2026,
    cardholderName: "Olivia Admin",
    declines: false,
  },
]
