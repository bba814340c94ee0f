import { describe, expect, it } from "vitest"
import {
  bar,
  doneText,
  eta,
  formatDuration,
  type ProgressState,
  progressFigures,
  rowsText,
} from "./format.js"

const state = (overrides: Partial<ProgressState> = {}): ProgressState => ({
  label: "Checking",
  fraction: 0.5,
  rows: 20_000,
  elapsedMs: 2_000,
  ...overrides,
})

describe("CLI-5: progress figures", () => {
  it.each([
    ["half done, rate and ETA", state(), "50%  20,000 rows  10,000 rows/s  ETA 2s"],
    ["no total yet", state({ fraction: undefined }), "20,000 rows  10,000 rows/s"],
    [
      "nothing counted yet: elapsed time",
      state({ fraction: undefined, rows: 0, elapsedMs: 65_000 }),
      "1m 05s so far",
    ],
    ["one row", state({ fraction: 1, rows: 1, elapsedMs: 1000 }), "100%  1 row  1 rows/s"],
  ])("%s", (_label, progress, expected) => {
    expect(progressFigures(progress)).toBe(expected)
  })

  it.each([
    [0, "0s"],
    [59_400, "59s"],
    [61_000, "1m 01s"],
    [3_720_000, "1h 02m"],
  ])("formats %i ms as %s", (ms, text) => {
    expect(formatDuration(ms)).toBe(text)
  })

  it("has no ETA before any of the work is done, and a bar of the right width", () => {
    expect(eta(state({ fraction: 0 }))).toBeUndefined()
    expect(bar(0.25, 8)).toBe("██░░░░░░")
    expect(rowsText(12_000)).toBe("12,000 rows")
    expect(doneText(state())).toBe("Checking: done in 2s, 20,000 rows at 10,000 rows/s")
  })
})
