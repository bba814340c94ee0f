import { type ChallengeTemplate, ChallengeTemplates, type Nobody } from "@wellkit/core"
import { useTranslation } from "../../i18n/index.js"
import { ResourceList } from "../../kit/ResourceList.js"
import { useResourceList } from "../../kit/use-resource.js"

const useChallengeTemplates = (owner: Nobody | undefined) =>
  useResourceList(ChallengeTemplates.cache, ChallengeTemplates, owner)

/** /noap/admin/challengeTemplates: the catalogue challenges are made from, the same for every organization. */
export const ChallengeTemplatesPage = () => {
  const { t } = useTranslation()
  return (
    <ResourceList<ChallengeTemplate, Nobody>
      title={t("challengeTemplates.title")}
      countOf={(count) => t("challengeTemplates.count", { count })}
      createLabel={t("challengeTemplates.create")}
      resource={ChallengeTemplates.resource}
      useList={useChallengeTemplates}
      searchFields={["name", "goal", "description"]}
      columns={[
        { field: "name", label: t("challengeTemplates.fields.name") },
        { field: "goal", label: t("challengeTemplates.fields.goal") },
        {
          field: "durationDays",
          label: t("challengeTemplates.fields.durationDays"),
          numeric: true,
          render: (row) => t("challengeTemplates.days", { count: row.durationDays }),
        },
      ]}
    />
  )
}

export const Component = ChallengeTemplatesPage
