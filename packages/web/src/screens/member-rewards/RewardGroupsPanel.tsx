import { formatDay, type MemberRef, MemberRewards, RewardApprovals } from "@wellkit/core"
import { useSearchParams } from "react-router-dom"
import { useTranslation } from "../../i18n/index.js"
import { ListStates } from "../../kit/ListStates.js"
import { useRelated } from "../../kit/use-related.js"
import { GroupDetail } from "./components/GroupDetail.js"

/**
 * The member's reward groups (earned against available); the one shown below
 * is kept in the address (`?group=`), the first until staff choose another.
 */
export const RewardGroupsPanel = ({ of }: { readonly of: MemberRef }) => {
  const { t } = useTranslation()
  const { entry, retry } = useRelated(MemberRewards.groupList, of)
  const [search, setSearch] = useSearchParams()
  const rows = entry?.value ?? []
  const shown = rows.find((row) => String(row.userPackageGroupId) === search.get("group")) ?? rows[0]
  const show = (id: number) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current)
        next.set("group", String(id))
        return next
      },
      { replace: true },
    )
  return (
    <div className="space-y-4">
      <ListStates
        entry={entry}
        retry={retry}
        matches={rows.length}
        query=""
        texts={{
          loading: t("memberRewards.groups.loading"),
          empty: t("memberRewards.groups.empty"),
          noMatch: t("memberRewards.groups.empty"),
          count: t("memberRewards.groups.count", { count: rows.length }),
        }}
      >
        <div className="relative overflow-x-auto contain-inline-size">
          <table className="w-full border-collapse text-left text-sm">
            <caption className="sr-only">{t("memberRewards.groups.caption")}</caption>
            <thead className="border-b border-slate-200 text-xs tracking-wide text-slate-600 uppercase">
              <tr>
                <th scope="col" className="py-2 pr-3">
                  {t("memberRewards.groups.name")}
                </th>
                <th scope="col" className="py-2 pr-3">
                  {t("memberRewards.groups.packageGroup")}
                </th>
                <th scope="col" className="py-2 pr-3">
                  {t("memberRewards.groups.period")}
                </th>
                <th scope="col" className="py-2 pr-3 text-right">
                  {t("memberRewards.groups.earned")}
                </th>
                <th scope="col" className="py-2 pr-3">
                  <span className="sr-only">{t("memberRewards.groups.open")}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const current = row === shown
                return (
                  <tr
                    key={row.userPackageGroupId}
                    className={`border-b border-slate-100 ${current ? "bg-brand-50" : ""}`}
                  >
                    <td className="py-2 pr-3 font-medium">{row.name}</td>
                    <td className="py-2 pr-3">{row.packageGroupName}</td>
                    <td className="py-2 pr-3 tabular-nums whitespace-nowrap">
                      {formatDay(row.startDate)} – {formatDay(row.endDate)}
                    </td>
                    <td className="py-2 pr-3 text-right tabular-nums">
                      {t("memberRewards.groups.earnedOf", {
                        earned: RewardApprovals.amountText(row.earned, row.symbol),
                        available: RewardApprovals.amountText(row.available, row.symbol),
                      })}
                    </td>
                    <td className="py-2 pr-3 text-right">
                      <button
                        type="button"
                        aria-pressed={current}
                        onClick={() => show(row.userPackageGroupId)}
                        className="text-sm font-medium text-brand-700 underline underline-offset-2 focus-visible:outline-2"
                      >
                        {current ? t("memberRewards.groups.shown") : t("memberRewards.groups.open")}
                        <span className="sr-only"> {row.name}</span>
                      </button>
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </div>
      </ListStates>
      {shown ? <GroupDetail key={shown.userPackageGroupId} member={of} group={shown} /> : null}
    </div>
  )
}
