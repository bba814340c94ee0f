import type { MemberRef } from "@wellkit/core"
import type { RecordTab } from "../../kit/RecordTabs.js"
import { challengesTab, programsTab } from "../member-programs/tabs.js"
import { memberRecordTabs } from "../member-records/tabs.js"
import { memberRewardTabs } from "../member-rewards/tabs.js"
import { DetailsTab } from "./components/DetailsTab.js"

/**
 * The member record's tabs, in order; Details first. A tab's `label` is a key
 * of the catalogue (its area's en.json): the record page translates it. Each
 * area adds one import and one entry here.
 */
export const memberTabs: ReadonlyArray<RecordTab<MemberRef>> = [
  { id: "details", label: "members.record.details", Panel: DetailsTab },
  programsTab,
  challengesTab,
  ...memberRewardTabs,
  ...memberRecordTabs,
]
