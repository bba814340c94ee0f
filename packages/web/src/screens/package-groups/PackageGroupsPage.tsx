import { type PackageGroupSummary, PackageGroups } from "@wellkit/core/package-groups"
import { useTranslation } from "../../i18n/index.js"
import { ResourceList } from "../../kit/ResourceList.js"
import { usePackageGroups } from "./hooks.js"

/** /noap/admin/packageGroups: the organization's package groups and what each holds. */
export const PackageGroupsPage = () => {
  const { t } = useTranslation()
  return (
    <ResourceList<PackageGroupSummary>
      title={t("packageGroups.title")}
      countOf={(count) => t("packageGroups.count", { count })}
      createLabel={t("packageGroups.create")}
      resource={PackageGroups.resource}
      useList={usePackageGroups}
      searchFields={["name", "description"]}
      columns={[
        { field: "name", label: t("packageGroups.columns.name") },
        { field: "packageCount", label: t("packageGroups.columns.packages"), numeric: true },
        { field: "challengeCount", label: t("packageGroups.columns.challenges"), numeric: true },
        { field: "rewardGroupCount", label: t("packageGroups.columns.rewardGroups"), numeric: true },
        {
          field: "isActive",
          label: t("packageGroups.columns.status"),
          render: (row) => t(row.isActive ? "packageGroups.status.active" : "packageGroups.status.draft"),
        },
      ]}
    />
  )
}

export const Component = PackageGroupsPage
