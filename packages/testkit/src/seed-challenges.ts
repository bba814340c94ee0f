import type { ChallengeTemplate, PackageGroup } from "@wellkit/core"

export const challengeTemplates = [
  {
    challengeTemplateId: 1,
    name: "Step it up",
    description: "Walk 10,000 steps a day.",
    durationDays: 28,
    goal: "10,000 steps a day",
  },
  {
    challengeTemplateId: 2,
    name: "Hydration week",
    description: "Drink eight glasses of water a day.",
    durationDays: 7,
    goal: "8 glasses a day",
  },
  {
    challengeTemplateId: 3,
    name: "Sleep well",
    description: "Sleep seven hours or more.",
    durationDays: 14,
    goal: "7 hours a night",
  },
  {
    challengeTemplateId: 4,
    name: "Mindful minutes",
    description: "Ten minutes of mindfulness a day.",
    durationDays: 21,
    goal: "10 minutes a day",
  },
  {
    challengeTemplateId: 5,
    name: "Bike to work",
    description: "Cycle to work three days a week.",
    durationDays: 30,
    goal: "3 rides a week",
  },
] as unknown as ReadonlyArray<ChallengeTemplate>

export const seedPackageGroups = (): Array<PackageGroup> =>
  [
    {
      packageGroupId: 400,
      organizationId: 1000,
      name: "Acme 2026 challenges",
      challenges: [
        {
          challengeId: 4001,
          challengeTemplateId: 2,
          name: "Hydration week",
          goal: "8 glasses a day",
          startDate: "2026-06-01",
          endDate: "2026-06-07",
        },
        {
          challengeId: 4002,
          challengeTemplateId: 1,
          name: "Step it up",
          goal: "10,000 steps a day",
          startDate: "2026-11-09",
          endDate: "2026-12-06",
        },
        {
          challengeId: 4003,
          challengeTemplateId: 3,
          name: "Sleep well",
          goal: "7 hours a night",
          startDate: "2027-01-11",
          endDate: "2027-01-24",
        },
      ],
    },
    {
      packageGroupId: 401,
      organizationId: 1001,
      name: "West 2026 challenges",
      challenges: [
        {
          challengeId: 4011,
          challengeTemplateId: 5,
          name: "Bike to work",
          goal: "3 rides a week",
          startDate: "2026-09-01",
          endDate: "2026-09-30",
        },
      ],
    },
  ] as unknown as Array<PackageGroup>
