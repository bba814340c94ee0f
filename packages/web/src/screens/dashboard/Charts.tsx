import { formatMoney, formatMonth, formatPercent, type RewardMonth } from "@wellkit/core"
import { memo } from "react"
import { BarChart } from "../../components/BarChart.js"

// Participation comes in percent (0–100), not as a ratio.
const percent = (value: number) => formatPercent(value / 100)

/*
 * Both charts are memo'd and given arrays that keep their identity while the dashboard's
 * data does, so a re-render of the page does not draw them again (issue 23).
 */

const PARTICIPATION_HEIGHT = 240
const REWARDS_HEIGHT = 260

/** Participation per challenge, in percent of eligible employees. */
export const ParticipationChart = memo(
  ({ data }: { readonly data: Array<{ name: string; participation: number }> }) => (
    <BarChart
      data={data}
      x="name"
      bars={[{ key: "participation", name: "Participation", color: "#047857" }]}
      height={PARTICIPATION_HEIGHT}
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
    height={REWARDS_HEIGHT}
    format={formatMoney}
    label={formatMonth}
  />
))

// A BarChart's lines under its bars, each a line of text-xs (16 px) after a space-y-2 gap (8 px):
// the labels, and the legend when there are two bars. The figure adds its pt-2 (8 px) above.
const LINE = 8 + 16
const pendingHeights = {
  participation: 8 + PARTICIPATION_HEIGHT + LINE,
  rewards: 8 + REWARDS_HEIGHT + 2 * LINE,
}

/** Where a chart will be, as tall as it will be, so that nothing below it moves when it comes. */
export const PendingChart = ({ chart }: { readonly chart: keyof typeof pendingHeights }) => (
  <div
    aria-hidden="true"
    className="rounded bg-slate-100 motion-safe:animate-pulse"
    style={{ height: pendingHeights[chart] }}
  />
)

/** A chart with nothing to draw says so in the chart's own room: the sections below stay where the grey chart had them. */
export const EmptyChart = ({
  chart,
  children,
}: {
  readonly chart: keyof typeof pendingHeights
  readonly children: string
}) => (
  <div
    className="flex items-center justify-center rounded border border-dashed border-slate-300 p-4 text-center text-sm text-slate-600"
    style={{ height: pendingHeights[chart] }}
  >
    <p>{children}</p>
  </div>
)
