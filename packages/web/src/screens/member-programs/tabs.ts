import type { MemberRef } from "@wellkit/core"
import { MEMBER_CHALLENGES_TAB, MEMBER_PROGRAMS_TAB } from "@wellkit/core/member-programs/path"
import { textOf } from "../../i18n/index.js"
import type { RecordTab } from "../../kit/RecordTabs.js"
import { ChallengesPanel } from "./ChallengesPanel.js"
import { ProgramsPanel } from "./ProgramsPanel.js"

/** The member record's programs tab (its label read when the record's tabs are made). */
export const programsTab: RecordTab<MemberRef> = {
  id: MEMBER_PROGRAMS_TAB,
  get label() {
    return textOf("memberPrograms.tab")
  },
  Panel: ProgramsPanel,
}

export const challengesTab: RecordTab<MemberRef> = {
  id: MEMBER_CHALLENGES_TAB,
  get label() {
    return textOf("memberChallenges.tab")
  },
  Panel: ChallengesPanel,
}
