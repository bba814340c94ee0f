import type {
  Address,
  ChallengeTemplate,
  Consent,
  Entity,
  EventAction,
  License,
  Message,
  OrgIdentifiers,
  OwnerTypeEvent,
  RewardGroup,
  Subscription,
  SyncRecord,
  SystemParameter,
} from "@wellkit/core"
import type { StaffPackageGroup } from "@wellkit/core/package-groups"
import type { StoredCollection } from "./kit/collection.js"
import { seedChallengeTemplates, seedPackageGroups, seedRewardGroupTemplates } from "./seed-challenges.js"
import { seedCollections } from "./seed-collections.js"
import { type SandboxCard, seedCards, seedIdentifiers, seedRewardGroups } from "./seed-funding.js"
import { seedLicenses } from "./seed-licenses.js"
import type { ContactMessage } from "./seed-support.js"
import { type SandboxBatch, type SandboxRewardFile, seedBatches, seedSyncHistory } from "./seed-uploads.js"

export interface SandboxUser {
  readonly userId: number
  readonly userGuid: string
  readonly emailAddress: string
  readonly firstName: string
  readonly lastName: string
  readonly password: string
  readonly adminType: number
  readonly entityId: number
  readonly functions: ReadonlyArray<string>
  pendingConsentIds: Array<number>
  /** Status text of a 481 answer when set. */
  readonly lockedText?: string
  /** False until the invitation's link has been used to set a password. */
  registered?: boolean
  /** False until the e-mail address has been verified; unset means as registered. */
  isVerified?: boolean
}

/** An e-mail the sandbox would have sent; links are paths on the portal. */
export interface OutboxMail {
  readonly to: string
  readonly subject: string
  readonly link: string
  readonly sentAt: string
}

export interface Employee {
  readonly personId: number
  readonly entityId: number
  readonly firstName: string
  readonly lastName: string
  readonly emailAddress: string
  /** Text, so leading zeros survive. */
  readonly employeeId: string
  readonly dob: string
  readonly registered: boolean
}

export interface DbState {
  entities: Array<Entity>
  users: Array<SandboxUser>
  employees: Array<Employee>
  consents: Array<Consent>
  consentAnswers: Array<{ consentId: number; userId: number; accepted: boolean }>
  sessions: Record<string, number>
  messages: Array<Message>
  ownerTypeEvents: Array<OwnerTypeEvent>
  eventActions: Array<EventAction>
  systemParameters: Array<SystemParameter & { entityId: number }>
  nextMessageHeaderId: number
  outbox: Array<OutboxMail>
  registrationTokens: Record<string, number>
  resetTokens: Record<string, { userId: number; expiresAt: number }>
  batches: Array<SandboxBatch>
  rewardFiles: Array<SandboxRewardFile>
  syncHistory: Array<SyncRecord>
  contactMessages: Array<ContactMessage>
  licenses: Array<License>
  identifiers: Array<OrgIdentifiers>
  rewardGroups: Array<RewardGroup>
  cards: Array<SandboxCard>
  /** The one store of package groups (packages of challenges and reward groups); the portal's challenges are a view of it. */
  packageGroups: Array<StaffPackageGroup>
  challengeTemplates: Array<ChallengeTemplate>
  rewardGroupTemplates: StoredCollection
  subscriptions: Array<{ invoiceId: string; subscription: Subscription; address: Address }>
  /** The declared resources' records, by resource name (the kit's collections). */
  collections: Record<string, StoredCollection>
  /** When each organisation created in the sandbox was created (ISO); seeded ones are old. ADM-10 reads it. */
  entityCreatedAt: Record<number, string>
}

/** The password of every demo login. */
export const DEMO_PASSWORD = "Wellkit!2026"
export const SANDBOX_API_KEY = "sandbox-key"

export const demoLogins = [
  { emailAddress: "staff@wellkit.test", role: "staff, adminType 5: lands on /noap" },
  { emailAddress: "admin@acme.test", role: "organisation admin, adminType 8: lands on /dashboard" },
  { emailAddress: "manager@acme.test", role: "admin of neither type, with two pending consents" },
  { emailAddress: "locked@acme.test", role: "a locked account: login answers 481" },
  { emailAddress: "new@acme.test", role: "invited, not registered: follow the link in the sandbox outbox" },
] as const

export const INVITATION_TOKEN = "welcome-5-2f8c1e"

/** Small, seedable PRNG so every sandbox starts with the same organisation. */
const mulberry32 = (initial: number) => {
  let seed = initial
  return () => {
    seed += 0x6d2b79f5
    let t = seed
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const firstNames = [
  "Ada",
  "Grace",
  "Alan",
  "Katherine",
  "Linus",
  "Margaret",
  "Tim",
  "Barbara",
  "Dennis",
  "Frances",
  "Ken",
  "Radia",
  "Edsger",
  "Hedy",
  "John",
  "Mary",
  "Claude",
  "Annie",
  "Niklaus",
  "Sophie",
  "José",
  "Zoë",
  "Renée",
  "Øyvind",
]
const lastNames = [
  "Lovelace",
  "Hopper",
  "Turing",
  "Johnson",
  "Torvalds",
  "Hamilton",
  "Berners-Lee",
  "Liskov",
  "Ritchie",
  "Allen",
  "Thompson",
  "Perlman",
  "Dijkstra",
  "Lamarr",
  "McCarthy",
  "Keller",
  "Shannon",
  "Easley",
  "Wirth",
  "Wilson",
  "O'Neil",
  "Núñez",
  "van der Berg",
  "Åberg",
]

const entity = (id: number, name: string, parentId: number | null, testInd = false) =>
  ({ id, name, parentId, testInd }) as Entity

const welcomeBody = (company: string) =>
  `<p>Welcome to the <strong>${company}</strong> wellness programme!</p><p>Join a challenge this week to earn your first reward.</p>`

export const seed = (): DbState => {
  const random = mulberry32(20261121)
  const pick = <T>(items: ReadonlyArray<T>): T => items[Math.floor(random() * items.length)] as T
  const entities = [
    entity(1000, "Acme Holdings", null),
    entity(1001, "Acme West", 1000),
    entity(1002, "Acme East", 1000),
    entity(1003, "Acme QA Sandbox", 1000, true),
  ]
  const staffFunctions = [
    "DIY",
    "MEMBER_DEMOGRAPHIC_VIEW",
    "REWARD_APPROVAL_QUEUE_VIEW",
    "REWARD_APPROVAL_QUEUE_EDIT",
  ]
  const adminFunctions = ["DIY", "MEMBER_DEMOGRAPHIC_VIEW"]
  const users: Array<SandboxUser> = [
    {
      userId: 1,
      userGuid: "8f1c6a52-2f0e-4a8e-9b1c-0000000000a1",
      emailAddress: "staff@wellkit.test",
      firstName: "Sam",
      lastName: "Staff",
      password: DEMO_PASSWORD,
      adminType: 5,
      entityId: 1000,
      functions: staffFunctions,
      pendingConsentIds: [],
    },
    {
      userId: 2,
      userGuid: "8f1c6a52-2f0e-4a8e-9b1c-0000000000a2",
      emailAddress: "admin@acme.test",
      firstName: "Olivia",
      lastName: "Okafor",
      password: DEMO_PASSWORD,
      adminType: 8,
      entityId: 1000,
      functions: adminFunctions,
      pendingConsentIds: [],
    },
    {
      userId: 3,
      userGuid: "8f1c6a52-2f0e-4a8e-9b1c-0000000000a3",
      emailAddress: "manager@acme.test",
      firstName: "Marco",
      lastName: "Rossi",
      password: DEMO_PASSWORD,
      adminType: 1,
      entityId: 1001,
      functions: ["DIY"],
      pendingConsentIds: [501, 502],
    },
    {
      userId: 4,
      userGuid: "8f1c6a52-2f0e-4a8e-9b1c-0000000000a4",
      emailAddress: "locked@acme.test",
      firstName: "Lee",
      lastName: "Locked",
      password: DEMO_PASSWORD,
      adminType: 8,
      entityId: 1002,
      functions: adminFunctions,
      pendingConsentIds: [],
      lockedText: "Your account is locked after too many attempts. Try again in 30 minutes.",
    },
    {
      userId: 5,
      userGuid: "8f1c6a52-2f0e-4a8e-9b1c-0000000000a5",
      emailAddress: "new@acme.test",
      firstName: "Nia",
      lastName: "Newcomer",
      password: "",
      adminType: 8,
      entityId: 1001,
      functions: adminFunctions,
      pendingConsentIds: [],
      registered: false,
    },
  ]
  const employees: Array<Employee> = Array.from({ length: 240 }, (_, index) => {
    const firstName = pick(firstNames)
    const lastName = pick(lastNames)
    const year = 1960 + Math.floor(random() * 42)
    const month = String(1 + Math.floor(random() * 12)).padStart(2, "0")
    const day = String(1 + Math.floor(random() * 28)).padStart(2, "0")
    return {
      personId: 10_000 + index,
      entityId: pick([1000, 1001, 1002]),
      firstName,
      lastName,
      emailAddress: `${firstName}.${lastName}.${index}@acme.test`.toLowerCase().replace(/[^a-z0-9.@-]/g, ""),
      employeeId: String(index + 1).padStart(6, "0"),
      dob: `${year}-${month}-${day}`,
      registered: random() > 0.35,
    }
  })
  const at = (day: number) => new Date(Date.UTC(2026, 9, day, 9, 30)).toISOString()
  const message = (
    messageHeaderId: number,
    ownerEntityId: number,
    messageId: string,
    name: string,
    body: string,
    channel: Message["channel"],
    eventId: number | null,
    day: number,
  ) =>
    ({
      messageHeaderId,
      ownerEntityId,
      ownerTypeId: 1,
      messageId,
      name,
      body,
      channel,
      eventId,
      eventActionId: eventId === null ? null : 1,
      isActive: true,
      updatedAt: at(day),
      refreshedAt: null,
    }) as Message
  const messages: Array<Message> = [
    message(1, 1000, "WELCOME_EMAIL", "Welcome to Acme Wellness", welcomeBody("Acme"), "email", 11, 2),
    message(
      2,
      1000,
      "CHALLENGE_JOINED",
      "You joined a challenge",
      "<p>Good luck, keep moving!</p>",
      "push",
      12,
      3,
    ),
    message(
      3,
      1000,
      "REWARD_EARNED",
      "You earned a reward",
      "<p>Your reward is on its way.</p>",
      "email",
      13,
      5,
    ),
    message(
      4,
      1000,
      "WEEKLY_DIGEST",
      "Your week in wellness",
      "<p>Steps, sleep and streaks.</p>",
      "email",
      null,
      8,
    ),
    message(
      5,
      1000,
      "INACTIVE_NUDGE",
      "We miss you",
      "<p>Log an activity to keep your streak.</p>",
      "inApp",
      14,
      9,
    ),
    message(
      6,
      1001,
      "WELCOME_EMAIL",
      "Welcome to Acme West Wellness",
      welcomeBody("Acme West"),
      "email",
      11,
      4,
    ),
    message(7, 1001, "STEP_GOAL_MET", "Step goal met!", "<p>10,000 steps. Nice work.</p>", "push", 15, 6),
    message(
      8,
      1002,
      "WELCOME_EMAIL",
      "Welcome to Acme East Wellness",
      welcomeBody("Acme East"),
      "email",
      11,
      4,
    ),
    message(
      9,
      1002,
      "FLU_SHOT_REMINDER",
      "Flu shot season",
      "<p>Book your flu shot and earn 50 points.</p>",
      "email",
      null,
      10,
    ),
  ]
  return {
    entities,
    users,
    employees,
    consents: [
      {
        consentId: 501,
        consentLanguage: "<h2>Terms of use</h2><p>You agree to use the programme fairly.</p>",
      },
      { consentId: 502, consentLanguage: "<h2>Health data</h2><p>We use activity data to award points.</p>" },
    ] as Array<Consent>,
    consentAnswers: [],
    sessions: {},
    messages,
    ownerTypeEvents: [
      { eventId: 11, ownerTypeId: 1, name: "Member registered" },
      { eventId: 12, ownerTypeId: 1, name: "Challenge joined" },
      { eventId: 13, ownerTypeId: 1, name: "Reward earned" },
      { eventId: 14, ownerTypeId: 1, name: "Inactive for 14 days" },
      { eventId: 15, ownerTypeId: 1, name: "Daily step goal met" },
      { eventId: 21, ownerTypeId: 2, name: "Program enrolled" },
      { eventId: 22, ownerTypeId: 2, name: "Program completed" },
      { eventId: 31, ownerTypeId: 3, name: "Challenge started" },
      { eventId: 32, ownerTypeId: 3, name: "Challenge ended" },
    ] as Array<OwnerTypeEvent>,
    eventActions: [
      { eventActionId: 1, name: "Send immediately" },
      { eventActionId: 2, name: "Send next morning" },
      { eventActionId: 3, name: "Add to weekly digest" },
    ] as Array<EventAction>,
    systemParameters: [1000, 1001, 1002, 1003].flatMap((entityId, index) => [
      { systemParameterId: 100 + index * 3, entityId, name: "INACTIVITY_LOGOUT_MS", value: "900000" },
      { systemParameterId: 101 + index * 3, entityId, name: "SOCIAL_BLOG_ID", value: "42" },
      { systemParameterId: 102 + index * 3, entityId, name: "SOCIAL_GROUP_ID", value: "7" },
    ]) as Array<SystemParameter & { entityId: number }>,
    nextMessageHeaderId: 100,
    outbox: [
      {
        to: "new@acme.test",
        subject: "You are invited to wellkit",
        link: `/register?token=${INVITATION_TOKEN}&userId=5`,
        sentAt: at(20),
      },
    ],
    registrationTokens: { [INVITATION_TOKEN]: 5 },
    resetTokens: {},
    batches: seedBatches(employees),
    rewardFiles: [],
    syncHistory: seedSyncHistory(),
    contactMessages: [],
    licenses: seedLicenses(),
    identifiers: seedIdentifiers(),
    rewardGroups: seedRewardGroups(),
    cards: seedCards(),
    packageGroups: seedPackageGroups(),
    challengeTemplates: seedChallengeTemplates(),
    rewardGroupTemplates: seedRewardGroupTemplates(),
    subscriptions: [],
    collections: seedCollections(),
    entityCreatedAt: {},
  }
}
