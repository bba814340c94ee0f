import { formatNumber, type Healthtracker, Healthtrackers } from "@wellkit/core"
import { useTranslation } from "../../i18n/index.js"
import { ResourceList } from "../../kit/ResourceList.js"
import { useHealthtrackers } from "./hooks.js"

/** /noap/admin/healthtrackers: what members of the organization can track. */
export const HealthtrackersPage = () => {
  const { t } = useTranslation()
  return (
    <ResourceList<Healthtracker>
      title={t("healthtrackers.title")}
      countOf={(count) => t("healthtrackers.count", { count })}
      createLabel={t("healthtrackers.create")}
      resource={Healthtrackers.resource}
      useList={useHealthtrackers}
      searchFields={["name", "unit"]}
      columns={[
        { field: "name", label: t("healthtrackers.fields.name") },
        { field: "unit", label: t("healthtrackers.fields.unit") },
        {
          field: "dailyGoal",
          label: t("healthtrackers.fields.dailyGoal"),
          numeric: true,
          render: (row) => (row.dailyGoal === null ? "—" : formatNumber(row.dailyGoal)),
        },
        {
          field: "isActive",
          label: t("healthtrackers.fields.status"),
          render: (row) => t(row.isActive ? "healthtrackers.active" : "healthtrackers.inactive"),
        },
      ]}
    />
  )
}

export const Component = HealthtrackersPage
