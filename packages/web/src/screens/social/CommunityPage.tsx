import { redirectHref } from "@wellkit/core"
import { SOCIAL_COMMUNITIES_PATH, SocialCommunityId } from "@wellkit/core/social"
import { useParams } from "react-router-dom"
import { decodeId } from "../../app/params.js"
import { useOrganization } from "../../app/use-organization.js"
import { LoadFailed } from "../../components/LoadFailed.js"
import { useTranslation } from "../../i18n/index.js"
import { BackLink } from "./components/BackLink.js"
import { CommunityEditor } from "./components/CommunityEditor.js"
import { useCommunities } from "./hooks.js"

const communityIdFrom = decodeId(SocialCommunityId)

/** /social/communities/{communityId}, or /new: a community of the organization's group (ADM-18). */
export const CommunityPage = () => {
  const { t } = useTranslation()
  const idParam = useParams().id ?? "new"
  const id = idParam === "new" ? undefined : communityIdFrom(idParam)
  const { entityId } = useOrganization(`${SOCIAL_COMMUNITIES_PATH}/${idParam}`)
  const { groupId, entry, retry } = useCommunities(entityId)
  const community = id === undefined ? undefined : entry?.value?.find((c) => c.socialCommunityId === id)
  const back = redirectHref({ path: SOCIAL_COMMUNITIES_PATH, params: { entityId: String(entityId ?? "") } })
  const ready = entityId !== undefined && groupId !== undefined && entry?.value !== undefined
  const missing = (idParam !== "new" && id === undefined) || (ready && id !== undefined && !community)
  return (
    <div className="space-y-5">
      <BackLink to={back} />
      {entry?.status === "error" ? <LoadFailed error={entry.error} onRetry={retry} /> : null}
      {missing ? <p role="alert">{t("social.community.notFound")}</p> : null}
      {!ready && entry?.status !== "error" && !missing ? (
        <p role="status">{t("social.communities.loading")}</p>
      ) : null}
      {ready && !missing ? (
        <CommunityEditor key={idParam} entityId={entityId} groupId={groupId} community={community} />
      ) : null}
    </div>
  )
}

/** Lazy route entry. */
export const Component = CommunityPage
