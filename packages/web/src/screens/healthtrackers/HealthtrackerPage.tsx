import { type Healthtracker, Healthtrackers } from "@wellkit/core"
import { useTranslation } from "../../i18n/index.js"
import { ResourceDetail } from "../../kit/ResourceDetail.js"
import { useHealthtrackers } from "./hooks.js"

const { resource } = Healthtrackers

/** /noap/admin/healthtrackers/{healthtrackerId} (or /new): one healthtracker to edit or delete. */
export const HealthtrackerPage = () => {
  const { t } = useTranslation()
  return (
    <ResourceDetail<Healthtracker>
      listPath={resource.listPath}
      idField="healthtrackerId"
      scopeField={resource.scopeField}
      input={resource.input}
      fieldOfStatus={resource.fieldOfStatus}
      useList={useHealthtrackers}
      save={Healthtrackers.save}
      remove={Healthtrackers.remove}
      blank={{ name: "", unit: "", dailyGoal: null, isActive: true }}
      fields={[
        { name: "name", label: t("healthtrackers.fields.name"), kind: "text" },
        {
          name: "unit",
          label: t("healthtrackers.fields.unit"),
          kind: "text",
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
