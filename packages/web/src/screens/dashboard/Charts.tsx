import type { RewardMonth } from "@wellkit/core"
import { memo } from "react"
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts"

const dollars = (value: number) => `$${Math.round(value).toLocaleString("en-US")}`

/*
 * Both charts are memo'd and given arrays that keep their identity while the dashboard's
 * data does: a chart given a new array redraws from scratch, and each redraw was a
 * long task of 250 ms to 1 s on a phone-class CPU (issue 23).
 */

/** Participation per challenge, in percent of eligible employees. */
export const ParticipationChart = memo(
  ({ data }: { readonly data: Array<{ name: string; participation: number }> }) => (
    <ResponsiveContainer width="100%" height={240}>
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
        <XAxis dataKey="name" tick={{ fontSize: 12, fill: "#334155" }} />
        <YAxis unit="%" domain={[0, 100]} tick={{ fontSize: 12, fill: "#334155" }} />
        <Tooltip formatter={(value) => [`${value}%`, "Participation"]} />
        <Bar dataKey="participation" name="Participation" fill="#047857" isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  ),
)

/** Rewards earned and redeemed per month. */
export const RewardsChart = memo(({ data }: { readonly data: Array<RewardMonth> }) => (
  <ResponsiveContainer width="100%" height={260}>
    <BarChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
      <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
      <XAxis dataKey="month" tick={{ fontSize: 12, fill: "#334155" }} />
      <YAxis tickFormatter={dollars} tick={{ fontSize: 12, fill: "#334155" }} width={64} />
      <Tooltip formatter={(value) => dollars(Number(value))} />
      <Legend />
      <Bar dataKey="earned" name="Earned" fill="#047857" isAnimationActive={false} />
      <Bar dataKey="redeemed" name="Redeemed" fill="#0369a1" isAnimationActive={false} />
    </BarChart>
  </ResponsiveContainer>
))
