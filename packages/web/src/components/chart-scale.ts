/**
 * A bar chart's value axis: from 0 to a round top a little above the largest
 * value (or the given top, 100 for percentages), in four equal steps whose size
 * is 1, 2, 2.5 or 5 times a power of ten, so the tick labels read as round numbers.
 */
export const chartScale = (largest: number, fixedTop?: number): ReadonlyArray<number> => {
  const steps = 4
  if (fixedTop !== undefined) return Array.from({ length: steps + 1 }, (_, i) => (fixedTop * i) / steps)
  if (!(largest > 0)) return [0, 1, 2, 3, 4]
  const rough = largest / steps
  const power = 10 ** Math.floor(Math.log10(rough))
  const step = ([1, 2, 2.5, 5, 10].find((m) => m * power >= rough) ?? 10) * power
  return Array.from({ length: steps + 1 }, (_, i) => step * i)
}

/** Every how many categories an axis label is shown, so at most `room` labels share the axis. */
export const labelEvery = (count: number, room: number): number => Math.max(1, Math.ceil(count / room))

/**
 * Which categories an axis labels: every `wide`-th where the chart has room (a container of
 * 32rem and up), every `narrow`-th on a phone. Long labels (dates) get fewer places than short
 * ones (months, names); `narrow` is a multiple of `wide`, so a phone's labels are some of a desk's.
 */
export const axisLabels = (
  count: number,
  longest: number,
): { readonly wide: number; readonly narrow: number } => {
  const long = longest > 8
  const wide = labelEvery(count, long ? 5 : 8)
  return { wide, narrow: wide * Math.ceil(labelEvery(count, long ? 2 : 4) / wide) }
}
