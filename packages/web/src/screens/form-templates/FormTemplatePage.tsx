import { FORM_TEMPLATE_TEXT_MAX, FormTemplates } from "@wellkit/core"
import { useTranslation } from "../../i18n/index.js"
import { ResourceDetail } from "../../kit/ResourceDetail.js"

/** /noap/admin/formTemplates/{formTemplateId} (or /new): one form template to edit or delete. */
export const FormTemplatePage = () => {
  const { t } = useTranslation()
  return (
    <ResourceDetail
      area={FormTemplates}
      blank={{ formTemplateId: null, name: "", description: "", body: "", isActive: true }}
      fields={[
        {
          name: "name",
          label: t("formTemplates.fields.name"),
          kind: "text",
          maxLength: FORM_TEMPLATE_TEXT_MAX.name,
        },
        {
          name: "description",
          label: t("formTemplates.fields.description"),
          kind: "textarea",
          maxLength: FORM_TEMPLATE_TEXT_MAX.description,
        },
        {
          name: "body",
          label: t("formTemplates.fields.body"),
          kind: "html",
          previewLabel: t("formTemplates.fields.bodyPreview"),
        },
        { name: "isActive", label: t("formTemplates.fields.isActive"), kind: "checkbox" },
      ]}
      titles={{
        create: t("formTemplates.create"),
        edit: (template) => t("formTemplates.edit", { name: template.name }),
        deleteQuestion: (template) => t("formTemplates.deleteQuestion", { name: template.name }),
      }}
    />
  )
}

export const Component = FormTemplatePage
