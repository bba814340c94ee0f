import {
  ACCOUNT_PATH,
  AdminType,
  BATCHES_PATH,
  CHALLENGES_PATH,
  DASHBOARD_PATH,
  FUNDING_PATH,
  LICENSES_PATH,
  MANAGE_USERS_PATH,
  REPORTS_PATH,
  SUPPORT_PATH,
} from "@wellkit/core"
import type { TextKey } from "../i18n/index.js"
import { adminAreas, adminSections } from "./admin-areas.js"

export interface MenuItem {
  readonly to: string
  readonly label: TextKey
  readonly end?: boolean
}

/** A run of menu items, under a heading when the menu has sections. */
export interface MenuGroup {
  readonly heading?: TextKey
  readonly items: ReadonlyArray<MenuItem>
}

/** The staff menu: the admin home, then the built areas by section (only sections that have one). */
const staffMenu: ReadonlyArray<MenuGroup> = [
  { items: [{ to: "/noap", label: "shell.nav.adminHome", end: true }] },
  ...adminSections.flatMap((section) => {
    const items = adminAreas
      .filter((area) => area.section === section && area.list)
      .map((area) => ({ to: area.path, label: area.label }))
    return items.length > 0 ? [{ heading: `noap.sections.${section}` as const, items }] : []
  }),
]

const organisationItems: ReadonlyArray<MenuItem> = [
  { to: DASHBOARD_PATH, label: "shell.nav.dashboard" },
  { to: LICENSES_PATH, label: "shell.nav.licenses" },
  { to: CHALLENGES_PATH, label: "shell.nav.challenges" },
  { to: MANAGE_USERS_PATH, label: "shell.nav.users", end: true },
  { to: BATCHES_PATH, label: "shell.nav.batchUploads" },
  { to: REPORTS_PATH, label: "shell.nav.reports" },
  { to: FUNDING_PATH, label: "shell.nav.funding" },
  { to: SUPPORT_PATH, label: "shell.nav.support" },
  { to: ACCOUNT_PATH, label: "shell.nav.account" },
]

export const menuFor = (adminType: number): ReadonlyArray<MenuGroup> =>
  adminType === AdminType.staff ? staffMenu : [{ items: organisationItems }]
