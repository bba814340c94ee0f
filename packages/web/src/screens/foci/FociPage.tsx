import { type EntityId, Foci, type Focus } from "@wellkit/core"
import { useTranslation } from "../../i18n/index.js"
import { ResourceList } from "../../kit/ResourceList.js"
import { useResourceList } from "../../kit/use-resource.js"

const useFoci = (entityId: EntityId | undefined) => useResourceList(Foci.cache, Foci, entityId)

/** /noap/admin/foci: the organization's foci; the API makes them, so there is no "New" (K9). */
export const FociPage = () => {
  const { t } = useTranslation()
  return (
    <ResourceList<Focus>
      title={t("foci.title")}
      countOf={(count) => t("foci.count", { count })}
      resource={Foci.resource}
      useList={useFoci}
      searchFields={["name", "description"]}
      columns={[
        { field: "name", label: t("foci.fields.name") },
        { field: "description", label: t("foci.fields.description") },
        { field: "displayOrder", label: t("foci.fields.displayOrder"), numeric: true },
        {
          field: "isActive",
          label: t("foci.fields.status"),
          render: (row) => t(row.isActive ? "foci.active" : "foci.inactive"),
        },
      ]}
    />
  )
}

export const Component = FociPage
