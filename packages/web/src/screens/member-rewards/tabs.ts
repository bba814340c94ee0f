import type { MemberRef } from "@wellkit/core"
import type { RecordTab } from "../../kit/RecordTabs.js"
import { PackageGroupsPanel } from "./PackageGroupsPanel.js"
import { RedemptionsPanel } from "./RedemptionsPanel.js"
import { RewardGroupsPanel } from "./RewardGroupsPanel.js"

/** The member's rewards on the record's tabs; labels are catalogue keys the record page translates. */
export const memberRewardTabs: ReadonlyArray<RecordTab<MemberRef>> = [
  { id: "rewards", label: "memberRewards.tabs.rewardGroups", Panel: RewardGroupsPanel },
  { id: "redemptions", label: "memberRewards.tabs.redemptions", Panel: RedemptionsPanel },
  { id: "packageGroups", label: "memberRewards.tabs.packageGroups", Panel: PackageGroupsPanel },
]
