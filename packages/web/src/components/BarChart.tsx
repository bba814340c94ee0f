import { formatNumber } from "@wellkit/core"
import { memo } from "react"
import { axisLabels, chartScale } from "./chart-scale.js"

export interface ChartBar {
  readonly key: string
  readonly name: string
  readonly color: string
}

interface BarChartProps {
  readonly data: ReadonlyArray<Readonly<Record<string, string | number>>>
  /** The field naming each category (a month, a challenge). */
  readonly x: string
  readonly bars: ReadonlyArray<ChartBar>
  readonly height?: number
  /** How a value reads on the axis and in a bar's tooltip. */
  readonly format?: (value: number) => string
  /** How a category reads under its bars and in the tooltip (a month "2025-12" as "Dec 2025"). */
  readonly label?: (category: string) => string
  /** A fixed top of the axis (100 for percentages); otherwise a round number above the largest value. */
  readonly top?: number
}

const asItIs = (category: string) => category
const amountOf = (row: Readonly<Record<string, string | number>>, key: string) => Number(row[key]) || 0

/*
 * Bars drawn with plain elements and CSS, not a charting library: the dashboard's
 * first drawing with recharts was one long task of 1–1.5 s on a phone-class CPU
 * (issue 23), and these charts need no more than bars, a value axis and a legend.
 * The picture is hidden from assistive technology: the figure around it names what
 * it shows in words (and the reports' table below it holds every value).
 */
export const BarChart = memo(
  ({ data, x, bars, height = 240, format = formatNumber, label = asItIs, top }: BarChartProps) => {
    const largest = Math.max(0, ...data.flatMap((row) => bars.map((bar) => amountOf(row, bar.key))))
    const ticks = chartScale(largest, top)
    const axisTop = ticks[ticks.length - 1] ?? 1
    const longest = Math.max(0, ...data.map((row) => label(String(row[x])).length))
    const every = axisLabels(data.length, longest)
    return (
      <div aria-hidden="true" className="@container space-y-2 text-xs text-slate-700">
        <div className="flex gap-2" style={{ height }}>
          <div className="relative w-14 shrink-0">
            {ticks.map((tick) => (
              <span
                key={tick}
                className="absolute right-0 translate-y-1/2 tabular-nums"
                style={{ bottom: `${(tick / axisTop) * 100}%` }}
              >
                {format(tick)}
              </span>
            ))}
          </div>
          <div className="relative flex-1 border-b border-l border-slate-300">
            {ticks.slice(1).map((tick) => (
              <div
                key={tick}
                className="absolute inset-x-0 border-t border-dashed border-slate-200"
                style={{ bottom: `${(tick / axisTop) * 100}%` }}
              />
            ))}
            <div className="absolute inset-0 flex items-end gap-1 px-1">
              {data.map((row) => (
                <div key={String(row[x])} className="flex h-full flex-1 items-end justify-center gap-0.5">
                  {bars.map((bar) => {
                    const value = amountOf(row, bar.key)
                    return (
                      <div
                        key={bar.key}
                        data-bar={bar.key}
                        title={`${label(String(row[x]))} · ${bar.name}: ${format(value)}`}
                        className="w-full max-w-10 rounded-t-sm"
                        style={{
                          height: `${Math.min(100, (value / axisTop) * 100)}%`,
                          backgroundColor: bar.color,
                        }}
                      />
                    )
                  })}
                </div>
              ))}
            </div>
          </div>
        </div>
        <div className="ml-16 flex gap-1 px-1">
          {data.map((row, index) => (
            // A shown label may be wider than its bar: centred on it, it spills over its unlabelled neighbours.
            <span key={String(row[x])} className="flex min-w-0 flex-1 justify-center">
              {index % every.wide === 0 ? (
                // On a phone only every `narrow`-th: twelve months' names do not fit under 300 px.
                <span
                  className={`whitespace-nowrap ${index % every.narrow === 0 ? "" : "hidden @lg:inline"}`}
                >
                  {label(String(row[x]))}
                </span>
              ) : null}
            </span>
          ))}
        </div>
        {bars.length > 1 ? (
          <div className="flex flex-wrap justify-center gap-4">
            {bars.map((bar) => (
              <span key={bar.key} className="flex items-center gap-1.5">
                <span className="h-3 w-3 rounded-sm" style={{ backgroundColor: bar.color }} />
                {bar.name}
              </span>
            ))}
          </div>
        ) : null}
      </div>
    )
  },
)
