import type { UserId } from "@wellkit/core"
import { type Member, type MemberFilter, type MemberPage, Members } from "@wellkit/core/members"
import { useCallback } from "react"
import { useWellkit } from "../../app/wellkit.js"
import type { useTranslation } from "../../i18n/index.js"
import { useSearch, useSearchService } from "../../kit/use-search.js"
import { useSearchedRecord } from "../../kit/use-searched-record.js"

export type T = ReturnType<typeof useTranslation>["t"]

const rowsOf = (page: MemberPage) => ({ rows: page.members, total: page.totalRecordCount })

/** The search of the members page, kept in the address. */
export const useMemberSearch = () =>
  useSearch<MemberFilter, MemberPage, Member>(Members.resource.search, useSearchService(Members, rowsOf))

/** The member of the record page, read each time it opens, with the search it came from. */
export const useMemberRecord = () => {
  const { client } = useWellkit()
  const read = useCallback((id: UserId) => client.run(Members.get(id)), [client])
  return useSearchedRecord(Members.resource, read)
}

/** A member's status in words. */
export const statusLabel = (t: T, status: Member["status"]) => t(`members.statuses.${status}`)
