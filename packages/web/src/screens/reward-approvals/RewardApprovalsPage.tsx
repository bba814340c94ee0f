import { redirectHref } from "@wellkit/core"
import { type APPROVAL_SORTS, type RewardApproval, RewardApprovals } from "@wellkit/core/reward-approvals"
import { useMemo } from "react"
import { useTranslation } from "../../i18n/index.js"
import type { Column } from "../../kit/ResourceTable.js"
import { SearchForm } from "../../kit/SearchForm.js"
import { SearchResults } from "../../kit/SearchResults.js"
import { SearchSort } from "../../kit/SearchSort.js"
import { dayText, StatusBadge } from "./components/ApprovalFacts.js"
import { ApprovalQueue } from "./components/ApprovalQueue.js"
import { searchFields } from "./fields.js"
import { useApprovalSearch, useCanDecide } from "./hooks.js"

const { resource } = RewardApprovals
type ApprovalSort = (typeof APPROVAL_SORTS)[number]

/**
 * /rewardapproval (NAV-5): rewards members earned, waiting for a decision.
 * Someone who may decide works them as a queue; someone who may only look
 * sees a table. Staff see every organization, an organization admin their own.
 */
export const RewardApprovalsPage = () => {
  const { t } = useTranslation()
  const search = useApprovalSearch()
  const decides = useCanDecide()
  const fields = useMemo(() => searchFields(t), [t])
  const kept = resource.search.paramsOf(search.query)
  const hrefOf = (id: unknown) => redirectHref({ path: `${resource.listPath}/${id}`, params: kept })
  const columns = useMemo(
    (): ReadonlyArray<Column<RewardApproval>> => [
      { field: "memberName", label: t("rewardApprovals.fields.member") },
      { field: "organizationName", label: t("rewardApprovals.fields.entityId") },
      { field: "rewardName", label: t("rewardApprovals.fields.rewardName") },
      {
        field: "amount",
        label: t("rewardApprovals.fields.amount"),
        numeric: true,
        render: (row) => RewardApprovals.amountText(row.amount, row.rewardSymbol),
      },
      {
        field: "earnedDate",
        label: t("rewardApprovals.fields.earnedDate"),
        render: (row) => dayText(row.earnedDate),
      },
      {
        field: "status",
        label: t("rewardApprovals.fields.status"),
        render: (row) => <StatusBadge status={row.status} />,
      },
    ],
    [t],
  )
  const texts = {
    loading: t("rewardApprovals.states.loading"),
    empty: t("rewardApprovals.states.empty"),
    noMatch: t("rewardApprovals.states.noMatch"),
    count: (count: number) => t("rewardApprovals.states.count", { count }),
  }

  return (
    <div className="space-y-5">
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold">{t("rewardApprovals.title")}</h1>
        <p className="text-sm text-slate-600">{t("rewardApprovals.intro")}</p>
        {decides ? null : (
          <p className="text-sm font-medium text-slate-700">{t("rewardApprovals.readOnly")}</p>
        )}
      </header>
      <SearchForm
        label={t("rewardApprovals.search.label")}
        fields={fields}
        filters={search.query.filters}
        onSearch={search.submit}
        texts={{ submit: t("rewardApprovals.search.submit"), clear: t("rewardApprovals.search.clear") }}
      />
      <div className="max-w-xs">
        <SearchSort
          search={search}
          label={t("rewardApprovals.search.sort")}
          labelOf={(sort) => t(`rewardApprovals.search.sorts.${sort as ApprovalSort}`)}
        />
      </div>
      {decides ? (
        <SearchResults
          search={search}
          render={(rows) => <ApprovalQueue rows={rows} hrefOf={hrefOf} />}
          texts={texts}
        />
      ) : (
        <SearchResults
          search={search}
          caption={t("rewardApprovals.title")}
          idField="userRewardExpressionTermId"
          columns={columns}
          hrefOf={hrefOf}
          texts={texts}
        />
      )}
    </div>
  )
}

export const Component = RewardApprovalsPage
