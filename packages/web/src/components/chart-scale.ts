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
