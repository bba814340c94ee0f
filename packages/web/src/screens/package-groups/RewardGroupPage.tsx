import type { ChildAddress } from "@wellkit/core"
import { RewardGroups, type StaffRewardGroup } from "@wellkit/core/package-groups"
import { useCallback } from "react"
import { useRead } from "../../app/use-cache.js"
import { useWellkit } from "../../app/wellkit.js"
import { useTranslation } from "../../i18n/index.js"
import { InPackage } from "./components/InPackage.js"
import { RewardGroupForm } from "./components/RewardGroupForm.js"

const useRewardGroup = (address: ChildAddress) => {
  const { client } = useWellkit()
  const get = useCallback((at: ChildAddress) => client.run(RewardGroups.get(at)), [client])
  const { state, retry } = useRead(get, address)
  return { read: state, retry }
}

/** /noap/admin/packageGroups/{id}/package/{packageId}/rewardGroup/{rewardGroupId} (or `new`). */
export const RewardGroupPage = () => {
  const { t } = useTranslation()
  return (
    <InPackage<StaffRewardGroup>
      idField="rewardGroupId"
      canCreate
      useChild={useRewardGroup}
      texts={{
        loading: t("packageGroups.rewardGroup.loading"),
        notFound: (pkg) => t("packageGroups.rewardGroupNotFound", { name: pkg.name }),
      }}
      title={(item, { pkg }) =>
        pkg.rewardGroups.find((r) => r.rewardGroupId === item?.rewardGroupId)?.name ??
        item?.name ??
        t("packageGroups.rewardGroup.create")
      }
    >
      {(place, item) => <RewardGroupForm key={item?.rewardGroupId ?? "new"} place={place} item={item} />}
    </InPackage>
  )
}

export const Component = RewardGroupPage
