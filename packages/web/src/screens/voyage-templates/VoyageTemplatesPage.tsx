import { type EntityId, type VoyageTemplateSummary, VoyageTemplates } from "@wellkit/core"
import { useTranslation } from "../../i18n/index.js"
import { ResourceList } from "../../kit/ResourceList.js"
import { useResourceList } from "../../kit/use-resource.js"

const useVoyageTemplates = (entityId: EntityId | undefined) =>
  useResourceList(VoyageTemplates.cache, VoyageTemplates, entityId)

/** /noap/admin/voyageTemplates: the organization's guided journeys. */
export const VoyageTemplatesPage = () => {
  const { t } = useTranslation()
  return (
    <ResourceList<VoyageTemplateSummary>
      title={t("voyageTemplates.title")}
      countOf={(count) => t("voyageTemplates.count", { count })}
      createLabel={t("voyageTemplates.create")}
      resource={VoyageTemplates.resource}
      useList={useVoyageTemplates}
      searchFields={["name"]}
      columns={[
        { field: "name", label: t("voyageTemplates.fields.name") },
        { field: "weeks", label: t("voyageTemplates.fields.weeks"), numeric: true },
        {
          field: "isActive",
          label: t("voyageTemplates.fields.status"),
          render: (row) => t(row.isActive ? "voyageTemplates.active" : "voyageTemplates.inactive"),
        },
      ]}
    />
  )
}

export const Component = VoyageTemplatesPage
