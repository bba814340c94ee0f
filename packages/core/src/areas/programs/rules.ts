import { OwnerTypeId } from "../../api/ids.js"
import { PROGRAM_SORTS } from "../../api/Programs.js"
import type { SuccessToast } from "../../errors/success.js"
import type { RedirectRule, ResourceAction } from "../../kit/resource.js"
import {
  defineSearch,
  type FilterKind,
  listValues,
  type SearchFilters,
  type SearchQuery,
} from "../../kit/search.js"
import { PROGRAMS_PATH } from "./path.js"

/** Programs are owner type 2: their tag categories are those of that owner. */
export const PROGRAM_OWNER_TYPE = OwnerTypeId.make(2)

/**
 * The search's filters, kept in the address under these names. Tags are
 * picked from the categories' lists (to include or to leave out) or typed
 * (other values); on the wire they are one parameter (HTTP-8).
 */
export const programFilters = {
  entityId: "id",
  name: "text",
  status: "select",
  searchable: "boolean",
  tags: "list",
  notTags: "list",
  otherTags: "list",
} as const satisfies Readonly<Record<string, FilterKind>>
export type ProgramFilter = keyof typeof programFilters

/** How a left-out tag is written in the `tags` parameter (ours; the spec only says "excluded"). */
export const EXCLUDED = "-"

/**
 * HTTP-8: the `tags` parameter: tags to include, tags to leave out (each
 * written `-value`) and other values, comma-joined; "" when there are none.
 * The client encodes it once on the wire (`tags=Sleep%2CNutrition`).
 */
export const programTags = (filters: SearchFilters<ProgramFilter>): string =>
  [
    ...listValues(filters.tags),
    ...listValues(filters.notTags).map((tag) => `${EXCLUDED}${tag}`),
    ...listValues(filters.otherTags),
  ].join(",")

/** HTTP-8: every other filter only when given (as HTTP-7), `tags` always. */
export const programWire = ({ tags, notTags, otherTags, ...rest }: SearchFilters<ProgramFilter>) => ({
  ...(rest as Record<string, string>),
  tags: programTags({ tags, notTags, otherTags }),
})

/** The search page's filters, orders and paging. */
export const programSearch = defineSearch(programFilters, 20, { sorts: PROGRAM_SORTS, wire: programWire })
export type ProgramQuery = SearchQuery<ProgramFilter>

/** The rules of programs, as the searched-resource kit reads them. */
export const programRules = {
  /** ADM-1: a programId means update. */
  isUpdate: (input: { readonly programId?: number | undefined }) => input.programId !== undefined,
  listPath: PROGRAMS_PATH,
  /**
   * ADM-6: "delete goes to the list; save goes to /{programId}", the list
   * with the search the person came from. A new program's page replaces /new.
   */
  redirects: {
    create: { to: "detail", replace: true },
    update: { to: "detail", replace: true },
    delete: { to: "list", replace: true },
  } satisfies Readonly<Record<ResourceAction, RedirectRule>>,
  /** ERR-6 */
  toasts: {
    create: { title: "SUCCESS.SUCCESS_TITLE", message: "SUCCESS.CHANGES_SAVED" },
    update: { title: "SUCCESS.SUCCESS_TITLE", message: "SUCCESS.CHANGES_SAVED" },
    delete: { title: "SUCCESS.COMPLETE_TITLE", message: "SUCCESS.PROGRAM_DELETED" },
  } satisfies Readonly<Record<ResourceAction, SuccessToast>>,
  /** A refused save (an organization that is gone, an end before the start) in the server's words. */
  serverText: [400],
} as const
