import { APPROVAL_SORTS, type ApprovalStatus } from "../../api/RewardApprovals.js"
import type { SuccessToast } from "../../errors/success.js"
import { formatMoney, formatNumber } from "../../format/index.js"
import type { RedirectRule } from "../../kit/resource.js"
import { defineSearch, type FilterKind, type SearchQuery } from "../../kit/search.js"
import { REWARD_APPROVAL_FUNCTIONS } from "../../navigation/routes.js"
import { REWARD_APPROVALS_PATH } from "./path.js"

/** The search's filters, kept in the address under these names; HTTP-7 sends only those given. */
export const approvalFilters = {
  status: "select",
  entityId: "id",
  member: "text",
  earnedFrom: "date",
  earnedTo: "date",
} as const satisfies Readonly<Record<string, FilterKind>>
export type ApprovalFilter = keyof typeof approvalFilters

/** The queue's filters, orders (pending first by default) and paging. */
export const approvalSearch = defineSearch(approvalFilters, 20, { sorts: APPROVAL_SORTS })
export type ApprovalQuery = SearchQuery<ApprovalFilter>

/** K7: who may decide (the rest of NAV-5's four only look). */
export const REWARD_APPROVAL_EDIT_FUNCTIONS = [
  "REWARD_APPROVAL_QUEUE_EDIT",
  "CLIENT_REWARD_APPROVAL_QUEUE_EDIT",
] as const

/** Staff functions: every organization's approvals. The CLIENT_ ones reach only the user's organization and those under it. */
export const EVERY_ORGANIZATION_FUNCTIONS = [
  "REWARD_APPROVAL_QUEUE_VIEW",
  "REWARD_APPROVAL_QUEUE_EDIT",
] as const

/** What a user may do with approvals: nothing, look, or decide; and whether across every organization. */
export const approvalAccess = (functions: ReadonlyArray<string>) => {
  const has = (codes: ReadonlyArray<string>) => codes.some((code) => functions.includes(code))
  return {
    sees: has(REWARD_APPROVAL_FUNCTIONS),
    decides: has(REWARD_APPROVAL_EDIT_FUNCTIONS),
    everyOrganization: has(EVERY_ORGANIZATION_FUNCTIONS),
  }
}

/** The rules of reward approvals, as the searched-resource kit reads them. */
export const approvalRules = {
  /** ADM-1 does not apply: terms are only ever updated. */
  isUpdate: () => true,
  listPath: REWARD_APPROVALS_PATH,
  /** ADM-2 (ours): with the terms saved, back to the queue the approver came from, where the next one waits. */
  redirects: { update: { to: "list", replace: true } } satisfies Readonly<{ update: RedirectRule }>,
  /** ERR-6 */
  toasts: { update: { title: "SUCCESS.SUCCESS_TITLE", message: "SUCCESS.CHANGES_SAVED" } },
} as const

/** The decisions the queue takes on several at once, and their toasts (ERR-6, ours). */
export type Decision = Exclude<ApprovalStatus, "Pending">
export const decisionToasts: Readonly<Record<Decision, SuccessToast>> = {
  Approved: { title: "SUCCESS.SUCCESS_TITLE", message: "SUCCESS.REWARDS_APPROVED" },
  Denied: { title: "SUCCESS.SUCCESS_TITLE", message: "SUCCESS.REWARDS_DENIED" },
}

/** A plural symbol said of one ("1 entry", "1 pt"); symbols are short English plurals. */
const ofOne = (symbol: string) =>
  symbol.endsWith("ies") ? `${symbol.slice(0, -3)}y` : /[^s]s$/.test(symbol) ? symbol.slice(0, -1) : symbol

/** An amount as a person reads it: dollars as money ("$25", "$12.50"), anything else with its symbol after ("1,500 pts", "1 entry"). */
export const amountText = (amount: number, symbol: string): string =>
  symbol === "$"
    ? formatMoney(amount)
    : `${formatNumber(amount)} ${Math.abs(amount) === 1 ? ofOne(symbol) : symbol}`.trim()
