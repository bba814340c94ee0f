import { describe, expect, it } from "vitest"
import { axisLabels, chartScale, labelEvery } from "./chart-scale.js"

describe("a bar chart's value axis", () => {
  it.each([
    [100, undefined, [0, 25, 50, 75, 100]],
    [87, 100, [0, 25, 50, 75, 100]],
    [3, undefined, [0, 1, 2, 3, 4]],
    [9, undefined, [0, 2.5, 5, 7.5, 10]],
    [12_345, undefined, [0, 5000, 10_000, 15_000, 20_000]],
    [41_000, undefined, [0, 20_000, 40_000, 60_000, 80_000]],
    [40_000, undefined, [0, 10_000, 20_000, 30_000, 40_000]],
    [0, undefined, [0, 1, 2, 3, 4]],
    [Number.NaN, undefined, [0, 1, 2, 3, 4]],
  ] as const)("largest %d, top %s: ticks %j", (largest, top, ticks) => {
    expect(chartScale(largest, top)).toEqual(ticks)
  })

  it.each([
    [12, 12, 1],
    [30, 8, 4],
    [31, 8, 4],
    [0, 8, 1],
  ])("%i categories with room for %i labels: every %i", (count, room, every) => {
    expect(labelEvery(count, room)).toBe(every)
  })

  it.each([
    ["12 months", 12, 8, { wide: 2, narrow: 4 }],
    ["6 months", 6, 8, { wide: 1, narrow: 2 }],
    ["3 months", 3, 8, { wide: 1, narrow: 1 }],
    ["30 days", 30, 12, { wide: 6, narrow: 18 }],
    ["31 days", 31, 12, { wide: 7, narrow: 21 }],
    ["2 challenges with long names", 2, 20, { wide: 1, narrow: 1 }],
    ["no categories", 0, 0, { wide: 1, narrow: 1 }],
  ])("issue 39: %s: a label every %#", (_, count, longest, every) => {
    const labels = axisLabels(count, longest)
    expect(labels).toEqual(every)
    expect(labels.narrow % labels.wide).toBe(0)
  })
})
