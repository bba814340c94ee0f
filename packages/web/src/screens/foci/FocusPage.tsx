import { FOCUS_TEXT_MAX, Foci } from "@wellkit/core"
import { useTranslation } from "../../i18n/index.js"
import { ResourceDetail } from "../../kit/ResourceDetail.js"

/** /noap/admin/foci/{focusId}?entityId=: one focus to edit; no New and no Delete (K9). */
export const FocusPage = () => {
  const { t } = useTranslation()
  return (
    <ResourceDetail
      area={Foci}
      fields={[
        { name: "name", label: t("foci.fields.name"), kind: "text", maxLength: FOCUS_TEXT_MAX.name },
        {
          name: "description",
          label: t("foci.fields.description"),
          kind: "textarea",
          maxLength: FOCUS_TEXT_MAX.description,
        },
        {
          name: "displayOrder",
          label: t("foci.fields.displayOrder"),
          kind: "number",
          hint: t("foci.orderHint"),
        },
        { name: "isActive", label: t("foci.fields.isActive"), kind: "checkbox" },
      ]}
      titles={{ edit: (focus) => t("foci.edit", { name: focus.name }) }}
    />
  )
}

export const Component = FocusPage
