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
import { adminAreas } from "./admin-areas.js"

export interface MenuItem {
  readonly to: string
  readonly label: TextKey
  readonly end?: boolean
}

/** The built areas each kind of admin can reach; one line per area as areas land. */
const staffMenu: ReadonlyArray<MenuItem> = [
  { to: "/noap", label: "shell.nav.adminHome", end: true },
  ...adminAreas.map((area) => ({ to: area.path, label: area.label })),
]

const organisationMenu: ReadonlyArray<MenuItem> = [
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

export const menuFor = (adminType: number): ReadonlyArray<MenuItem> =>
  adminType === AdminType.staff ? staffMenu : organisationMenu
