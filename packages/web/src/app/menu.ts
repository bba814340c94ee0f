import {
  ACCOUNT_PATH,
  AdminType,
  BATCHES_PATH,
  CHALLENGES_PATH,
  can,
  DASHBOARD_PATH,
  FUNDING_PATH,
  LICENSES_PATH,
  MANAGE_USERS_PATH,
  REPORTS_PATH,
  REWARD_APPROVAL_FUNCTIONS,
  SUPPORT_PATH,
} from "@wellkit/core"
import { REWARD_APPROVALS_PATH } from "@wellkit/core/reward-approvals/path"
import type { TextKey } from "../i18n/index.js"
import { type AdminSection, adminAreas, adminSections } from "./admin-areas.js"

export interface MenuItem {
  readonly to: string
  readonly label: TextKey
  readonly end?: boolean
  /** K7: shown only to someone with one of these functions (the route's own guard, NAV-3..5). @default everyone */
  readonly functions?: ReadonlyArray<string>
}

/** A run of menu items, under a heading when the menu has sections. */
export interface MenuGroup {
  readonly heading?: TextKey
  readonly items: ReadonlyArray<MenuItem>
}

/** NAV-5: the reward-approval queue, a portal page both staff and organization admins may reach. */
const rewardApprovals: MenuItem = {
  to: REWARD_APPROVALS_PATH,
  label: "rewardApprovals.title",
  functions: REWARD_APPROVAL_FUNCTIONS,
}

/** Portal pages outside /noap that staff find in a section of their menu. */
const staffPortalPages: Partial<Record<AdminSection, ReadonlyArray<MenuItem>>> = {
  rewards: [rewardApprovals],
}

/** The staff menu: the admin home, then the built areas by section (only sections that have one). */
const staffMenu: ReadonlyArray<MenuGroup> = [
  { items: [{ to: "/noap", label: "shell.nav.adminHome", end: true }] },
  ...adminSections.map((section) => ({
    heading: `noap.sections.${section}` as const,
    items: [
      ...adminAreas
        // An area with only a record page (licenses, reached from an organization) has no menu item.
        .filter((area) => area.section === section && area.list)
        .map((area) => ({ to: area.path, label: area.label })),
      ...(staffPortalPages[section] ?? []),
    ],
  })),
]

/** NAV-3: the DIY sections, each needing the DIY function. */
const diy = (to: string, label: TextKey, end?: boolean): MenuItem => ({
  to,
  label,
  functions: ["DIY"],
  ...(end ? { end } : {}),
})

const organizationItems: ReadonlyArray<MenuItem> = [
  diy(DASHBOARD_PATH, "shell.nav.dashboard"),
  diy(LICENSES_PATH, "shell.nav.licenses"),
  diy(CHALLENGES_PATH, "shell.nav.challenges"),
  diy(MANAGE_USERS_PATH, "shell.nav.users", true),
  diy(BATCHES_PATH, "shell.nav.batchUploads"),
  diy(REPORTS_PATH, "shell.nav.reports"),
  diy(FUNDING_PATH, "shell.nav.funding"),
  rewardApprovals,
  diy(SUPPORT_PATH, "shell.nav.support"),
  diy(ACCOUNT_PATH, "shell.nav.account"),
]

/**
 * The side menu of a visitor: staff's or an organization admin's, each item
 * shown only to someone who may open it (K7), and a section only when it has
 * an item left.
 */
export const menuFor = (adminType: number, functions: ReadonlyArray<string>): ReadonlyArray<MenuGroup> =>
  (adminType === AdminType.staff ? staffMenu : [{ items: organizationItems }])
    .map((group) => ({
      ...group,
      items: group.items.filter((item) => item.functions === undefined || can(functions, item.functions)),
    }))
    .filter((group) => group.items.length > 0)

/**
 * The one entry a page belongs to: the entry whose address is the page's, or
 * the longest one the page lies under (`/noap/member/favorites` is My
 * favorites, not Members as well); an `end` entry only for its own address.
 */
export const currentEntry = (items: ReadonlyArray<MenuItem>, pathname: string): string | undefined =>
  items
    .filter((item) => pathname === item.to || (!item.end && pathname.startsWith(`${item.to}/`)))
    .reduce<string | undefined>(
      (best, item) => (best && best.length >= item.to.length ? best : item.to),
      undefined,
    )
