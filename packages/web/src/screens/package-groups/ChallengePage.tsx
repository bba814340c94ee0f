import type { ChildAddress, StaffChallenge } from "@wellkit/core"
import { PackageChallenges } from "@wellkit/core/package-groups"
import { useCallback } from "react"
import { useRead } from "../../app/use-cache.js"
import { useWellkit } from "../../app/wellkit.js"
import { useTranslation } from "../../i18n/index.js"
import { ChallengeForm } from "./components/ChallengeForm.js"
import { InPackage } from "./components/InPackage.js"
import { Leaderboard } from "./components/Leaderboard.js"

const useChallenge = (address: ChildAddress) => {
  const { client } = useWellkit()
  const get = useCallback((at: ChildAddress) => client.run(PackageChallenges.get(at)), [client])
  const { state, retry } = useRead(get, address)
  return { read: state, retry }
}

/** /noap/admin/packageGroups/{id}/package/{packageId}/challenge/{challengeId}: one challenge and its leaderboard. */
export const ChallengePage = () => {
  const { t } = useTranslation()
  return (
    <InPackage<StaffChallenge>
      idField="challengeId"
      useChild={useChallenge}
      texts={{
        loading: t("packageGroups.challenge.loading"),
        notFound: (pkg) => t("packageGroups.challengeNotFound", { name: pkg.name }),
      }}
      title={(item, { pkg }) =>
        pkg.challenges.find((c) => c.challengeId === item?.challengeId)?.name ?? item?.name ?? ""
      }
    >
      {(place, item) =>
        item ? (
          <>
            <ChallengeForm place={place} item={item} />
            <Leaderboard challengeId={item.challengeId} />
          </>
        ) : null
      }
    </InPackage>
  )
}

export const Component = ChallengePage
