import { BarChart, type ChartBar } from "../../components/BarChart.js"

interface SeriesChartProps {
  readonly data: ReadonlyArray<Record<string, string | number>>
  readonly x: string
  readonly bars: ReadonlyArray<ChartBar>
  /** How a value reads (dollars for the reward report); a plain number otherwise. */
  readonly format?: (value: number) => string
  /** How a category reads (a day for the reward report). */
  readonly label?: (category: string) => string
}

/** One bar chart shape for all three reports; what it plots is decided by core's chart data. */
export const SeriesChart = ({ data, x, bars, format, label }: SeriesChartProps) => (
  <BarChart data={data} x={x} bars={bars} height={260} format={format} label={label} />
)
