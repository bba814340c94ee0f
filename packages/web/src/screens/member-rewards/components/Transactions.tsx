import { useVirtualizer } from "@tanstack/react-virtual"
import { formatDay, MemberRewards, RewardApprovals } from "@wellkit/core"
import { useMemo, useRef } from "react"
import { useTranslation } from "../../../i18n/index.js"
import { ListStates } from "../../../kit/ListStates.js"
import { useRelated } from "../../../kit/use-related.js"

const ROW = 36

/**
 * A ledger's transactions, newest first. A long-standing member has thousands,
 * so only the rows in view are in the page (the table keeps its full row count
 * for screen readers); the list is one focusable scroll region, so the arrow
 * keys, Page Up/Down, Home and End scroll it.
 */
export const Transactions = ({
  of,
  name,
  symbol,
}: {
  of: MemberRewards.GroupKey
  name: string
  symbol: string
}) => {
  const { t } = useTranslation()
  const { entry, retry } = useRelated(MemberRewards.groupTransactions, of)
  const rows = useMemo(() => [...(entry?.value ?? [])].reverse(), [entry?.value])
  const scroller = useRef<HTMLElement>(null)
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW,
    overscan: 12,
  })
  const items = virtualizer.getVirtualItems()
  const before = items[0]?.start ?? 0
  const after = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0)
  const count = t("memberRewards.transactions.count", { count: rows.length })
  return (
    <section aria-labelledby="member-transactions" className="space-y-2">
      <h4 id="member-transactions" className="text-base font-semibold text-slate-900">
        {t("memberRewards.transactions.title")}
      </h4>
      <ListStates
        entry={entry}
        retry={retry}
        matches={rows.length}
        query=""
        texts={{
          loading: t("memberRewards.transactions.loading"),
          empty: t("memberRewards.transactions.empty"),
          noMatch: t("memberRewards.transactions.empty"),
          count,
        }}
      >
        <p className="text-xs text-slate-600">{t("memberRewards.transactions.hint")}</p>
        <section
          ref={scroller}
          aria-label={t("memberRewards.transactions.region", { name })}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll region is reached by Tab so the keyboard can scroll it.
          tabIndex={0}
          className="h-96 overflow-auto rounded-md border border-slate-200 contain-inline-size focus-visible:outline-2"
        >
          <table aria-rowcount={rows.length + 1} className="w-full border-collapse text-left text-sm">
            <thead className="sticky top-0 bg-white text-xs tracking-wide text-slate-600 uppercase">
              <tr aria-rowindex={1} className="border-b border-slate-200">
                <th scope="col" className="px-3 py-2">
                  {t("memberRewards.transactions.date")}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t("memberRewards.transactions.description")}
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  {t("memberRewards.transactions.amount")}
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  {t("memberRewards.transactions.balance")}
                </th>
              </tr>
            </thead>
            <tbody>
              {before > 0 ? <tr style={{ height: before }} /> : null}
              {items.map((item) => {
                const row = rows[item.index]
                if (row === undefined) return null
                return (
                  <tr
                    key={row.transactionId}
                    aria-rowindex={item.index + 2}
                    style={{ height: ROW }}
                    className="border-b border-slate-100"
                  >
                    <td className="px-3 whitespace-nowrap tabular-nums">{formatDay(row.date)}</td>
                    <td className="px-3">{row.description}</td>
                    <td className={`px-3 text-right tabular-nums ${row.amount < 0 ? "text-red-800" : ""}`}>
                      {RewardApprovals.amountText(row.amount, symbol)}
                    </td>
                    <td className="px-3 text-right tabular-nums">
                      {RewardApprovals.amountText(row.balance, symbol)}
                    </td>
                  </tr>
                )
              })}
              {after > 0 ? <tr style={{ height: after }} /> : null}
            </tbody>
          </table>
        </section>
      </ListStates>
    </section>
  )
}
