import type { MemberRef } from "@wellkit/core"
import { MEMBER_CHALLENGES_TAB, MEMBER_PROGRAMS_TAB } from "@wellkit/core/member-programs/path"
import type { RecordTab } from "../../kit/RecordTabs.js"
import { ChallengesPanel } from "./ChallengesPanel.js"
import { ProgramsPanel } from "./ProgramsPanel.js"

/** The member record's programs and challenges tabs; labels are catalogue keys the record page translates. */
export const programsTab: RecordTab<MemberRef> = {
  id: MEMBER_PROGRAMS_TAB,
  label: "memberPrograms.tab",
  Panel: ProgramsPanel,
}

export const challengesTab: RecordTab<MemberRef> = {
  id: MEMBER_CHALLENGES_TAB,
  label: "memberChallenges.tab",
  Panel: ChallengesPanel,
}
