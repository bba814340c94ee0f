import {
  ACTIVITY_DEFINITION_TEXT_MAX,
  ADMIN_LICENSE_TEXT_MAX,
  CHALLENGE_TEXT_MAX,
  FLOW_TEXT_MAX,
  FOCUS_TEXT_MAX,
  FORM_TEMPLATE_TEXT_MAX,
  HEALTHTRACKER_TEXT_MAX,
  MessagesApiDecl,
  SUPPORT_TEXT_MAX,
  USER_NOTE_TEXT_MAX,
  VOYAGE_TEMPLATE_TEXT_MAX,
} from "@wellkit/core"
import { ADMINISTRATOR_TEXT_MAX } from "@wellkit/core/administrators"
import { MEMBER_REWARD_TEXT_MAX } from "@wellkit/core/member-rewards"
import { DEMOGRAPHICS_TEXT_MAX, MEMBER_TEXT_MAX } from "@wellkit/core/members"
import { ORGANIZATION_TEXT_MAX } from "@wellkit/core/organizations"
import { PACKAGE_GROUP_TEXT_MAX, PACKAGE_TEXT_MAX, REWARD_TEXT_MAX } from "@wellkit/core/package-groups"
import { PROGRAM_TEXT_MAX } from "@wellkit/core/programs"
import { REWARD_APPROVAL_TEXT_MAX } from "@wellkit/core/reward-approvals"
import { BLOG_POST_TEXT_MAX, COMMUNITY_TEXT_MAX } from "@wellkit/core/social"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { DEMO_PASSWORD, SANDBOX_API_KEY } from "./demo.js"
import { SANDBOX_HOST } from "./msw.js"
import { makeSandbox, type Sandbox } from "./sandbox.js"
import type { DbState } from "./state.js"

/**
 * Issue 40: the contract declares each text field's limit once, so the sandbox refuses a field
 * one character over it with a 400 and the field's sentence, as the real API would: nothing over
 * a limit is saved, and nothing is cut quietly. Each body is valid but for that field (a seeded
 * record, or a small valid one), sent as raw JSON to the sandbox's own handler: the SDK would
 * refuse it before sending.
 */

type Body = Record<string, unknown>
interface Row {
  readonly call: string
  /** Where the refusal says the field is: `flow.name`, `packages[0].name`. */
  readonly field: string
  readonly method: "POST" | "PUT"
  readonly path: string
  /** A valid body with `text` in the field. */
  readonly body: (state: DbState, text: string) => unknown
  readonly max: number
  readonly sentence: string
}

const seeded = (state: DbState, collection: string): Body => {
  const items =
    collection === "messages"
      ? state.messages
      : collection === "rewardGroupTemplates"
        ? state.rewardGroupTemplates.items
        : state.collections[collection]?.items
  const item = items?.[0]
  if (!item) throw new Error(`the sandbox seeds no ${collection}`)
  return item as unknown as Body
}
const packageGroup = (state: DbState) => {
  const group = state.packageGroups.find((g) =>
    g.packages.some((p) => p.challenges.length && p.rewardGroups.length),
  )
  if (!group) throw new Error("the sandbox seeds no package group with a challenge and a reward group")
  return group
}
const aPackage = (state: DbState) => {
  const found = packageGroup(state).packages.find((p) => p.challenges.length && p.rewardGroups.length)
  if (!found) throw new Error("the sandbox seeds no package with a challenge and a reward group")
  return found
}
const set = (record: unknown, field: string, text: string) => ({ ...(record as Body), [field]: text })

/** A kit resource's update: a seeded record with the field changed. */
const kit = (
  call: string,
  collection: string,
  path: string,
  field: string,
  max: number,
  sentence: string,
): Row => ({
  call,
  field,
  method: "PUT",
  path,
  body: (state, text) => set(seeded(state, collection), field, text),
  max,
  sentence,
})

const member = {
  entityId: 1000,
  firstName: "Ada",
  lastName: "Byron",
  emailAddress: "ada.b@acme.test",
  employeeId: "",
  dob: null,
}
const demographics = {
  gender: "",
  phone: "",
  addressLine1: "",
  addressLine2: "",
  city: "",
  postalCode: "",
  country: "",
  department: "",
  location: "",
}
const administrator = {
  firstName: "Dana",
  lastName: "Reyes",
  emailAddress: "dana.r@acme.test",
  adminType: 2,
  organizationId: 1000,
}
const post = {
  title: "Walk",
  socialBlogCategoryId: 1,
  body: "<p>Walk.</p>",
  imageUrl: null,
  status: "draft",
  publishDate: "2026-01-05",
}
const flow = { name: "Onboarding", tag: "2026", description: "", isActive: true }
const community = { name: "Runners", description: "We run.", imageUrl: null, visibility: "public" }
const contact = {
  name: "Ada Byron",
  emailAddress: "ada@acme.test",
  subject: "Points",
  message: "How do points work here?",
}
const override = { comment: "", userRewardId: 1, expressionTypeId: 1, overrideRedeem: false, status: 3 }
const demographic = (field: keyof typeof DEMOGRAPHICS_TEXT_MAX, what: string): Row => ({
  call: "members.saveDemographics",
  field,
  method: "PUT",
  path: "/members/1/demographics",
  body: (_, text) => set(demographics, field, text),
  max: DEMOGRAPHICS_TEXT_MAX[field],
  sentence: `${what} has at most ${DEMOGRAPHICS_TEXT_MAX[field]} characters.`,
})

const rows: ReadonlyArray<Row> = [
  {
    call: "programs.create",
    field: "name",
    method: "POST",
    path: "/entities/1000/programs",
    body: (s, t) => set(s.programs[0], "name", t),
    max: PROGRAM_TEXT_MAX.name,
    sentence: "A name has at most 80 characters.",
  },
  {
    call: "programs.create",
    field: "description",
    method: "POST",
    path: "/entities/1000/programs",
    body: (s, t) => set(s.programs[0], "description", t),
    max: PROGRAM_TEXT_MAX.description,
    sentence: "A description has at most 500 characters.",
  },
  {
    call: "packageGroups.update",
    field: "name",
    method: "PUT",
    path: "/entities/1000/packageGroups/1",
    body: (s, t) => set(packageGroup(s), "name", t),
    max: PACKAGE_GROUP_TEXT_MAX.name,
    sentence: "A name has at most 100 characters.",
  },
  {
    call: "packageGroups.update",
    field: "packages[0].name",
    method: "PUT",
    path: "/entities/1000/packageGroups/1",
    body: (s, t) => ({ ...packageGroup(s), packages: [set(packageGroup(s).packages[0], "name", t)] }),
    max: PACKAGE_TEXT_MAX.name,
    sentence: "The package's name has at most 80 characters.",
  },
  {
    call: "rewardGroups.create",
    field: "name",
    method: "POST",
    path: "/entities/1000/packageGroups/1/packages/1/rewardGroups",
    body: (s, t) => set(aPackage(s).rewardGroups[0], "name", t),
    max: REWARD_TEXT_MAX.name,
    sentence: "A name has at most 80 characters.",
  },
  kit(
    "rewardGroupTemplates.update",
    "rewardGroupTemplates",
    "/entities/1000/rewardGroupTemplates/1",
    "name",
    REWARD_TEXT_MAX.name,
    "A name has at most 80 characters.",
  ),
  {
    call: "challenges.createChallenge",
    field: "name",
    method: "POST",
    path: "/owners/1000/challenges",
    body: (s, t) => set(aPackage(s).challenges[0], "name", t),
    max: CHALLENGE_TEXT_MAX.name,
    sentence: "A name has at most 80 characters.",
  },
  {
    call: "challenges.createChallenge",
    field: "goal",
    method: "POST",
    path: "/owners/1000/challenges",
    body: (s, t) => set(aPackage(s).challenges[0], "goal", t),
    max: CHALLENGE_TEXT_MAX.goal,
    sentence: "A goal has at most 80 characters.",
  },
  kit(
    "challengeTemplates.update",
    "challengeTemplates",
    "/challenge-templates/1",
    "name",
    CHALLENGE_TEXT_MAX.name,
    "A name has at most 80 characters.",
  ),
  kit(
    "challengeTemplates.update",
    "challengeTemplates",
    "/challenge-templates/1",
    "goal",
    CHALLENGE_TEXT_MAX.goal,
    "A goal has at most 80 characters.",
  ),
  {
    call: "memberRewards.adminReward",
    field: "reason",
    method: "POST",
    path: "/members/1/rewardGroups/1/adminReward",
    body: (_, t) => ({ amount: 5, reason: t }),
    max: MEMBER_REWARD_TEXT_MAX.reason,
    sentence: "A reason has at most 200 characters.",
  },
  {
    call: "memberRewards.earnOverride",
    field: "comment",
    method: "POST",
    path: "/members/1/earnOverride",
    body: (_, t) => set(override, "comment", t),
    max: MEMBER_REWARD_TEXT_MAX.comment,
    sentence: "A comment has at most 500 characters.",
  },
  {
    call: "memberRewards.redeem",
    field: "reason",
    method: "POST",
    path: "/members/1/redemptions",
    body: (_, t) => ({ userPackageGroupId: 1, amount: 5, reason: t }),
    max: MEMBER_REWARD_TEXT_MAX.reason,
    sentence: "A reason has at most 200 characters.",
  },
  {
    call: "rewardApprovals.update",
    field: "comment",
    method: "PUT",
    path: "/rewardApprovals/1/terms",
    body: (_, t) => ({ status: "Denied", comment: t }),
    max: REWARD_APPROVAL_TEXT_MAX.comment,
    sentence: "A comment has at most 500 characters.",
  },
  {
    call: "memberRecords.addNote",
    field: "text",
    method: "POST",
    path: "/members/1/notes",
    body: (_, t) => ({ text: t }),
    max: USER_NOTE_TEXT_MAX.text,
    sentence: "A note has at most 2,000 characters.",
  },
  {
    call: "administrators.create",
    field: "firstName",
    method: "POST",
    path: "/administrators",
    body: (_, t) => set(administrator, "firstName", t),
    max: ADMINISTRATOR_TEXT_MAX.firstName,
    sentence: "A first name has at most 50 characters.",
  },
  {
    call: "administrators.create",
    field: "lastName",
    method: "POST",
    path: "/administrators",
    body: (_, t) => set(administrator, "lastName", t),
    max: ADMINISTRATOR_TEXT_MAX.lastName,
    sentence: "A last name has at most 50 characters.",
  },
  {
    call: "social.createBlogPost",
    field: "title",
    method: "POST",
    path: "/social/blogs/42/posts",
    body: (_, t) => set(post, "title", t),
    max: BLOG_POST_TEXT_MAX.title,
    sentence: "A title has at most 120 characters.",
  },
  {
    call: "social.createBlogPost",
    field: "body",
    method: "POST",
    path: "/social/blogs/42/posts",
    body: (_, t) => set(post, "body", t),
    max: BLOG_POST_TEXT_MAX.body,
    sentence: "The post has at most 50,000 characters.",
  },
  {
    call: "social.createCommunity",
    field: "name",
    method: "POST",
    path: "/social/groups/7/communities",
    body: (_, t) => set(community, "name", t),
    max: COMMUNITY_TEXT_MAX.name,
    sentence: "A name has at most 80 characters.",
  },
  {
    call: "social.createCommunity",
    field: "description",
    method: "POST",
    path: "/social/groups/7/communities",
    body: (_, t) => set(community, "description", t),
    max: COMMUNITY_TEXT_MAX.description,
    sentence: "A description has at most 1,000 characters.",
  },
  {
    call: "flows.update",
    field: "flow.name",
    method: "PUT",
    path: "/flows/1",
    body: (_, t) => ({ flow: set(flow, "name", t) }),
    max: FLOW_TEXT_MAX.name,
    sentence: "A name has at most 80 characters.",
  },
  {
    call: "flows.update",
    field: "flow.tag",
    method: "PUT",
    path: "/flows/1",
    body: (_, t) => ({ flow: set(flow, "tag", t) }),
    max: FLOW_TEXT_MAX.tag,
    sentence: "A tag has at most 40 characters.",
  },
  {
    call: "flows.update",
    field: "flow.description",
    method: "PUT",
    path: "/flows/1",
    body: (_, t) => ({ flow: set(flow, "description", t) }),
    max: FLOW_TEXT_MAX.description,
    sentence: "A description has at most 240 characters.",
  },
  {
    call: "flows.copy",
    field: "tag",
    method: "POST",
    path: "/flows/1/copy",
    body: (_, t) => ({ tag: t }),
    max: FLOW_TEXT_MAX.tag,
    sentence: "A tag has at most 40 characters.",
  },
  {
    call: "flows.createForm",
    field: "form.name",
    method: "POST",
    path: "/flows/1/forms",
    body: (_, t) => ({
      form: {
        flowId: 1,
        name: t,
        step: 1,
        clientTextId: null,
        seedingStoredProcedureId: null,
        formFunctionId: null,
        variables: [],
      },
    }),
    max: FLOW_TEXT_MAX.name,
    sentence: "A name has at most 80 characters.",
  },
  {
    call: "members.create",
    field: "firstName",
    method: "POST",
    path: "/entities/1000/members",
    body: (_, t) => set(member, "firstName", t),
    max: MEMBER_TEXT_MAX.firstName,
    sentence: "A first name has at most 50 characters.",
  },
  {
    call: "members.create",
    field: "lastName",
    method: "POST",
    path: "/entities/1000/members",
    body: (_, t) => set(member, "lastName", t),
    max: MEMBER_TEXT_MAX.lastName,
    sentence: "A last name has at most 50 characters.",
  },
  {
    call: "members.create",
    field: "employeeId",
    method: "POST",
    path: "/entities/1000/members",
    body: (_, t) => set(member, "employeeId", t),
    max: MEMBER_TEXT_MAX.employeeId,
    sentence: "An employee id has at most 20 characters.",
  },
  demographic("addressLine1", "An address line"),
  demographic("addressLine2", "An address line"),
  demographic("city", "A city"),
  demographic("postalCode", "A postal code"),
  demographic("country", "A country"),
  demographic("department", "A department"),
  demographic("location", "A location"),
  {
    call: "organizations.update",
    field: "organizationName",
    method: "PUT",
    path: "/organizations",
    body: (_, t) => ({ entityId: 1000, organizationName: t, testInd: false }),
    max: ORGANIZATION_TEXT_MAX.name,
    sentence: "A name has at most 100 characters.",
  },
  {
    call: "organizations.create",
    field: "organizationName",
    method: "POST",
    path: "/organizations",
    body: (_, t) => ({ parentId: 1000, organizationName: t, childId: "ACME-Z", testInd: false }),
    max: ORGANIZATION_TEXT_MAX.name,
    sentence: "A name has at most 100 characters.",
  },
  kit(
    "messages.update",
    "messages",
    "/entities/1000/messages/1",
    "messageId",
    MessagesApiDecl.MESSAGE_TEXT_MAX.messageId,
    "A message id has at most 64 characters.",
  ),
  {
    call: "support.contact",
    field: "subject",
    method: "POST",
    path: "/support/contact",
    body: (_, t) => set(contact, "subject", t),
    max: SUPPORT_TEXT_MAX.subject,
    sentence: "A subject has at most 120 characters.",
  },
  {
    call: "support.contact",
    field: "message",
    method: "POST",
    path: "/support/contact",
    body: (_, t) => set(contact, "message", t),
    max: SUPPORT_TEXT_MAX.message,
    sentence: "A message has at most 4,000 characters.",
  },
  kit(
    "foci.update",
    "foci",
    "/entities/1000/foci/1",
    "name",
    FOCUS_TEXT_MAX.name,
    "A name has at most 60 characters.",
  ),
  kit(
    "foci.update",
    "foci",
    "/entities/1000/foci/1",
    "description",
    FOCUS_TEXT_MAX.description,
    "A description has at most 300 characters.",
  ),
  kit(
    "formTemplates.update",
    "formTemplates",
    "/formTemplates/1",
    "name",
    FORM_TEMPLATE_TEXT_MAX.name,
    "A name has at most 80 characters.",
  ),
  kit(
    "formTemplates.update",
    "formTemplates",
    "/formTemplates/1",
    "description",
    FORM_TEMPLATE_TEXT_MAX.description,
    "A description has at most 240 characters.",
  ),
  kit(
    "voyageTemplates.update",
    "voyageTemplates",
    "/entities/1000/voyageTemplates/1",
    "name",
    VOYAGE_TEMPLATE_TEXT_MAX.name,
    "A name has at most 80 characters.",
  ),
  kit(
    "voyageTemplates.update",
    "voyageTemplates",
    "/entities/1000/voyageTemplates/1",
    "description",
    VOYAGE_TEMPLATE_TEXT_MAX.description,
    "A description has at most 500 characters.",
  ),
  kit(
    "activityDefinitions.update",
    "activityDefinitions",
    "/entities/1000/activityDefinitions/1",
    "name",
    ACTIVITY_DEFINITION_TEXT_MAX.name,
    "A name has at most 80 characters.",
  ),
  kit(
    "activityDefinitions.update",
    "activityDefinitions",
    "/entities/1000/activityDefinitions/1",
    "unit",
    ACTIVITY_DEFINITION_TEXT_MAX.unit,
    "A unit has at most 20 characters.",
  ),
  kit(
    "activityDefinitions.update",
    "activityDefinitions",
    "/entities/1000/activityDefinitions/1",
    "description",
    ACTIVITY_DEFINITION_TEXT_MAX.description,
    "A description has at most 500 characters.",
  ),
  kit(
    "adminLicenses.update",
    "adminLicenses",
    "/entities/1000/licenses/1",
    "name",
    ADMIN_LICENSE_TEXT_MAX.name,
    "A name has at most 80 characters.",
  ),
  kit(
    "adminLicenses.update",
    "adminLicenses",
    "/entities/1000/licenses/1",
    "accountIdentifier",
    ADMIN_LICENSE_TEXT_MAX.accountIdentifier,
    "The account identifier has at most 60 characters.",
  ),
  kit(
    "healthtrackers.update",
    "healthtrackers",
    "/entities/1000/healthtrackers/1",
    "name",
    HEALTHTRACKER_TEXT_MAX.name,
    "A name has at most 80 characters.",
  ),
  kit(
    "healthtrackers.update",
    "healthtrackers",
    "/entities/1000/healthtrackers/1",
    "unit",
    HEALTHTRACKER_TEXT_MAX.unit,
    "A unit has at most 20 characters.",
  ),
]

let sandbox: Sandbox
let token: string
const send = (method: string, path: string, body: unknown) =>
  sandbox.handle(
    new Request(`${SANDBOX_HOST}${path}?apiKey=${SANDBOX_API_KEY}&authToken=${token}`, {
      method,
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    }),
  )

beforeAll(async () => {
  sandbox = makeSandbox()
  const login = await sandbox.handle(
    new Request(`${SANDBOX_HOST}/session/login?apiKey=${SANDBOX_API_KEY}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "staff@wellkit.test", password: DEMO_PASSWORD }),
    }),
  )
  token = ((await login.json()) as { response: { authToken: string } }).response.authToken
})
afterAll(() => sandbox.dispose())

describe("issue 40: the sandbox refuses text over its limit, in the field's sentence, as the real API would", () => {
  it.each(rows)("$call: $field one character over $max is refused: $sentence", async (row) => {
    const response = await send(row.method, row.path, row.body(sandbox.db.state, "x".repeat(row.max + 1)))
    const answer = (await response.json()) as { message: string }
    expect(response.status).toBe(400)
    expect(answer.message).toBe(`${row.field}: ${row.sentence}`)
  })

  it("a program named with exactly 80 characters is saved, all 80 of them", async () => {
    const name = "Sleep well".padEnd(PROGRAM_TEXT_MAX.name, ".")
    const body = set(sandbox.db.state.programs[0], "name", name)
    const response = await send("POST", "/entities/1000/programs", body)
    expect(response.status).toBeLessThan(300)
    expect(sandbox.db.state.programs.filter((program) => program.name === name)).toHaveLength(1)
  })
})
