import { formatNumber } from "@wellkit/core"
import { SOCIAL_COMMUNITIES_PATH, type SocialCommunity } from "@wellkit/core/social"
import { useTranslation } from "../../i18n/index.js"
import { ResourceList } from "../../kit/ResourceList.js"
import { useCommunities } from "./hooks.js"

/** /social/communities: the organization's group of communities (ADM-18), with the kit's search, sort and pages. */
export const CommunitiesPage = () => {
  const { t } = useTranslation()
  return (
    <ResourceList<SocialCommunity>
      title={t("social.communities.title")}
      countOf={(count) => t("social.communities.count", { count })}
      createLabel={t("social.community.create")}
      resource={{ listPath: SOCIAL_COMMUNITIES_PATH, idField: "socialCommunityId" }}
      useList={useCommunities}
      searchFields={["name", "description"]}
      columns={[
        { field: "name", label: t("social.community.fields.name") },
        {
          field: "visibility",
          label: t("social.community.fields.visibility"),
          render: (row) => t(`social.community.visibility.${row.visibility}`),
        },
        {
          field: "memberCount",
          label: t("social.community.fields.members"),
          numeric: true,
          render: (row) => formatNumber(row.memberCount),
        },
        {
          field: "description",
          label: t("social.community.fields.description"),
          render: (row) => <span className="line-clamp-1 max-w-md text-slate-600">{row.description}</span>,
        },
      ]}
    />
  )
}

export const Component = CommunitiesPage
