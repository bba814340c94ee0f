import { REWARD_TEXT_MAX, RewardGroupTemplates } from "@wellkit/core/package-groups"
import { useTranslation } from "../../i18n/index.js"
import { ResourceDetail } from "../../kit/ResourceDetail.js"
import { useSymbolChoices } from "../package-groups/hooks.js"

/** /noap/admin/rewardGroupTemplates/{rewardGroupTemplateId} (or /new): one template, read by its own call. */
export const RewardGroupTemplatePage = () => {
  const { t } = useTranslation()
  return (
    <ResourceDetail
      area={RewardGroupTemplates}
      blank={{ name: "", description: "", rewardSymbolId: "", amount: "" }}
      fields={[
        {
          name: "name",
          label: t("rewardGroupTemplates.fields.name"),
          kind: "text",
          maxLength: REWARD_TEXT_MAX.name,
        },
        { name: "description", label: t("rewardGroupTemplates.fields.description"), kind: "textarea" },
        {
          name: "rewardSymbolId",
          label: t("rewardGroupTemplates.fields.symbol"),
          kind: "select",
          numeric: true,
          emptyLabel: "—",
          useChoices: useSymbolChoices,
        },
        {
          name: "amount",
          label: t("rewardGroupTemplates.fields.amount"),
          kind: "number",
          hint: t("rewardGroupTemplates.amountHint"),
        },
      ]}
      titles={{
        create: t("rewardGroupTemplates.create"),
        edit: (template) => t("rewardGroupTemplates.edit", { name: template.name }),
        deleteQuestion: (template) => t("rewardGroupTemplates.deleteQuestion", { name: template.name }),
      }}
    />
  )
}

export const Component = RewardGroupTemplatePage
