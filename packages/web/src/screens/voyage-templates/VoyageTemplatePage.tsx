import { VOYAGE_TEMPLATE_TEXT_MAX, VoyageTemplates } from "@wellkit/core"
import { useTranslation } from "../../i18n/index.js"
import { ResourceDetail } from "../../kit/ResourceDetail.js"

/** /noap/admin/voyageTemplates/{voyageTemplateId} (or /new): one voyage template, read by its own call. */
export const VoyageTemplatePage = () => {
  const { t } = useTranslation()
  return (
    <ResourceDetail
      area={VoyageTemplates}
      blank={{ name: "", weeks: 12, description: "", welcome: "", isActive: true }}
      fields={[
        {
          name: "name",
          label: t("voyageTemplates.fields.name"),
          kind: "text",
          maxLength: VOYAGE_TEMPLATE_TEXT_MAX.name,
        },
        {
          name: "weeks",
          label: t("voyageTemplates.fields.weeks"),
          kind: "number",
          hint: t("voyageTemplates.weeksHint"),
        },
        {
          name: "description",
          label: t("voyageTemplates.fields.description"),
          kind: "textarea",
          maxLength: VOYAGE_TEMPLATE_TEXT_MAX.description,
        },
        {
          name: "welcome",
          label: t("voyageTemplates.fields.welcome"),
          kind: "html",
          previewLabel: t("voyageTemplates.fields.welcomePreview"),
        },
        { name: "isActive", label: t("voyageTemplates.fields.isActive"), kind: "checkbox" },
      ]}
      titles={{
        create: t("voyageTemplates.create"),
        edit: (template) => t("voyageTemplates.edit", { name: template.name }),
        deleteQuestion: (template) => t("voyageTemplates.deleteQuestion", { name: template.name }),
      }}
    />
  )
}

export const Component = VoyageTemplatePage
