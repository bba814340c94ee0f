import { formatDay, type MemberRef, MemberRewards } from "@wellkit/core"
import { useTranslation } from "../../i18n/index.js"
import { RelatedList } from "../../kit/RelatedList.js"

/** The package groups the member is enrolled in, read-only: the spec has no writes for them here. */
export const PackageGroupsPanel = ({ of }: { readonly of: MemberRef }) => {
  const { t } = useTranslation()
  return (
    <RelatedList
      related={MemberRewards.memberPackageGroups}
      of={of}
      texts={{
        loading: t("memberRewards.packageGroups.loading"),
        empty: t("memberRewards.packageGroups.empty"),
        count: (count) => t("memberRewards.packageGroups.count", { count }),
      }}
    >
      {(rows) => (
        <div className="relative overflow-x-auto contain-inline-size">
          <table className="w-full border-collapse text-left text-sm">
            <caption className="sr-only">{t("memberRewards.packageGroups.caption")}</caption>
            <thead className="border-b border-slate-200 text-xs tracking-wide text-slate-600 uppercase">
              <tr>
                <th scope="col" className="py-2 pr-3">
                  {t("memberRewards.packageGroups.name")}
                </th>
                <th scope="col" className="py-2 pr-3">
                  {t("memberRewards.packageGroups.packages")}
                </th>
                <th scope="col" className="py-2 pr-3">
                  {t("memberRewards.packageGroups.startDate")}
                </th>
                <th scope="col" className="py-2 pr-3">
                  {t("memberRewards.packageGroups.endDate")}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.userPackageGroupId} className="border-b border-slate-100">
                  <td className="py-2 pr-3 font-medium">{row.name}</td>
                  <td className="py-2 pr-3">{row.packages.join(", ")}</td>
                  <td className="py-2 pr-3 tabular-nums">{formatDay(row.startDate)}</td>
                  <td className="py-2 pr-3 tabular-nums">{formatDay(row.endDate)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </RelatedList>
  )
}
