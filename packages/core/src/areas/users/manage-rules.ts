import type { UserFilters } from "../../api/Users.js"
import type { AppError } from "../../errors/AppError.js"
import { successText } from "../../errors/success.js"
import { MANAGE_USERS_PATH } from "../../navigation/paths.js"
import type { Redirect } from "../../navigation/redirect.js"

export type UserKind = "admins" | "employees"

/** POR-11: `showAdmins=true` selects the admins tab; `addNew=true` opens add-another-admin. */
export const manageUsersView = (params: URLSearchParams) => ({
  tab: (params.get("showAdmins") === "true" ? "admins" : "employees") as UserKind,
  addNew: params.get("showAdmins") === "true" && params.get("addNew") === "true",
})

export const manageUsersHref = (kind: UserKind, extra: Readonly<Record<string, string>> = {}): Redirect => ({
  path: MANAGE_USERS_PATH,
  params: { ...(kind === "admins" ? { showAdmins: "true" } : {}), ...extra },
})

/**
 * POR-12: the basic search asks for first name, last name and e-mail (and
 * employee id for employees) one at a time; the answers are merged.
 */
export const searchFilters = (kind: UserKind, text: string): ReadonlyArray<UserFilters> => {
  const value = text.trim()
  if (!value) return []
  const filters: Array<UserFilters> = [{ firstName: value }, { lastName: value }, { emailAddress: value }]
  if (kind === "employees") filters.push({ employeeId: value })
  return filters
}

/** POR-12: the lists of several searches as one, each person once, in first-seen order. */
export const mergeUnique = <A>(
  lists: ReadonlyArray<ReadonlyArray<A>>,
  idOf: (item: A) => number,
): ReadonlyArray<A> => {
  const seen = new Set<number>()
  const merged: Array<A> = []
  for (const item of lists.flat()) {
    const id = idOf(item)
    if (seen.has(id)) continue
    seen.add(id)
    merged.push(item)
  }
  return merged
}

/** POR-13: a count is the registered=false total plus the registered=true total. */
export const countFilters: ReadonlyArray<UserFilters> = [
  { registered: false, pageSize: 1 },
  { registered: true, pageSize: 1 },
]
export const totalOf = (totals: ReadonlyArray<number>): number =>
  totals.reduce((sum, total) => sum + total, 0)

/** The spec's admin-create toast: a registered person can sign in now, anyone else gets an e-mail. */
export const adminCreatedText = (registered: boolean): string =>
  successText(registered ? "SUCCESS.ADMIN_CAN_SIGN_IN" : "SUCCESS.ADMIN_INVITED")

/** POR-15: a new admin who is not verified yet is sent a verification e-mail. */
export const needsVerification = (admin: { readonly isVerified: boolean }): boolean => !admin.isVerified

export interface FailureDialog {
  readonly title: string
  readonly body: string
}

/** POR-16: admin failures show the server's text, or a general sentence when there is none. */
export const adminFailure = (error: AppError, generic: string): FailureDialog => ({
  title: "Error",
  body: error.additionalMessage && error.status !== 0 ? error.additionalMessage : generic,
})

/** POR-16: employee failures are titled 'User Not Saved', with the server's text or a general one. */
export const employeeFailure = (error: AppError, generic: string): FailureDialog => ({
  title: "User Not Saved",
  body: error.additionalMessage && error.status !== 0 ? error.additionalMessage : generic,
})
