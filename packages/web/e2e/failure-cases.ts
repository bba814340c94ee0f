import { endpointOf, type Fault, seed } from "@wellkit/testkit"
import type { Page } from "playwright-core"
import { expect } from "vitest"
import { type E2e, screenshot, settled } from "./harness.js"
import { callCounter, readFaults } from "./staff-areas.js"

/**
 * Every read of every portal screen (and the staff areas' screens), made to fail or to be slow,
 * as a table: the failures*.e2e.ts files run its rows, one part of the portal each.
 */

export interface Case {
  readonly endpoint: string
  readonly who: "admin" | "staff"
  readonly path: string
  /** The failed call's own sentence, as the page shows it. */
  readonly message: string
  /** Something the page shows once it has what it needs. */
  readonly ready: (page: Page) => Promise<unknown>
  /** A menu link to another area, to show the shell still works. */
  readonly elsewhere: { readonly link: string; readonly heading: string }
  /** Calls one load of the page makes to the endpoint. @default 1 */
  readonly perLoad?: number
  /** What a person does on the page before the read is made (opens a sub-view), after each load. */
  readonly open?: (page: Page) => Promise<unknown>
}

const text = (value: string) => (page: Page) => page.getByText(value, { exact: true }).first().waitFor()
const heading = (name: string) => (page: Page) => page.getByRole("heading", { name }).waitFor()
const toSupport = { link: "Support", heading: "Support" }
const toDashboard = { link: "Dashboard", heading: "Dashboard" }
const toHome = { link: "Admin home", heading: "Administration" }
const message = "/noap/admin/messages?entityId=1000&messageHeaderId=2"
/** The first Acme member's rewards tabs (helper C). */
const rewardsTab = (tab: string) => `/noap/member/10000?entityId=1000&tab=${tab}`
const memberRewardCases: ReadonlyArray<Case> = [
  ["rewardGroups", "rewards", "The member's reward groups could not be loaded.", "3 reward groups"],
  ["summary", "rewards", "The reward group's summary could not be loaded.", "Annual physical"],
  ["transactions", "rewards", "The reward group's transactions could not be loaded.", "82 transactions"],
  ["redemptions", "redemptions", "The member's redemption history could not be loaded.", "19 redemptions"],
  ["packageGroups", "packageGroups", "The member's package groups could not be loaded.", "3 package groups"],
].map(([endpoint, tab, message, ready]) => ({
  endpoint: `memberRewards.${endpoint}`,
  who: "staff",
  path: rewardsTab(tab as string),
  message: message as string,
  ready: (page: Page) =>
    page
      .getByText(ready as string, { exact: true })
      .first()
      .waitFor(),
  elsewhere: toHome,
}))

const sync = "/noap/admin/contentSync"
const checkbox = (name: string) => (page: Page) => page.getByRole("checkbox", { name }).waitFor()
/** Every read of the content sync pages. */
const contentSyncCases: ReadonlyArray<Case> = [
  ...(
    [
      ["content.environments", "The content environments could not be loaded."],
      ["content.types", "The content types could not be loaded."],
      ["content.syncTypes", "The sync types could not be loaded."],
    ] as const
  ).map(([endpoint, message]) => ({
    endpoint,
    who: "staff" as const,
    path: sync,
    message,
    ready: (page: Page) => page.getByLabel("Environment", { exact: true }).waitFor(),
    elsewhere: toHome,
  })),
  {
    endpoint: "content.history",
    who: "staff",
    path: `${sync}?page=2`,
    message: "The content sync history could not be loaded.",
    ready: (page) => page.getByRole("link", { name: "sync-1049" }).waitFor(),
    elsewhere: toHome,
  },
  {
    endpoint: "content.syncItems",
    who: "staff",
    path: `${sync}?environmentId=staging&contentTypeId=programs&syncType=selected`,
    message: "The items that can be synced could not be loaded.",
    ready: checkbox("Sleep well in 6 weeks"),
    elsewhere: toHome,
  },
  {
    endpoint: "content.messagesByEntity",
    who: "staff",
    path: `${sync}?environmentId=production&contentTypeId=messages&syncType=selected&entityId=1000`,
    message: "The organization's messages could not be loaded.",
    ready: checkbox("Welcome to Acme Wellness"),
    elsewhere: toHome,
  },
  {
    endpoint: "content.details",
    who: "staff",
    path: `${sync}/sync-1054`,
    message: "The sync's details could not be loaded.",
    ready: (page) => page.getByRole("heading", { name: /^Sync of .+ from .+$/ }).waitFor(),
    elsewhere: toHome,
  },
]

/** A member's programs and challenges tabs (seeded member 10003 of Acme: two programs, an invitation, a history, three challenges). */
const memberTab = (tab: string) => `/noap/member/10003?entityId=1000&tab=${tab}`
const rowIn = (table: string, name: string) => (page: Page) =>
  page.getByRole("table", { name: table }).getByRole("rowheader", { name }).waitFor()
const memberProgramCases: ReadonlyArray<Case> = (
  [
    [
      "memberPrograms.programs",
      "programs",
      "The member's programs could not be loaded.",
      rowIn("Current programs", "Ten thousand steps"),
    ],
    [
      "memberPrograms.invitedPrograms",
      "programs",
      "The programs the member is invited to could not be loaded.",
      rowIn("Invited programs", "Sleep better in 30 days"),
    ],
    [
      "memberPrograms.programHistory",
      "programs",
      "The member's program history could not be loaded.",
      rowIn("Program history", "Quit for good"),
    ],
    [
      "memberPrograms.challenges",
      "challenges",
      "The member's challenges could not be loaded.",
      rowIn("Challenges", "Step it up"),
    ],
  ] as const
).map(([endpoint, tab, message, ready]) => ({
  endpoint,
  who: "staff",
  path: memberTab(tab),
  message,
  ready,
  elsewhere: toHome,
}))
/** A sub-view of a programs or challenges row: read only when its button is pressed, failing inside it. */
const subView = (
  button: string,
  region: string,
  ready: (inside: ReturnType<Page["getByRole"]>) => Promise<unknown>,
) => ({
  open: (page: Page) => page.getByRole("button", { name: button }).click(),
  ready: (page: Page) => ready(page.getByRole("region", { name: region })),
})
const firstRow = (inside: ReturnType<Page["getByRole"]>) => inside.getByRole("row").nth(1).waitFor()
const memberSubViewCases: ReadonlyArray<Case> = (
  [
    [
      "memberPrograms.programActivities",
      "programs",
      "The program's activities could not be loaded.",
      subView("Activities: Eat the rainbow", "Activities of Eat the rainbow", firstRow),
    ],
    [
      "memberPrograms.focusReport",
      "programs",
      "The focus report could not be loaded.",
      subView("Focus report: Eat the rainbow", "Focus report of Eat the rainbow", (inside) =>
        inside.getByText(/^Focus: Nutrition/).waitFor(),
      ),
    ],
    [
      "memberPrograms.challenge",
      "challenges",
      "The challenge's details could not be loaded.",
      subView("Details: Step it up", "Details of Step it up", (inside) =>
        inside.getByText("Acme 2026 challenges").waitFor(),
      ),
    ],
    [
      "memberPrograms.challengeActivities",
      "challenges",
      "The challenge's activities could not be loaded.",
      subView("Activities: Step it up", "Activities in Step it up", firstRow),
    ],
    [
      "memberPrograms.leaderboard",
      "challenges",
      "The leaderboard could not be loaded.",
      subView("Leaderboard: Step it up", "Leaderboard of Step it up", firstRow),
    ],
  ] as const
).map(([endpoint, tab, message, view]) => ({
  endpoint,
  who: "staff",
  path: memberTab(tab),
  message,
  ...view,
  elsewhere: toHome,
}))
/** Every read of a member's record tabs (notes and the read-only ones), and My favorites. */
const firstAcmeMember = seed().employees.find((employee) => employee.entityId === 1000)?.personId
const memberRecordCases: ReadonlyArray<Case> = [
  ...(
    [
      ["notes", "notes", "The member's notes could not be loaded.", "4 notes"],
      ["activities", "activities", "The member's activities could not be loaded.", "48 activities"],
      ["results", "results", "The member's results could not be loaded.", "12 results"],
      ["supportTeam", "supportTeam", "The member's support team could not be loaded.", "3 people"],
      ["hra", "hra", "The member's health risk assessments could not be loaded.", "3 assessments"],
      [
        "attestations",
        "attestation",
        "The member's attestations could not be loaded.",
        "4 statements attested",
      ],
      ["documents", "documents", "The member's documents could not be loaded.", "4 documents"],
    ] as const
  ).map(([endpoint, tab, message, ready]) => ({
    endpoint: `memberRecords.${endpoint}`,
    who: "staff" as const,
    path: `/noap/member/${firstAcmeMember}?entityId=1000&tab=${tab}`,
    message,
    ready: text(ready),
    elsewhere: toHome,
  })),
  {
    endpoint: "favorites.list",
    who: "staff",
    path: "/noap/member/favorites",
    message: "Your favorite members could not be loaded.",
    ready: text("3 favorite members"),
    elsewhere: toHome,
  },
]

export const cases: ReadonlyArray<Case> = [
  {
    endpoint: "entities.list",
    who: "admin",
    path: "/dashboard",
    message: "The organizations could not be loaded.",
    ready: text("Challenges running now"),
    elsewhere: toSupport,
  },
  {
    endpoint: "dashboard.programs",
    who: "admin",
    path: "/dashboard?entityId=1000",
    message: "The programs could not be loaded.",
    ready: text("Challenges running now"),
    elsewhere: toSupport,
  },
  {
    endpoint: "dashboard.challenges",
    who: "admin",
    path: "/dashboard?entityId=1000",
    message: "The challenges could not be loaded.",
    ready: text("Challenges running now"),
    elsewhere: toSupport,
  },
  {
    endpoint: "dashboard.rewards",
    who: "admin",
    path: "/dashboard?entityId=1000",
    message: "The rewards could not be loaded.",
    ready: text("Challenges running now"),
    elsewhere: toSupport,
  },
  {
    endpoint: "licenses.list",
    who: "admin",
    path: "/option?entityId=1000",
    message: "The licenses could not be loaded.",
    ready: (page) => page.getByRole("article", { name: "Acme Holdings — Wellness 2026" }).waitFor(),
    elsewhere: toSupport,
  },
  {
    endpoint: "licenses.product",
    who: "admin",
    path: "/option?entityId=1000",
    message: "The product details could not be loaded.",
    ready: (page) => page.getByRole("article", { name: "Acme Holdings — Wellness 2026" }).waitFor(),
    elsewhere: toSupport,
    perLoad: 6,
  },
  {
    endpoint: "challenges.list",
    who: "admin",
    path: "/challenges?entityId=1000",
    message: "The challenges could not be loaded.",
    ready: text("Step it up"),
    elsewhere: toSupport,
  },
  {
    endpoint: "challengeTemplates.list",
    who: "admin",
    path: "/challenges?entityId=1000",
    message: "The challenge templates could not be loaded.",
    ready: (page) =>
      page.getByRole("option", { name: "Mindful minutes" }).first().waitFor({ state: "attached" }),
    elsewhere: toSupport,
  },
  {
    endpoint: "users.admins",
    who: "admin",
    path: "/manage-users?entityId=1000",
    message: "The administrators could not be searched.",
    ready: (page) => page.getByRole("tabpanel").waitFor(),
    elsewhere: toSupport,
    perLoad: 3,
  },
  {
    endpoint: "users.employees",
    who: "admin",
    path: "/manage-users?entityId=1000",
    message: "The employees could not be loaded.",
    ready: (page) => page.getByRole("tabpanel").waitFor(),
    elsewhere: toSupport,
    perLoad: 3,
  },
  {
    endpoint: "batches.list",
    who: "admin",
    path: "/manage-users/batches?entityId=1000",
    message: "The batch uploads could not be loaded.",
    ready: text("january-hires.csv"),
    elsewhere: toSupport,
  },
  {
    endpoint: "batches.get",
    who: "admin",
    path: "/manage-users/batches/b-2026-0104?entityId=1000",
    message: "The batch upload could not be loaded.",
    ready: heading("january-hires.csv"),
    elsewhere: toSupport,
  },
  {
    endpoint: "rewards.identifiers",
    who: "admin",
    path: "/reward?entityId=1000",
    message: "The organization identifiers could not be loaded.",
    ready: heading("Acme wellness rewards"),
    elsewhere: toSupport,
  },
  {
    endpoint: "rewards.rewardGroup",
    who: "admin",
    path: "/reward?entityId=1000",
    message: "The rewards could not be loaded.",
    ready: heading("Acme wellness rewards"),
    elsewhere: toSupport,
  },
  {
    endpoint: "rewards.cards",
    who: "admin",
    path: "/reward?entityId=1000",
    message: "The credit cards could not be loaded.",
    ready: heading("Acme wellness rewards"),
    elsewhere: toSupport,
  },
  {
    endpoint: "support.info",
    who: "admin",
    path: "/support",
    message: "The support details could not be loaded.",
    ready: (page) => page.getByRole("link", { name: "help@wellkit.test" }).waitFor(),
    elsewhere: toDashboard,
  },
  {
    endpoint: "support.faqs",
    who: "admin",
    path: "/support",
    message: "The questions and answers could not be loaded.",
    ready: (page) => page.getByText("How do I add many employees at once?").waitFor(),
    elsewhere: toDashboard,
  },
  {
    endpoint: "messages.list",
    who: "staff",
    path: "/noap/admin/messages?entityId=1000",
    message: "The messages could not be loaded.",
    ready: (page) => page.getByRole("link", { name: "CHALLENGE_JOINED" }).waitFor(),
    elsewhere: toHome,
  },
  {
    endpoint: "messages.get",
    who: "staff",
    path: message,
    message: "The message could not be loaded.",
    ready: heading("Edit CHALLENGE_JOINED"),
    elsewhere: toHome,
  },
  {
    endpoint: "messages.ownerTypeEvents",
    who: "staff",
    path: message,
    message: "The events could not be loaded.",
    ready: heading("Edit CHALLENGE_JOINED"),
    elsewhere: toHome,
  },
  {
    endpoint: "messages.eventActions",
    who: "staff",
    path: message,
    message: "The event actions could not be loaded.",
    ready: heading("Edit CHALLENGE_JOINED"),
    elsewhere: toHome,
  },
  {
    endpoint: "formTemplates.list",
    who: "staff",
    path: "/noap/admin/formTemplates",
    message: "The form templates could not be loaded.",
    ready: (page) => page.getByRole("link", { name: "Welcome survey" }).waitFor(),
    elsewhere: toHome,
  },
  {
    endpoint: "challengeTemplates.list",
    who: "staff",
    path: "/noap/admin/challengeTemplates",
    message: "The challenge templates could not be loaded.",
    ready: (page) => page.getByRole("link", { name: "Step it up" }).waitFor(),
    elsewhere: toHome,
  },
  {
    endpoint: "programs.search",
    who: "staff",
    path: "/noap/admin/programs?entityId=1000",
    message: "The programs could not be searched.",
    ready: (page) => page.getByRole("link", { name: "Know your numbers" }).waitFor(),
    elsewhere: toHome,
  },
  {
    endpoint: "programs.get",
    who: "staff",
    path: "/noap/admin/programs/1?entityId=1000",
    message: "The program could not be loaded.",
    ready: heading("Edit Sleep better in 30 days"),
    elsewhere: toHome,
  },
  {
    endpoint: "tags.categories",
    who: "staff",
    path: "/noap/admin/programs",
    message: "The tag categories could not be loaded.",
    ready: (page) => page.getByRole("checkbox", { name: "Sleep" }).first().waitFor(),
    elsewhere: toHome,
  },
  {
    endpoint: "programs.clinicalNotifications",
    who: "staff",
    path: "/noap/admin/programs/1",
    message: "The clinical notifications could not be loaded.",
    ready: (page) =>
      page.getByRole("option", { name: "High blood pressure follow-up" }).waitFor({ state: "attached" }),
    elsewhere: toHome,
  },
  {
    endpoint: "tags.list",
    who: "staff",
    path: "/noap/admin/programs",
    message: "The tags could not be loaded.",
    ready: (page) => page.getByRole("checkbox", { name: "Sleep" }).first().waitFor(),
    elsewhere: toHome,
  },
  {
    endpoint: "voyageTemplates.list",
    who: "staff",
    path: "/noap/admin/voyageTemplates?entityId=1000",
    message: "The voyage templates could not be loaded.",
    ready: (page) => page.getByRole("link", { name: "Better sleep" }).waitFor(),
    elsewhere: toHome,
  },
  {
    endpoint: "voyageTemplates.get",
    who: "staff",
    path: "/noap/admin/voyageTemplates/1?entityId=1000",
    message: "The voyage template could not be loaded.",
    ready: heading("Edit Heart health in 12 weeks"),
    elsewhere: toHome,
  },
  {
    endpoint: "activityDefinitions.list",
    who: "staff",
    path: "/noap/admin/activityDefinitions?entityId=1000",
    message: "The activity definitions could not be loaded.",
    ready: (page) => page.getByRole("link", { name: "Gym session" }).waitFor(),
    elsewhere: toHome,
  },
  {
    endpoint: "activityDefinitions.get",
    who: "staff",
    path: "/noap/admin/activityDefinitions/2?entityId=1000",
    message: "The activity definition could not be loaded.",
    ready: heading("Edit Gym session"),
    elsewhere: toHome,
  },
  {
    endpoint: "foci.list",
    who: "staff",
    path: "/noap/admin/foci?entityId=1000",
    message: "The focus areas could not be loaded.",
    ready: (page) => page.getByRole("link", { name: "Sleep" }).waitFor(),
    elsewhere: toHome,
  },
  {
    endpoint: "foci.list",
    who: "staff",
    path: "/noap/admin/foci/2?entityId=1000",
    message: "The focus areas could not be loaded.",
    ready: heading("Edit Nutrition"),
    elsewhere: toHome,
  },
  {
    endpoint: "packageGroups.listRewardGroupTemplate",
    who: "staff",
    path: "/noap/admin/rewardGroupTemplates?entityId=1000",
    message: "The reward group templates could not be loaded.",
    ready: (page) => page.getByRole("link", { name: "Finisher bonus" }).waitFor(),
    elsewhere: toHome,
  },
  {
    endpoint: "packageGroups.getRewardGroupTemplate",
    who: "staff",
    path: "/noap/admin/rewardGroupTemplates/2?entityId=1000",
    message: "The reward group template could not be loaded.",
    ready: heading("Edit Gift card"),
    elsewhere: toHome,
  },
  {
    endpoint: "packageGroups.rewardSymbols",
    who: "staff",
    path: "/noap/admin/rewardGroupTemplates/2?entityId=1000",
    message: "The reward symbols could not be loaded.",
    ready: (page) => page.getByRole("option", { name: "US dollars ($)" }).waitFor({ state: "attached" }),
    elsewhere: toHome,
  },
  {
    endpoint: "flows.list",
    who: "staff",
    path: "/noap/admin/flows",
    message: "The flows could not be loaded.",
    ready: (page) => page.getByRole("link", { name: "Biometric screening" }).waitFor(),
    elsewhere: toHome,
  },
  {
    endpoint: "flows.get",
    who: "staff",
    path: "/noap/admin/flows?flowId=3",
    message: "The flow could not be loaded.",
    ready: heading("Edit Biometric screening"),
    elsewhere: toHome,
  },
  {
    endpoint: "flows.formSummaries",
    who: "staff",
    path: "/noap/admin/flows?flowId=3",
    message: "The flow's forms could not be loaded.",
    ready: (page) => page.getByRole("button", { name: "Edit form Measurements" }).waitFor(),
    elsewhere: toHome,
  },
  {
    endpoint: "flows.variableDefinitions",
    who: "staff",
    path: "/noap/admin/flows?flowId=3",
    message: "The flow's variable definitions could not be loaded.",
    ready: (page) =>
      page.getByRole("region", { name: "Variable definitions" }).getByText("systolic_bp").waitFor(),
    elsewhere: toHome,
  },
  {
    endpoint: "flows.measures",
    who: "staff",
    path: "/noap/admin/flows?flowId=3",
    message: "The flow's measures could not be loaded.",
    ready: (page) =>
      page.getByRole("region", { name: "Measures" }).getByText("Waist circumference").waitFor(),
    elsewhere: toHome,
  },
  {
    endpoint: "rewardApprovals.search",
    who: "staff",
    path: "/rewardapproval?status=Pending",
    message: "The reward approvals could not be searched.",
    ready: (page) =>
      page
        .getByRole("region", { name: "Reward approvals on this page" })
        .getByRole("listitem")
        .first()
        .waitFor(),
    elsewhere: toHome,
  },
  {
    endpoint: "rewardApprovals.get",
    who: "staff",
    path: "/rewardapproval/5014",
    message: "The reward approval could not be loaded.",
    ready: heading("Reward approval: Jamal Huang"),
    elsewhere: toHome,
  },
  {
    endpoint: "adminLicenses.list",
    who: "staff",
    path: "/noap/admin/organizations/1000",
    message: "The organization's licenses could not be loaded.",
    ready: (page) => page.getByRole("link", { name: "Wellness rewards 2027" }).waitFor(),
    elsewhere: toHome,
  },
  {
    endpoint: "adminLicenses.get",
    who: "staff",
    path: "/noap/admin/licenses/1?entityId=1000",
    message: "The license could not be loaded.",
    ready: heading("Edit Wellness rewards 2027"),
    elsewhere: toHome,
  },
  {
    endpoint: "tangoAccounts.list",
    who: "staff",
    path: "/noap/admin/licenses/1?entityId=1000",
    message: "The Tango customer accounts could not be loaded.",
    ready: (page) =>
      page.getByRole("option", { name: "Acme Holdings US (USD)" }).waitFor({ state: "attached" }),
    elsewhere: toHome,
  },
  {
    endpoint: "measures.list",
    who: "staff",
    path: "/noap/admin/licenses/1?entityId=1000",
    message: "The measures could not be loaded.",
    ready: (page) => page.getByRole("checkbox", { name: "Sleep (hours a night)" }).waitFor(),
    elsewhere: toHome,
  },
  {
    endpoint: "fileStorage.list",
    who: "staff",
    path: "/noap/admin/fileStorage",
    message: "The storage containers could not be loaded.",
    ready: (page) => page.getByRole("link", { name: "member-content" }).waitFor(),
    elsewhere: toHome,
  },
  {
    endpoint: "fileStorage.categories",
    who: "staff",
    path: "/noap/admin/fileStorage/1",
    message: "The container's categories could not be loaded.",
    ready: (page) => page.getByRole("link", { name: "Challenge banners (3)" }).waitFor(),
    elsewhere: toHome,
  },
  {
    endpoint: "fileStorage.categoryFiles",
    who: "staff",
    path: "/noap/admin/fileStorage/1?category=1",
    message: "The files could not be loaded.",
    ready: text("step-challenge.png"),
    elsewhere: toHome,
  },
  {
    endpoint: "fileStorage.allFiles",
    who: "staff",
    path: "/noap/admin/fileStorage/1?category=all",
    message: "The files could not be loaded.",
    ready: text("tile-sizes.txt"),
    elsewhere: toHome,
  },
  ...contentSyncCases,
  ...memberProgramCases,
  ...memberSubViewCases,
  {
    endpoint: "systemParameters.list",
    who: "staff",
    path: "/noap/admin/systemParameters?entityId=1000",
    message: "The system settings could not be loaded.",
    ready: (page) => page.getByRole("cell", { name: "SUPPORT_PHONE" }).waitFor(),
    elsewhere: toHome,
  },
  {
    endpoint: "messages.get",
    who: "admin",
    path: "/content-preview?contentType=message&id=10&entityId=1003",
    message: "The message could not be loaded.",
    ready: heading("Hydration week"),
    elsewhere: toSupport,
  },
  {
    endpoint: "social.getBlog",
    who: "admin",
    path: "/content-preview?contentType=blogPost&id=2&entityId=1000",
    message: "The blog could not be loaded.",
    ready: (page) => page.getByRole("heading", { name: "Hydration myths, busted", level: 1 }).waitFor(),
    elsewhere: toSupport,
  },
  {
    endpoint: "flows.formSummaries",
    who: "admin",
    path: "/content-preview?contentType=form&id=5&flowId=2",
    message: "The flow's forms could not be loaded.",
    ready: heading("Nutrition"),
    elsewhere: toSupport,
  },
  {
    endpoint: "flows.clientTexts",
    who: "admin",
    path: "/content-preview?contentType=form&id=5&flowId=2",
    message: "The client texts could not be loaded.",
    ready: heading("Nutrition"),
    elsewhere: toSupport,
  },
  {
    endpoint: "userFunctions.list",
    who: "staff",
    path: "/noap/admin/userFunctions",
    message: "The user functions could not be loaded.",
    ready: (page) => page.getByRole("cell", { name: "MEMBER_DEMOGRAPHIC_VIEW" }).waitFor(),
    elsewhere: toHome,
  },
  {
    endpoint: "members.search",
    who: "staff",
    path: "/noap/member?entityId=1000",
    message: "The members could not be searched.",
    ready: text("80 members"),
    elsewhere: toHome,
  },
  {
    endpoint: "members.get",
    who: "staff",
    path: "/noap/member/10000?entityId=1000",
    message: "The member could not be loaded.",
    ready: heading("Claude Ritchie"),
    elsewhere: toHome,
  },
  {
    endpoint: "members.demographics",
    who: "staff",
    path: "/noap/member/10000/demographics?entityId=1000",
    message: "The member's demographics could not be loaded.",
    ready: heading("Demographics of Claude Ritchie"),
    elsewhere: toHome,
  },
  {
    endpoint: "members.demographics",
    who: "admin",
    path: "/member-profile?userId=10000",
    message: "The member's demographics could not be loaded.",
    ready: heading("Member profile: Claude Ritchie"),
    elsewhere: toSupport,
  },
  ...memberRecordCases,
  ...memberRewardCases,
]

const logins = { admin: "admin@acme.test", staff: "staff@wellkit.test" } as const

/**
 * HTTP-9, ERR-5, POR-19 for one read: with the read failing (500, malformed body) the page says so
 * once, in the page, with Try again; the call is not repeated on its own in the 5 s after; the menu
 * keeps working; Try again works once the server does; a slow answer is waited for, asked once.
 * The 500 meets the page's first load; the malformed body meets a return to the page from the menu
 * (coming back is asking again); the slow answer meets a fresh load.
 */
export const provesReadFailure = async (e2e: E2e, c: Case) => {
  const sandbox = e2e.stack.api.sandbox
  const setFault = (fault: Fault) => sandbox.faults.set(fault)
  const { page } = e2e
  // The page's clock: the 5 s after a failure pass at once, with every timer in them run.
  await page.clock.install()
  const calls = callCounter(page, e2e.stack.api.url)
  const shown = page.getByRole("alert").filter({ hasText: c.message })

  /** The failure is said once, with its cause, and the read is not repeated on its own. */
  const saidOnce = async (failure: (typeof readFaults)[number], opened = false) => {
    if (!opened) await c.open?.(page)
    await shown.filter({ hasText: failure.cause }).waitFor()
    await screenshot(page, `failures-${c.endpoint}-${failure.name}`)
    const afterShown = calls.of(c.endpoint)()
    const shownAt = await page.evaluate(() => Date.now())
    await page.clock.runFor(5_000)
    expect((await page.evaluate(() => Date.now())) - shownAt).toBeGreaterThanOrEqual(5_000)
    await settled(page)
    expect(calls.of(c.endpoint)() - afterShown, "calls in the 5 s after the message").toBeLessThanOrEqual(2)
    expect(await shown.count(), "the failure is said once").toBe(1)
    expect(await page.getByRole("alertdialog").count(), "no dialog on top").toBe(0)
  }

  // A slow answer: the page's first read is held by the browser while 10 s pass on the page's
  // clock (under the hub's 15 s keep-alive): the page waits, asks no more than once and says
  // nothing yet. Then the answer comes, and it is the failure.
  let release = () => {}
  const held = new Promise<void>((done) => {
    release = done
  })
  let holding = false
  const api = new URL(e2e.stack.api.url).origin
  await page.route(
    (url) => url.origin === api,
    async (route) => {
      const request = route.request()
      if (holding && endpointOf(request.method(), new URL(request.url()).pathname) === c.endpoint) await held
      await route.continue()
    },
  )
  const [serverError, malformed] = readFaults
  await e2e.openAs(logins[c.who], c.path, () => {
    setFault({ endpoint: c.endpoint, ...serverError.fault })
    calls.reset()
    holding = true
  })
  await c.open?.(page)
  await expect.poll(() => calls.of(c.endpoint)()).toBeGreaterThanOrEqual(1)
  await page.clock.runFor(10_000)
  expect(calls.of(c.endpoint)(), "calls while the answer is awaited").toBeLessThanOrEqual(c.perLoad ?? 1)
  expect(await shown.count(), "nothing said while the answer is awaited").toBe(0)
  holding = false
  release()
  await saidOnce(serverError, true)

  // The menu keeps working while a read of the page fails.
  await page.getByRole("link", { name: c.elsewhere.link, exact: true }).click()
  await page.getByRole("heading", { name: c.elsewhere.heading, exact: true }).waitFor()

  setFault({ endpoint: c.endpoint, ...malformed.fault })
  calls.reset()
  await page.goBack()
  await saidOnce(malformed)
  sandbox.faults.clear()
  await shown.getByRole("button", { name: "Try again" }).click()
  await c.ready(page)
  await expect.poll(() => shown.count()).toBe(0)
}
