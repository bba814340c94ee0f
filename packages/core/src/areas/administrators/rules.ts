import type { SuccessToast } from "../../errors/success.js"
import type { RedirectRule, ResourceAction } from "../../kit/resource.js"
import { defineSearch, type FilterKind, type SearchQuery } from "../../kit/search.js"
import { AdminType } from "../../navigation/home.js"
import { ADMINISTRATORS_PATH } from "./path.js"

/** The search's filters, kept in the address under these names and sent as the call's query parameters. */
export const administratorFilters = {
  name: "text",
  emailAddress: "text",
  organizationId: "id",
  adminType: "id",
} as const satisfies Readonly<Record<string, FilterKind>>
export type AdministratorFilter = keyof typeof administratorFilters

/** The search page's filters and paging, as the screens and the service read them. */
export const administratorSearch = defineSearch(administratorFilters, 25)
export type AdministratorQuery = SearchQuery<AdministratorFilter>

/** The rules of administrators, as the searched-resource kit reads them. */
export const administratorRules = {
  /** ADM-1: a userId above 0 updates that administrator; none (or 0) creates one. */
  isUpdate: (input: { readonly userId?: number | null | undefined }) =>
    input.userId !== undefined && input.userId !== null && input.userId > 0,
  listPath: ADMINISTRATORS_PATH,
  /**
   * ADM-2 (ours; the spec names no redirect for administrators): a save goes to
   * /{userId}, replacing the history entry (Back never returns to a blank "new"
   * form nor repeats the page); a delete goes to the search it came from.
   */
  redirects: {
    create: { to: "detail", replace: true },
    update: { to: "detail", replace: true },
    delete: { to: "list", replace: true },
  } satisfies Readonly<Record<ResourceAction, RedirectRule>>,
  /** ERR-6: the spec's 'Success!' and 'Complete!' toasts; a new administrator signs in at once only when already verified. */
  toasts: {
    create: (created: { readonly isVerified: boolean }): SuccessToast => ({
      title: "SUCCESS.SUCCESS_TITLE",
      message: created.isVerified ? "SUCCESS.ADMIN_CAN_SIGN_IN" : "SUCCESS.ADMIN_INVITED",
    }),
    update: { title: "SUCCESS.SUCCESS_TITLE", message: "SUCCESS.CHANGES_SAVED" },
    delete: { title: "SUCCESS.COMPLETE_TITLE", message: "SUCCESS.USER_DELETED" },
  },
  /** ADM-13: a 400 on create or update is the server's sentence, shown as is. */
  serverText: [400],
} as const

export const { isUpdate, toasts, serverText } = administratorRules

/** ERR-6: a reset ends in 'Complete!' and the account-reset text. */
export const resetToast: SuccessToast = { title: "SUCCESS.COMPLETE_TITLE", message: "SUCCESS.ACCOUNT_RESET" }

/** The admin types the portal knows (spec §9: 5 and 8 are special); `name` keys the area's texts. */
export const adminTypes = [
  { adminType: AdminType.staff, name: "staff" },
  { adminType: AdminType.organizationAdmin, name: "organizationAdmin" },
] as const
export type AdminTypeName = (typeof adminTypes)[number]["name"]

/** The known name of an admin type, or undefined for one the portal has no words for. */
export const adminTypeName = (adminType: number): AdminTypeName | undefined =>
  adminTypes.find((known) => known.adminType === adminType)?.name
