import type { UserFilters } from "../../api/Users.js"
import { type AppError, appError } from "../../errors/AppError.js"
import { type SuccessToast, successText } from "../../errors/success.js"
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

/** Whose record a write of Manage users is about: its failure dialog and the tab it returns to follow. */
export type UserRowKind = "admin" | "employee"

/** ERR-6: the spec's toast of each write of Manage users (POR-14). */
export const userToasts = {
  /** An admin or employee added or changed, an admin moved. */
  saved: { title: "SUCCESS.SUCCESS_TITLE", message: "SUCCESS.CHANGES_SAVED" },
  deleted: { title: "SUCCESS.COMPLETE_TITLE", message: "SUCCESS.USER_DELETED" },
  reset: { title: "SUCCESS.COMPLETE_TITLE", message: "SUCCESS.ACCOUNT_RESET" },
} as const satisfies Readonly<Record<string, SuccessToast>>

/**
 * ADM-2, POR-14: an add or a change returns to its list's tab of the same
 * organization; a delete, a reset or a move stays where it was.
 */
export const redirectAfterSave = (kind: UserRowKind, organizationId: number): Redirect =>
  manageUsersHref(kind === "admin" ? "admins" : "employees", { entityId: String(organizationId) })

/**
 * The spec's admin-create toast: a registered person can sign in now, anyone
 * else gets an e-mail. POR-15 says it in the dialog that offers to add another.
 */
export const adminCreatedToast = (admin: { readonly registered: boolean }): SuccessToast => ({
  title: "SUCCESS.SUCCESS_TITLE",
  message: admin.registered ? "SUCCESS.ADMIN_CAN_SIGN_IN" : "SUCCESS.ADMIN_INVITED",
})

/** The words of the admin-create toast. */
export const adminCreatedText = (registered: boolean): string =>
  successText(adminCreatedToast({ registered }).message)

/** POR-15: a new admin who is not verified yet is sent a verification e-mail. */
export const needsVerification = (admin: { readonly isVerified: boolean }): boolean => !admin.isVerified

export interface FailureDialog {
  readonly title: string
  readonly body: string
}

/**
 * The server's own words about a failure, when it said any: a refusal's
 * sentence. A key of ours (no network, an outcome unknown, not found) is not
 * the server's text, nor is anything said without an answer (status 0).
 */
export const serverWords = (error: AppError): string | undefined =>
  error.additionalMessage && error.status !== 0 && !error.additionalMessage.startsWith("ERRORS.")
    ? error.additionalMessage
    : undefined

/** POR-16: admin failures show the server's text, or a general sentence when there is none. */
export const adminFailure = (error: AppError, generic: string): FailureDialog => ({
  title: "Error",
  body: serverWords(error) ?? generic,
})

/** POR-16: employee failures are titled 'User Not Saved', with the server's text or a general one. */
export const employeeFailure = (error: AppError, generic: string): FailureDialog => ({
  title: "User Not Saved",
  body: serverWords(error) ?? generic,
})

/** The catalogue's general sentence of POR-16's dialogs. */
export const USERS_FAILURE = "users.failure"

/**
 * POR-16 as the portal shows a failed write of Manage users: the dialog's
 * title (admin: "Error", employee: "User Not Saved"), the server's words as
 * they are, or else the general sentence with what happened under it, in the
 * kit's words: no network, or an outcome unknown (ERR-5, after the write has
 * read its lists again). An ended session stays the session's message (SES-6).
 * The SDK rejects with the call's own error; the portal applies this.
 */
export const userFailure =
  (kind: UserRowKind) =>
  (error: AppError): AppError => {
    if (error.type === "login") return error
    const words = serverWords(error)
    return appError({
      title: kind === "admin" ? "ERRORS.GENERIC_ERROR" : "ERRORS.USER_NOT_SAVED",
      message: words ?? USERS_FAILURE,
      messagePassThrough: words !== undefined,
      additionalMessage: words === undefined ? (error.additionalMessage ?? error.message) : undefined,
      status: error.status,
      originalError: error.originalError,
    })
  }
