import { HEALTHTRACKER_TEXT_MAX, Healthtrackers } from "@wellkit/core"
import { useTranslation } from "../../i18n/index.js"
import { ResourceDetail } from "../../kit/ResourceDetail.js"

/** /noap/admin/healthtrackers/{healthtrackerId} (or /new): one healthtracker to edit or delete. */
export const HealthtrackerPage = () => {
  const { t } = useTranslation()
  return (
    <ResourceDetail
      area={Healthtrackers}
      blank={{ name: "", unit: "", dailyGoal: null, isActive: true }}
      fields={[
        {
          name: "name",
          label: t("healthtrackers.fields.name"),
          kind: "text",
          maxLength: HEALTHTRACKER_TEXT_MAX.name,
        },
        {
          name: "unit",
          label: t("healthtrackers.fields.unit"),
          kind: "text",
          maxLength: HEALTHTRACKER_TEXT_MAX.unit,
          hint: t("healthtrackers.unitHint"),
        },
        {
          name: "dailyGoal",
          label: t("healthtrackers.fields.dailyGoal"),
          kind: "number",
          hint: t("healthtrackers.goalHint"),
        },
        { name: "isActive", label: t("healthtrackers.fields.isActive"), kind: "checkbox" },
      ]}
      titles={{
        create: t("healthtrackers.create"),
        edit: (item) => t("healthtrackers.edit", { name: item.name }),
        deleteQuestion: (item) => t("healthtrackers.deleteQuestion", { name: item.name }),
      }}
    />
  )
}

export const Component = HealthtrackerPage
