import { BarChart, type ChartBar } from "../../components/BarChart.js"

interface SeriesChartProps {
  readonly data: ReadonlyArray<Record<string, string | number>>
  readonly x: string
  readonly bars: ReadonlyArray<ChartBar>
}

/** One bar chart shape for all three reports; what it plots is decided by core's chart data. */
export const SeriesChart = ({ data, x, bars }: SeriesChartProps) => (
  <BarChart data={data} x={x} bars={bars} height={260} />
)
