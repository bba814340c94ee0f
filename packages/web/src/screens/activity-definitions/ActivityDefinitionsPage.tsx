import {
  type ActivityDefinitionSummary,
  ActivityDefinitions,
  type EntityId,
  formatNumber,
} from "@wellkit/core"
import { useTranslation } from "../../i18n/index.js"
import { ResourceList } from "../../kit/ResourceList.js"
import { useResourceList } from "../../kit/use-resource.js"

const useDefinitions = (entityId: EntityId | undefined) =>
  useResourceList(ActivityDefinitions.cache, ActivityDefinitions, entityId)

/** /noap/admin/activityDefinitions: the activities the organization's members earn points for. */
export const ActivityDefinitionsPage = () => {
  const { t } = useTranslation()
  return (
    <ResourceList<ActivityDefinitionSummary>
      title={t("activityDefinitions.title")}
      countOf={(count) => t("activityDefinitions.count", { count })}
      createLabel={t("activityDefinitions.create")}
      resource={ActivityDefinitions.resource}
      useList={useDefinitions}
      searchFields={["name", "kind"]}
      columns={[
        { field: "name", label: t("activityDefinitions.fields.name") },
        {
          field: "kind",
          label: t("activityDefinitions.fields.kind"),
          render: (row) => t(`activityDefinitions.kinds.${row.kind}`),
        },
        {
          field: "pointsPerUnit",
          label: t("activityDefinitions.fields.pointsPerUnit"),
          numeric: true,
          render: (row) => formatNumber(row.pointsPerUnit),
        },
        {
          field: "usedBy",
          label: t("activityDefinitions.usedBy"),
          numeric: true,
          render: (row) => row.usedBy ?? 0,
        },
        {
          field: "isActive",
          label: t("activityDefinitions.fields.status"),
          render: (row) => t(row.isActive ? "activityDefinitions.active" : "activityDefinitions.inactive"),
        },
      ]}
    />
  )
}

export const Component = ActivityDefinitionsPage
