import { type FormTemplate, FormTemplates, type Nobody } from "@wellkit/core"
import { useTranslation } from "../../i18n/index.js"
import { ResourceList } from "../../kit/ResourceList.js"
import { useResourceList } from "../../kit/use-resource.js"

const useFormTemplates = (owner: Nobody | undefined) =>
  useResourceList(FormTemplates.cache, FormTemplates, owner)

/** /noap/admin/formTemplates: the templates forms start from, the same for every organization. */
export const FormTemplatesPage = () => {
  const { t } = useTranslation()
  return (
    <ResourceList<FormTemplate, Nobody>
      title={t("formTemplates.title")}
      countOf={(count) => t("formTemplates.count", { count })}
      createLabel={t("formTemplates.create")}
      resource={FormTemplates.resource}
      useList={useFormTemplates}
      searchFields={["name", "description"]}
      columns={[
        { field: "name", label: t("formTemplates.fields.name") },
        { field: "description", label: t("formTemplates.fields.description") },
        {
          field: "isActive",
          label: t("formTemplates.fields.status"),
          render: (row) => t(row.isActive ? "formTemplates.active" : "formTemplates.inactive"),
        },
      ]}
    />
  )
}

export const Component = FormTemplatesPage
