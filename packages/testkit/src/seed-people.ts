import type { Consent } from "@wellkit/core"
import { DEMO_PASSWORD, INVITATION_TOKEN } from "./demo.js"
import type { Employee, OutboxMail, SandboxUser } from "./state.js"

/** Small, seedable PRNG so every sandbox starts with the same organization. */
export const mulberry32 = (initial: number) => {
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

/** One login per kind of person the portal treats differently (see `demoLogins`). */
export const seedUsers = (): Array<SandboxUser> => {
  const staffFunctions = [
    "DIY",
    "MEMBER_DEMOGRAPHIC_VIEW",
    "REWARD_APPROVAL_QUEUE_VIEW",
    "REWARD_APPROVAL_QUEUE_EDIT",
  ]
  const adminFunctions = ["DIY", "MEMBER_DEMOGRAPHIC_VIEW"]
  return [
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
    // Organization admins who decide (or only look at) their organization's reward approvals (NAV-5, K7).
    {
      userId: 6,
      userGuid: "8f1c6a52-2f0e-4a8e-9b1c-0000000000a6",
      emailAddress: "approver@acme.test",
      firstName: "Priya",
      lastName: "Patel",
      password: DEMO_PASSWORD,
      adminType: 8,
      entityId: 1002,
      functions: [...adminFunctions, "CLIENT_REWARD_APPROVAL_QUEUE_EDIT"],
      pendingConsentIds: [],
    },
    {
      userId: 7,
      userGuid: "8f1c6a52-2f0e-4a8e-9b1c-0000000000a7",
      emailAddress: "viewer@acme.test",
      firstName: "Tomás",
      lastName: "Ortega",
      password: DEMO_PASSWORD,
      adminType: 8,
      entityId: 1002,
      functions: [...adminFunctions, "CLIENT_REWARD_APPROVAL_QUEUE_VIEW"],
      pendingConsentIds: [],
    },
  ]
}

/** The same made-up employees on every start, so screenshots and tests can name them. */
export const seedEmployees = (): Array<Employee> => {
  const random = mulberry32(20261121)
  const pick = <T>(items: ReadonlyArray<T>): T => items[Math.floor(random() * items.length)] as T
  return Array.from({ length: 240 }, (_, index) => {
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
}

/** The two consents the manager login still has to answer. */
export const seedConsents = (): Array<Consent> =>
  [
    {
      consentId: 501,
      consentLanguage: "<h2>Terms of use</h2><p>You agree to use the program fairly.</p>",
    },
    { consentId: 502, consentLanguage: "<h2>Health data</h2><p>We use activity data to award points.</p>" },
  ] as Array<Consent>

/** The invited login's mail and token, so registering can be tried without a mail server. */
export const seedInvitation = (): {
  outbox: Array<OutboxMail>
  registrationTokens: Record<string, number>
} => ({
  outbox: [
    {
      to: "new@acme.test",
      subject: "You are invited to wellkit",
      link: `/register?token=${INVITATION_TOKEN}&userId=5`,
      sentAt: new Date(Date.UTC(2026, 9, 20, 9, 30)).toISOString(),
    },
  ],
  registrationTokens: { [INVITATION_TOKEN]: 5 },
})
