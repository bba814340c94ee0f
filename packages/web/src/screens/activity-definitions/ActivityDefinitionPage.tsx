import { ACTIVITY_DEFINITION_TEXT_MAX, ActivityDefinitions, activityKinds } from "@wellkit/core"
import { useTranslation } from "../../i18n/index.js"
import { ResourceDetail } from "../../kit/ResourceDetail.js"

/** /noap/admin/activityDefinitions/{activityDefinitionId} (or /new): one activity definition, to edit, copy or delete. */
export const ActivityDefinitionPage = () => {
  const { t } = useTranslation()
  return (
    <ResourceDetail
      area={ActivityDefinitions}
      blank={{
        name: "",
        kind: "exercise",
        unit: "minutes",
        pointsPerUnit: 1,
        dailyCap: null,
        description: "",
        isActive: true,
      }}
      fields={[
        {
          name: "name",
          label: t("activityDefinitions.fields.name"),
          kind: "text",
          maxLength: ACTIVITY_DEFINITION_TEXT_MAX.name,
        },
        {
          name: "kind",
          label: t("activityDefinitions.fields.kind"),
          kind: "select",
          options: activityKinds.map((kind) => ({
            value: kind,
            label: t(`activityDefinitions.kinds.${kind}`),
          })),
        },
        {
          name: "unit",
          label: t("activityDefinitions.fields.unit"),
          kind: "text",
          maxLength: ACTIVITY_DEFINITION_TEXT_MAX.unit,
        },
        {
          name: "pointsPerUnit",
          label: t("activityDefinitions.fields.pointsPerUnit"),
          kind: "number",
          // After the last of the three it speaks of: a select shows no hint (the kit's SelectField has none).
          hint: t("activityDefinitions.countedHint"),
        },
        {
          name: "dailyCap",
          label: t("activityDefinitions.fields.dailyCap"),
          kind: "number",
          hint: t("activityDefinitions.capHint"),
        },
        {
          name: "description",
          label: t("activityDefinitions.fields.description"),
          kind: "textarea",
          maxLength: ACTIVITY_DEFINITION_TEXT_MAX.description,
        },
        { name: "isActive", label: t("activityDefinitions.fields.isActive"), kind: "checkbox" },
      ]}
      titles={{
        create: t("activityDefinitions.create"),
        edit: (definition) => t("activityDefinitions.edit", { name: definition.name }),
        deleteQuestion: (definition) => t("activityDefinitions.deleteQuestion", { name: definition.name }),
        copyQuestion: (definition) => t("activityDefinitions.copyTitle", { name: definition.name }),
      }}
    />
  )
}

export const Component = ActivityDefinitionPage
