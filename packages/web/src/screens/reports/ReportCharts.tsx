import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts"

interface SeriesChartProps {
  readonly data: ReadonlyArray<Record<string, string | number>>
  readonly x: string
  readonly bars: ReadonlyArray<{ readonly key: string; readonly name: string; readonly color: string }>
}

/** One bar chart shape for all three reports; what it plots is decided by core's chart data. */
export const SeriesChart = ({ data, x, bars }: SeriesChartProps) => (
  <ResponsiveContainer width="100%" height={260}>
    <BarChart data={[...data]} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
      <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
      <XAxis dataKey={x} tick={{ fontSize: 12, fill: "#334155" }} />
      <YAxis tick={{ fontSize: 12, fill: "#334155" }} allowDecimals={false} />
      <Tooltip />
      {bars.length > 1 ? <Legend /> : null}
      {bars.map((bar) => (
        <Bar key={bar.key} dataKey={bar.key} name={bar.name} fill={bar.color} isAnimationActive={false} />
      ))}
    </BarChart>
  </ResponsiveContainer>
)
