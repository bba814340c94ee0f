import type { EntityId } from "@wellkit/core"
import { type RewardGroupTemplate, RewardGroupTemplates } from "@wellkit/core/package-groups"
import { useTranslation } from "../../i18n/index.js"
import { ResourceList } from "../../kit/ResourceList.js"
import { useResourceList } from "../../kit/use-resource.js"
import { useRewardSymbols } from "../package-groups/hooks.js"

const useTemplates = (entityId: EntityId | undefined) =>
  useResourceList(RewardGroupTemplates.cache, RewardGroupTemplates, entityId)

/** /noap/admin/rewardGroupTemplates: the organization's reward group templates, imported into packages. */
export const RewardGroupTemplatesPage = () => {
  const { t } = useTranslation()
  const symbols = useRewardSymbols().entry?.value
  const paidIn = (row: RewardGroupTemplate) =>
    symbols?.find((symbol) => symbol.rewardSymbolId === row.rewardSymbolId)?.name ?? "—"
  return (
    <ResourceList<RewardGroupTemplate>
      title={t("rewardGroupTemplates.title")}
      countOf={(count) => t("rewardGroupTemplates.count", { count })}
      createLabel={t("rewardGroupTemplates.create")}
      resource={RewardGroupTemplates.resource}
      useList={useTemplates}
      searchFields={["name", "description"]}
      columns={[
        { field: "name", label: t("rewardGroupTemplates.fields.name") },
        { field: "description", label: t("rewardGroupTemplates.fields.description") },
        { field: "amount", label: t("rewardGroupTemplates.fields.amount"), numeric: true },
        { field: "rewardSymbolId", label: t("rewardGroupTemplates.fields.symbol"), render: paidIn },
      ]}
    />
  )
}

export const Component = RewardGroupTemplatesPage
