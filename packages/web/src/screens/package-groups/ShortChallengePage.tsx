import { redirectHref } from "@wellkit/core"
import { challengeAddressIn, PackageChallenges, PackageGroups } from "@wellkit/core/package-groups"
import { Navigate, useParams, useSearchParams } from "react-router-dom"
import { entityIdFrom } from "../../app/params.js"
import { useTranslation } from "../../i18n/index.js"
import { RecordStates } from "../../kit/RecordStates.js"
import { usePackageGroup } from "./hooks.js"

const idFrom = (text: string | undefined) => {
  const value = Number(text)
  return Number.isInteger(value) && value > 0 ? value : undefined
}

/**
 * /noap/admin/packageGroups/{id}/challenge/{challengeId}: the spec's short
 * address names no package, so the group is read and the challenge's own page
 * (in the package that holds it) replaces this one in the history.
 */
export const ShortChallengePage = () => {
  const { t } = useTranslation()
  const params = useParams()
  const [search] = useSearchParams()
  const entityId = entityIdFrom(search.get("entityId"))
  const id = idFrom(params.id)
  const challengeId = idFrom(params.challengeId)
  const { entry, retry } = usePackageGroup(entityId, id)
  const group = entry?.value
  const address =
    group && entityId && challengeId ? challengeAddressIn(group, entityId, challengeId) : undefined
  if (address) return <Navigate replace to={redirectHref(PackageChallenges.child.pageOf(address))} />
  const back =
    entityId && id
      ? redirectHref({
          path: `${PackageGroups.resource.listPath}/${id}`,
          params: { entityId: String(entityId) },
        })
      : PackageGroups.resource.listPath
  return (
    <RecordStates
      read={
        entityId === undefined || id === undefined || challengeId === undefined || group
          ? { status: "missing" }
          : entry
      }
      retry={retry}
      back={{ href: back, label: t("packageGroups.challenge.backToGroup") }}
      texts={{
        loading: t("packageGroups.challenge.loading"),
        notFound: t("packageGroups.challenge.notInGroup"),
        notFoundTitle: t("packageGroups.challenge.notFoundTitle"),
      }}
    >
      {() => null}
    </RecordStates>
  )
}

export const Component = ShortChallengePage
