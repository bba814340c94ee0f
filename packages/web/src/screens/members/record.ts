import type { Member, MemberQuery } from "@wellkit/core/members"
import { createContext, useContext } from "react"

/** The member the record page has read, for its Details tab (the tabs are given only who, K8's MemberRef). */
export interface MemberRecord {
  readonly member: Member
  /** The search the person came from: a delete returns to it (ADM-2). */
  readonly from: MemberQuery
  /** A write that answers the member shows that answer. */
  readonly onSaved: (member: Member) => void
}

export const MemberRecordContext = createContext<MemberRecord | undefined>(undefined)

export const useMemberRecordContext = (): MemberRecord => {
  const record = useContext(MemberRecordContext)
  if (!record) throw new Error("The Details tab is shown inside a member's record page.")
  return record
}
