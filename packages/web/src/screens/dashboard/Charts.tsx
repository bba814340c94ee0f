import { formatMoney, formatMonth, formatPercent, type RewardMonth } from "@wellkit/core"
import { memo } from "react"
import { BarChart } from "../../components/BarChart.js"

// Participation comes in percent (0–100), not as a ratio.
const percent = (value: number) => formatPercent(value / 100)

/*
 * Both charts are memo'd and given arrays that keep their identity while the dashboard's
 * data does, so a re-render of the page does not draw them again (issue 23).
 */

/** Participation per challenge, in percent of eligible employees. */
export const ParticipationChart = memo(
  ({ data }: { readonly data: Array<{ name: string; participation: number }> }) => (
    <BarChart
      data={data}
      x="name"
      bars={[{ key: "participation", name: "Participation", color: "#047857" }]}
      format={percent}
      top={100}
    />
  ),
)

/** Rewards earned and redeemed per month. */
export const RewardsChart = memo(({ data }: { readonly data: Array<RewardMonth> }) => (
  <BarChart
    data={data}
    x="month"
    bars={[
      { key: "earned", name: "Earned", color: "#047857" },
      { key: "redeemed", name: "Redeemed", color: "#0369a1" },
    ]}
    height={260}
    format={formatMoney}
    label={formatMonth}
  />
))
