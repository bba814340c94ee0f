import type { MemberRef } from "@wellkit/core"
import { t } from "../../i18n/index.js"
import type { RecordTab } from "../../kit/RecordTabs.js"
import { PackageGroupsPanel } from "./PackageGroupsPanel.js"
import { RedemptionsPanel } from "./RedemptionsPanel.js"
import { RewardGroupsPanel } from "./RewardGroupsPanel.js"

/** The member's rewards on the record's tabs: reward groups, redemptions, package groups. */
export const memberRewardTabs = (): ReadonlyArray<RecordTab<MemberRef>> => [
  { id: "rewards", label: t("memberRewards.tabs.rewardGroups"), Panel: RewardGroupsPanel },
  { id: "redemptions", label: t("memberRewards.tabs.redemptions"), Panel: RedemptionsPanel },
  { id: "packageGroups", label: t("memberRewards.tabs.packageGroups"), Panel: PackageGroupsPanel },
]
