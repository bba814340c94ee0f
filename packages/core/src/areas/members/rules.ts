import type { MemberStatus } from "../../api/Members.js"
import { MEMBER_STATUSES } from "../../api/Members.js"
import type { SuccessToast } from "../../errors/success.js"
import type { RedirectRule, ResourceAction } from "../../kit/resource.js"
import { defineSearch, type FilterKind, type SearchQuery } from "../../kit/search.js"
import { MEMBERS_PATH } from "./path.js"

/** The search's filters, kept in the address under these names; the organization is the call's path. */
export const memberFilters = {
  entityId: "id",
  name: "text",
  emailAddress: "text",
  employeeId: "text",
  status: "select",
} as const satisfies Readonly<Record<string, FilterKind>>
export type MemberFilter = keyof typeof memberFilters

/** The search page's filters and paging, as the screens and the service read them. */
export const memberSearch = defineSearch(memberFilters, 25)
export type MemberQuery = SearchQuery<MemberFilter>

/** ADM-1: a userId above 0 updates that member; none, null or 0 creates one. */
export const isUpdate = (input: { readonly userId?: number | null | undefined }): boolean =>
  typeof input.userId === "number" && input.userId > 0

/** The rules of members, as the searched-resource kit reads them. */
export const memberRules = {
  isUpdate,
  listPath: MEMBERS_PATH,
  /**
   * ADM-2 (ours): a new member opens at its record, replacing the blank form
   * in the history; an update stays; a delete goes back to the search it came from.
   */
  redirects: {
    create: { to: "detail", replace: true },
    update: { to: "detail", replace: true },
    delete: { to: "list", replace: true },
  } satisfies Readonly<Record<ResourceAction, RedirectRule>>,
  /** ERR-6: member created, changes saved, member deleted (words ours). */
  toasts: {
    create: { title: "SUCCESS.SUCCESS_TITLE", message: "SUCCESS.MEMBER_CREATED" },
    update: { title: "SUCCESS.SUCCESS_TITLE", message: "SUCCESS.CHANGES_SAVED" },
    delete: { title: "SUCCESS.COMPLETE_TITLE", message: "SUCCESS.MEMBER_DELETED" },
  } satisfies Readonly<Record<ResourceAction, SuccessToast>>,
} as const

/** ADM-13: the 409 of a create or an update is shown on the e-mail field. */
export const fieldOfStatus = { 409: "emailAddress" } as const

/** ERR-6 for the Details tab's own actions. */
export const actionToasts = {
  reset: { title: "SUCCESS.COMPLETE_TITLE", message: "SUCCESS.ACCOUNT_RESET" },
  activate: { title: "SUCCESS.SUCCESS_TITLE", message: "SUCCESS.MEMBER_ACTIVATED" },
  markTest: { title: "SUCCESS.SUCCESS_TITLE", message: "SUCCESS.MEMBER_MARKED_TEST" },
  unmarkTest: { title: "SUCCESS.SUCCESS_TITLE", message: "SUCCESS.MEMBER_UNMARKED_TEST" },
  demographics: { title: "SUCCESS.SUCCESS_TITLE", message: "SUCCESS.CHANGES_SAVED" },
} as const satisfies Readonly<Record<string, SuccessToast>>

export const memberStatuses = MEMBER_STATUSES

/** Only a member who is not active yet (or any more) can be activated. */
export const canActivate = (member: { readonly status: MemberStatus }): boolean => member.status !== "active"

/** How a member is named on the record's heading and in questions. */
export const memberName = (member: { readonly firstName: string; readonly lastName: string }): string =>
  `${member.firstName} ${member.lastName}`.trim()
