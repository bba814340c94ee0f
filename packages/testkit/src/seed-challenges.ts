import type { ChallengeTemplate, StaffChallenge } from "@wellkit/core"
import { endDateFor } from "@wellkit/core/challenges"
import type { RewardSymbol, StaffPackageGroup, StaffRewardGroup } from "@wellkit/core/package-groups"
import { type StoredCollection, seeded } from "./kit/stored.js"

export const seedChallengeTemplates = (): Array<ChallengeTemplate> =>
  [
    [1, "Step it up", "Walk 10,000 steps a day.", 28, "10,000 steps a day"],
    [2, "Hydration week", "Drink eight glasses of water a day.", 7, "8 glasses a day"],
    [3, "Sleep well", "Sleep seven hours or more.", 14, "7 hours a night"],
    [4, "Mindful minutes", "Ten minutes of mindfulness a day.", 21, "10 minutes a day"],
    [5, "Bike to work", "Cycle to work three days a week.", 30, "3 rides a week"],
  ].map(([challengeTemplateId, name, description, durationDays, goal]) => ({
    challengeTemplateId,
    name,
    description,
    durationDays,
    goal,
  })) as unknown as Array<ChallengeTemplate>

/** What rewards are paid in; the same everywhere. */
export const rewardSymbols = [
  { rewardSymbolId: 1, name: "Points", symbol: "pts" },
  { rewardSymbolId: 2, name: "US dollars", symbol: "$" },
  { rewardSymbolId: 3, name: "Prize draw entries", symbol: "entries" },
] as unknown as ReadonlyArray<RewardSymbol>

const templateRows: ReadonlyArray<readonly [string, string, number, number]> = [
  ["Finisher bonus", "Paid to everyone who completes the package.", 1, 250],
  ["Gift card", "A gift card from the rewards catalog.", 2, 25],
  ["Prize draw entries", "Two entries into the monthly prize draw.", 3, 2],
  ["Streak reward", "For seven days in a row on target.", 1, 100],
]

/** Each organization's reward group templates; the smaller ones have fewer. */
export const seedRewardGroupTemplates = (): StoredCollection =>
  seeded(
    "rewardGroupTemplateId",
    [1000, 1001, 1002, 1003].flatMap((ownerEntityId, index) =>
      templateRows
        .slice(0, index === 0 ? templateRows.length : 2)
        .map(([name, description, rewardSymbolId, amount]) => ({
          ownerEntityId,
          name,
          description,
          rewardSymbolId,
          amount,
        })),
    ),
  )

const templates = seedChallengeTemplates()

type Where = { readonly owner: number; readonly group: number; readonly pkg: number }

const challenge = (challengeId: number, at: Where, templateId: number, startDate: string): StaffChallenge => {
  const template = templates.find((t) => t.challengeTemplateId === templateId) as ChallengeTemplate
  return {
    challengeId,
    ownerId: at.owner,
    packageGroupId: at.group,
    packageId: at.pkg,
    challengeTemplateId: templateId,
    name: template.name,
    goal: template.goal,
    startDate,
    endDate: endDateFor(startDate, template.durationDays),
  } as unknown as StaffChallenge
}

const reward = (
  rewardGroupId: number,
  at: Where,
  name: string,
  rewardSymbolId: number,
  amount: number,
  description = "",
): StaffRewardGroup =>
  ({
    rewardGroupId,
    ownerEntityId: at.owner,
    packageGroupId: at.group,
    packageId: at.pkg,
    name,
    description,
    rewardSymbolId,
    amount,
    rewardGroupTemplateId: null,
  }) as unknown as StaffRewardGroup

type PackageSeed = readonly [
  packageId: number,
  name: string,
  productId: number | null,
  contents: (at: Where) => { challenges?: Array<StaffChallenge>; rewardGroups?: Array<StaffRewardGroup> },
]

const group = (
  packageGroupId: number,
  owner: number,
  name: string,
  isActive: boolean,
  description: string,
  packages: ReadonlyArray<PackageSeed>,
): StaffPackageGroup =>
  ({
    packageGroupId,
    ownerEntityId: owner,
    name,
    description,
    isActive,
    packages: packages.map(([packageId, packageName, productId, contents]) => {
      const made = contents({ owner, group: packageGroupId, pkg: packageId })
      return {
        packageId,
        name: packageName,
        productId,
        challenges: made.challenges ?? [],
        rewardGroups: made.rewardGroups ?? [],
      }
    }),
  }) as unknown as StaffPackageGroup

/**
 * The one store of package groups: staff edit it as packages of challenges and
 * reward groups; organization admins see the challenges of their active groups
 * (handlers/challenges.ts). Only active groups' challenges reach the portal, so
 * Acme's admin sees exactly Hydration week, Step it up and Sleep well.
 */
export const seedPackageGroups = (): Array<StaffPackageGroup> => [
  group(400, 1000, "Acme 2026 challenges", true, "What Acme employees can join this year.", [
    [
      4100,
      "Core wellbeing",
      302,
      (at) => ({
        challenges: [challenge(4001, at, 2, "2026-06-01")],
        rewardGroups: [
          reward(5001, at, "Hydration finisher", 1, 150, "For finishing Hydration week."),
          reward(5002, at, "Monthly prize draw", 3, 2),
        ],
      }),
    ],
    [
      4101,
      "Move more",
      301,
      (at) => ({
        challenges: [challenge(4002, at, 1, "2026-11-09")],
        rewardGroups: [reward(5003, at, "Step champion", 2, 25, "A $25 gift card.")],
      }),
    ],
    [
      4102,
      "Rest and recharge",
      303,
      (at) => ({
        challenges: [challenge(4003, at, 3, "2027-01-11")],
        rewardGroups: [reward(5004, at, "Sleep streak", 1, 100)],
      }),
    ],
  ]),
  group(402, 1000, "Acme 2027 pilot", false, "Trying mindfulness and commuting with two teams first.", [
    [
      4103,
      "Pilot: mindfulness",
      303,
      (at) => ({
        challenges: [challenge(3001, at, 4, "2027-03-01")],
        rewardGroups: [reward(5005, at, "Calm badge", 1, 50)],
      }),
    ],
    [
      4104,
      "Pilot: commuting",
      301,
      (at) => ({
        challenges: [challenge(3002, at, 5, "2027-04-01")],
        rewardGroups: [reward(5006, at, "Commuter gift card", 2, 20)],
      }),
    ],
  ]),
  group(403, 1000, "Acme leadership track", false, "", [
    [4105, "Leaders move", 301, (at) => ({ challenges: [challenge(3003, at, 1, "2027-05-03")] })],
    [
      4106,
      "Leaders rest",
      null,
      (at) => ({ rewardGroups: [reward(5007, at, "Leader finisher bonus", 1, 300)] }),
    ],
  ]),
  group(401, 1001, "West 2026 challenges", true, "", [
    [
      4107,
      "West activity",
      301,
      (at) => ({
        challenges: [challenge(4011, at, 5, "2026-09-01")],
        rewardGroups: [reward(5008, at, "Rider reward", 1, 120)],
      }),
    ],
    [4108, "West rewards", 302, (at) => ({ rewardGroups: [reward(5009, at, "West prize draw", 3, 2)] })],
  ]),
  group(404, 1001, "West autumn draft", false, "", [
    [4109, "Autumn water", 302, (at) => ({ challenges: [challenge(3004, at, 2, "2026-10-05")] })],
    [4110, "Autumn rewards", null, (at) => ({ rewardGroups: [reward(5010, at, "Autumn gift card", 2, 15)] })],
  ]),
  group(405, 1002, "East starter pack", false, "Being prepared for East's launch.", [
    [4111, "Get moving", 301, (at) => ({ challenges: [challenge(3005, at, 1, "2027-02-01")] })],
    [4112, "Sleep", 303, (at) => ({ challenges: [challenge(3006, at, 3, "2027-03-01")] })],
    [4113, "Rewards", 302, (at) => ({ rewardGroups: [reward(5011, at, "East finisher bonus", 1, 200)] })],
  ]),
  group(406, 1003, "QA test group", false, "For trying changes out.", [
    [4114, "QA package A", null, (at) => ({ rewardGroups: [reward(5012, at, "QA points", 1, 10)] })],
    [4115, "QA package B", null, () => ({})],
  ]),
]
