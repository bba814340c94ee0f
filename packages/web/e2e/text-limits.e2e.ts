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
import {
  PACKAGE_GROUP_TEXT_MAX,
  PACKAGE_GROUPS_PATH,
  PACKAGE_TEXT_MAX,
  REWARD_TEXT_MAX,
} from "@wellkit/core/package-groups"
import { PROGRAM_TEXT_MAX } from "@wellkit/core/programs"
import { REWARD_APPROVAL_TEXT_MAX } from "@wellkit/core/reward-approvals"
import { BLOG_POST_TEXT_MAX, COMMUNITY_TEXT_MAX } from "@wellkit/core/social"
import { seed } from "@wellkit/testkit"
import type { Locator, Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { setupE2e } from "./harness.js"

/**
 * Issue 40: text pasted over a field's limit is never cut silently. Each limited field of the
 * portal shows its limit before anything is typed, and a paste longer than the room left is cut
 * by the field with a note, seen and heard, of what was left out. The limits are core's (the
 * contract's), so the numbers here are the contract's too; the sandbox's refusal of longer text
 * is proven per field in testkit (text-limits.test.ts).
 */

const e2e = setupE2e()
const STAFF = "staff@wellkit.test"
const MEMBER = `/noap/member/10000?entityId=1000`
/** A package of Acme's with a challenge and a reward group, whose pages hold their forms. */
const group = seed().packageGroups.find(
  (g) =>
    g.ownerEntityId === 1000 && g.packages.some((p) => p.challenges.length > 0 && p.rewardGroups.length > 0),
)
const inPackage = group?.packages.find((p) => p.challenges.length > 0 && p.rewardGroups.length > 0)
const [challenge] = inPackage?.challenges ?? []
const [rewardGroup] = inPackage?.rewardGroups ?? []
if (!group || !inPackage || !challenge || !rewardGroup)
  throw new Error("the seed has no package with a challenge and a reward group")
const packagePage = `${PACKAGE_GROUPS_PATH}/${group.packageGroupId}/package/${inPackage.packageId}`
const n = (value: number) => value.toLocaleString("en-US")

interface LimitedField {
  readonly label: string
  readonly max: number
}
interface Form {
  readonly form: string
  readonly path: string
  /** Opens the form once the page at `path` is there; gives where its fields are. */
  readonly open: (page: Page) => Promise<Locator>
  readonly fields: ReadonlyArray<LimitedField>
}

const heading = (name: string) => async (page: Page) => {
  await page.getByRole("heading", { name, exact: true }).waitFor()
  return page.locator("main")
}
const dialogFrom =
  (button: string | RegExp, dialog: string | RegExp, before?: (page: Page) => Promise<void>) =>
  async (page: Page) => {
    await before?.(page)
    await page.getByRole("button", { name: button }).first().click()
    return page.getByRole("dialog", { name: dialog })
  }

const forms: ReadonlyArray<Form> = [
  {
    form: "a program",
    path: "/noap/admin/programs/new?entityId=1000",
    open: heading("New program"),
    fields: [
      { label: "Name", max: PROGRAM_TEXT_MAX.name },
      { label: "Description", max: PROGRAM_TEXT_MAX.description },
    ],
  },
  {
    form: "a reward group template",
    path: "/noap/admin/rewardGroupTemplates/new?entityId=1000",
    open: heading("New reward group template"),
    fields: [{ label: "Name", max: REWARD_TEXT_MAX.name }],
  },
  {
    form: "an administrator",
    path: "/noap/admin/administrators/new",
    open: heading("New administrator"),
    fields: [
      { label: "First name", max: ADMINISTRATOR_TEXT_MAX.firstName },
      { label: "Last name", max: ADMINISTRATOR_TEXT_MAX.lastName },
    ],
  },
  {
    form: "a blog post",
    path: "/social/blogs/new?entityId=1000",
    open: heading("New blog post"),
    fields: [{ label: "Title", max: BLOG_POST_TEXT_MAX.title }],
  },
  {
    form: "a community",
    path: "/social/communities?entityId=1000",
    open: async (page) => {
      await page.getByRole("link", { name: "New community", exact: true }).click()
      return heading("New community")(page)
    },
    fields: [
      { label: "Name", max: COMMUNITY_TEXT_MAX.name },
      { label: "Description", max: COMMUNITY_TEXT_MAX.description },
    ],
  },
  {
    form: "a member's note",
    path: `${MEMBER}&tab=notes`,
    open: dialogFrom("Add a note", "Add a note"),
    fields: [{ label: "Note", max: USER_NOTE_TEXT_MAX.text }],
  },
  {
    form: "an earn override",
    path: `${MEMBER}&tab=details`,
    open: dialogFrom("Earn override: Annual physical", "Earn override: Annual physical", (page) =>
      page.getByRole("tab", { name: "Reward groups" }).click(),
    ),
    fields: [{ label: "Comment", max: MEMBER_REWARD_TEXT_MAX.comment }],
  },
  {
    form: "an admin reward",
    path: `${MEMBER}&tab=details`,
    open: dialogFrom(/^Admin reward$/, /^Admin reward: /, (page) =>
      page.getByRole("tab", { name: "Reward groups" }).click(),
    ),
    fields: [{ label: "Reason", max: MEMBER_REWARD_TEXT_MAX.reason }],
  },
  {
    form: "a manual redemption",
    path: `${MEMBER}&tab=redemptions`,
    open: dialogFrom("Manual redemption", "Manual redemption"),
    fields: [{ label: "Reason", max: MEMBER_REWARD_TEXT_MAX.reason }],
  },
  {
    form: "a denial of a reward",
    path: "/rewardapproval",
    open: async (page) => {
      await page
        .getByRole("checkbox", { name: /^Select: / })
        .first()
        .check()
      await page.getByRole("button", { name: "Deny", exact: true }).click()
      return page.getByRole("dialog", { name: "Deny 1 reward?" })
    },
    fields: [{ label: "Reason", max: REWARD_APPROVAL_TEXT_MAX.comment }],
  },
  {
    form: "a flow's copy",
    path: "/noap/admin/flows",
    open: async (page) => {
      await page
        .getByRole("row")
        .filter({ hasText: "2026" })
        .getByRole("link", { name: "Biometric screening" })
        .click()
      await page.getByRole("heading", { name: "Edit Biometric screening", level: 2 }).waitFor()
      await page.getByRole("button", { name: "Copy" }).click()
      return page.getByRole("dialog", { name: "Copy “Biometric screening”" })
    },
    fields: [{ label: "Tag of the copy", max: FLOW_TEXT_MAX.tag }],
  },
  {
    form: "a flow",
    path: "/noap/admin/flows?new=1",
    open: heading("New flow"),
    fields: [
      { label: "Name", max: FLOW_TEXT_MAX.name },
      { label: "Tag", max: FLOW_TEXT_MAX.tag },
      { label: "Description", max: FLOW_TEXT_MAX.description },
    ],
  },
  {
    form: "a form template",
    path: "/noap/admin/formTemplates/new",
    open: heading("New form template"),
    fields: [
      { label: "Name", max: FORM_TEMPLATE_TEXT_MAX.name },
      { label: "Description", max: FORM_TEMPLATE_TEXT_MAX.description },
    ],
  },
  {
    form: "a voyage template",
    path: "/noap/admin/voyageTemplates/new?entityId=1000",
    open: heading("New voyage template"),
    fields: [
      { label: "Name", max: VOYAGE_TEMPLATE_TEXT_MAX.name },
      { label: "Description", max: VOYAGE_TEMPLATE_TEXT_MAX.description },
    ],
  },
  {
    form: "an activity definition",
    path: "/noap/admin/activityDefinitions/new?entityId=1000",
    open: heading("New activity definition"),
    fields: [
      { label: "Name", max: ACTIVITY_DEFINITION_TEXT_MAX.name },
      { label: "Unit", max: ACTIVITY_DEFINITION_TEXT_MAX.unit },
      { label: "Description", max: ACTIVITY_DEFINITION_TEXT_MAX.description },
    ],
  },
  {
    form: "a challenge template",
    path: "/noap/admin/challengeTemplates/new",
    open: heading("New challenge template"),
    fields: [
      { label: "Name", max: CHALLENGE_TEXT_MAX.name },
      { label: "Goal", max: CHALLENGE_TEXT_MAX.goal },
    ],
  },
  {
    form: "a member",
    path: "/noap/member?entityId=1000",
    open: async (page) => {
      await page.getByRole("link", { name: "New member" }).click()
      return heading("New member")(page)
    },
    fields: [
      { label: "First name", max: MEMBER_TEXT_MAX.firstName },
      { label: "Last name", max: MEMBER_TEXT_MAX.lastName },
      { label: "Employee id", max: MEMBER_TEXT_MAX.employeeId },
    ],
  },
  {
    form: "a member's demographics",
    path: "/noap/member/10000/demographics?entityId=1000",
    open: heading("Demographics of Claude Ritchie"),
    fields: [
      { label: "Address line 1", max: DEMOGRAPHICS_TEXT_MAX.addressLine1 },
      { label: "Address line 2", max: DEMOGRAPHICS_TEXT_MAX.addressLine2 },
      { label: "City", max: DEMOGRAPHICS_TEXT_MAX.city },
      { label: "Postal code", max: DEMOGRAPHICS_TEXT_MAX.postalCode },
      { label: "Country", max: DEMOGRAPHICS_TEXT_MAX.country },
      { label: "Department", max: DEMOGRAPHICS_TEXT_MAX.department },
      { label: "Location", max: DEMOGRAPHICS_TEXT_MAX.location },
    ],
  },
  {
    form: "an organization",
    path: "/noap/admin/organizations/1001",
    open: async (page) => {
      await page.getByRole("heading", { name: "Acme West", level: 2 }).waitFor()
      return page.locator("main")
    },
    fields: [
      { label: "Name", max: ORGANIZATION_TEXT_MAX.name },
      { label: "Child organization's name", max: ORGANIZATION_TEXT_MAX.name },
    ],
  },
  {
    form: "a license",
    path: "/noap/admin/licenses/new?entityId=1000",
    open: heading("New license"),
    fields: [
      { label: "Name", max: ADMIN_LICENSE_TEXT_MAX.name },
      { label: "Account identifier", max: ADMIN_LICENSE_TEXT_MAX.accountIdentifier },
    ],
  },
  {
    form: "a focus area",
    path: "/noap/admin/foci?entityId=1000",
    open: async (page) => {
      await page.getByRole("link", { name: "Sleep" }).click()
      return heading("Edit Sleep")(page)
    },
    fields: [
      { label: "Name", max: FOCUS_TEXT_MAX.name },
      { label: "Description", max: FOCUS_TEXT_MAX.description },
    ],
  },
  {
    form: "a package group",
    path: `${PACKAGE_GROUPS_PATH}/${group.packageGroupId}?entityId=1000`,
    open: heading(`Edit ${group.name}`),
    fields: [{ label: "Name", max: PACKAGE_GROUP_TEXT_MAX.name }],
  },
  {
    form: "a package group's package",
    path: `${PACKAGE_GROUPS_PATH}/${group.packageGroupId}?entityId=1000`,
    open: async (page) => {
      await heading(`Edit ${group.name}`)(page)
      return page
        .getByRole("group")
        .filter({ has: page.getByLabel("Package name") })
        .first()
    },
    fields: [{ label: "Package name", max: PACKAGE_TEXT_MAX.name }],
  },
  {
    form: "a package's challenge",
    path: `${packagePage}/challenge/${challenge.challengeId}?entityId=1000`,
    open: heading(`Edit ${challenge.name}`),
    fields: [
      { label: "Name", max: CHALLENGE_TEXT_MAX.name },
      { label: "Goal", max: CHALLENGE_TEXT_MAX.goal },
    ],
  },
  {
    form: "a package's reward group",
    path: `${packagePage}/rewardGroup/${rewardGroup.rewardGroupId}?entityId=1000`,
    open: heading(`Edit ${rewardGroup.name}`),
    fields: [{ label: "Name", max: REWARD_TEXT_MAX.name }],
  },
  {
    form: "a message",
    path: "/noap/admin/messages?entityId=1000&new=1",
    open: heading("New message"),
    fields: [{ label: "Message id", max: MessagesApiDecl.MESSAGE_TEXT_MAX.messageId }],
  },
  {
    form: "a healthtracker",
    path: "/noap/admin/healthtrackers/new?entityId=1000",
    open: heading("New healthtracker"),
    fields: [
      { label: "Name", max: HEALTHTRACKER_TEXT_MAX.name },
      { label: "Unit", max: HEALTHTRACKER_TEXT_MAX.unit },
    ],
  },
  {
    form: "a message to support",
    path: "/support",
    open: heading("Send us a message"),
    fields: [
      { label: "Subject", max: SUPPORT_TEXT_MAX.subject },
      { label: "Message", max: SUPPORT_TEXT_MAX.message },
    ],
  },
]

/** Text longer than `max`, as a person pastes it: words, not one letter over and over. */
const tooLong = (max: number) =>
  "Walking meetings that work. ".repeat(Math.ceil((max + 21) / 28)).slice(0, max + 21)

/** Pastes from the real clipboard, as Ctrl+V does; the field is cut and says what was left out. */
const pasteOverLimit = async (page: Page, scope: Locator, { label, max }: LimitedField) => {
  const field = scope.getByLabel(label, { exact: true })
  // The field, its counter and its live note.
  const box = field.locator("xpath=../..")
  // Told before: the limit shows under the field from the start.
  await box.getByText(new RegExp(`^[\\d,]+ of ${n(max)} characters\\.`)).waitFor()
  const long = tooLong(max)
  await page.evaluate((text) => navigator.clipboard.writeText(text), long)
  await field.fill("")
  await field.focus()
  await page.keyboard.press("ControlOrMeta+V")
  await expect
    .poll(() => field.inputValue(), { message: `${label}: cut at its limit` })
    .toBe(long.slice(0, max))
  const cut = `What you pasted was ${n(long.length)} characters: only the first ${n(max)} fit, and the rest was left out.`
  await box.getByText(`${n(max)} of ${n(max)} characters. ${cut}`).waitFor()
  await expect
    .poll(() => box.locator("[aria-live=polite]").textContent(), { message: `${label}: heard` })
    .toBe(cut)
}

describe("issue 40: text pasted over a field's limit is cut with a note, never silently", () => {
  it.each(forms)(
    "staff paste over-limit text into each limited field of $form",
    async ({ path, open, fields }) => {
      const page = await e2e.openAs(STAFF, path)
      await page
        .context()
        .grantPermissions(["clipboard-read", "clipboard-write"], { origin: e2e.stack.portal.url })
      const scope = await open(page)
      for (const field of fields) await pasteOverLimit(page, scope, field)
    },
  )
})
