import { Writable } from "node:stream"
import { describe, expect, it } from "vitest"
import { liveReporter, progressLine } from "./live-reporter.js"

/** A screen that keeps every byte written to it. */
const terminal = (columns = 100) => {
  let written = ""
  const stream = Object.assign(
    new Writable({
      write(chunk, _encoding, done) {
        written += chunk
        done()
      },
    }),
    { columns, rows: 30 },
  )
  return { stream: stream as unknown as NodeJS.WriteStream, written: () => written }
}

const occurrences = (text: string, part: string) => text.split(part).length - 1

const problem = (line: number) => ({ line, column: "Last Name", reason: "A last name is required." })

describe("CLI-5: the live reporter", () => {
  it("prints each finished line once, above the bar, bad rows in yellow", () => {
    const screen = terminal()
    const reporter = liveReporter(screen.stream)
    reporter.start("Checking")
    reporter.problem(problem(3))
    reporter.advance(4, 1)
    reporter.end()
    reporter.note("hires.csv: 4 rows, 3 valid, 1 with problems.")
    reporter.close()
    const text = screen.written()
    const bad = "\u001b[33mline 3, Last Name: A last name is required.\u001b[39m\n"
    expect(occurrences(text, bad)).toBe(1)
    expect(occurrences(text, "Checking: done in 0s, 4 rows")).toBe(1)
    expect(occurrences(text, "hires.csv: 4 rows, 3 valid, 1 with problems.\n")).toBe(1)
    expect(text.indexOf(bad)).toBeLessThan(text.indexOf("Checking: done"))
    expect(text.indexOf("Checking: done")).toBeLessThan(text.indexOf("hires.csv: 4 rows"))
  })

  it("past a thousand lines, counts the bad rows instead of printing them", () => {
    const screen = terminal()
    const reporter = liveReporter(screen.stream)
    reporter.start("Checking")
    for (let line = 2; line < 1007; line += 1) reporter.problem(problem(line))
    reporter.close()
    const text = screen.written()
    expect(text).toContain("line 1001, Last Name")
    expect(text).not.toContain("line 1002, Last Name")
    expect(text).toContain("… and 5 more bad rows, not shown here.")
  })

  it("draws the bar again in place, and clears it before a line goes above it", () => {
    const screen = terminal()
    const reporter = liveReporter(screen.stream)
    reporter.start("Uploading")
    reporter.note("Part 1 of 2 sent.")
    reporter.close()
    const text = screen.written()
    expect(text.startsWith("\u001b[1mUploading \u001b[22m 0s so far")).toBe(true)
    expect(text).toContain("0s so far\r\u001b[2KPart 1 of 2 sent.\n")
    // Closed: the phase's line stays, and no bar is left under it.
    expect(text.endsWith("Uploading: done in 0s\n")).toBe(true)
  })
})

/** The text a person reads: without the escape sequences that colour it. */
const STYLE = new RegExp(`${String.fromCharCode(27)}\\[\\d+m`, "g")
const strip = (text: string) => text.replace(STYLE, "")
const state = { label: "Uploading", fraction: 0.25, rows: 3000, elapsedMs: 1500 }

describe("CLI-5: the bar's line", () => {
  it("shows a bar with rows/s and ETA, the label bold and the bar green", () => {
    const line = progressLine(state, 100)
    expect(strip(line)).toMatch(/^Uploading {2}██████░{18} 25% {2}3,000 rows {2}2,000 rows\/s {2}ETA 5s$/)
    expect(line).toContain("\u001b[32m██████")
  })

  it.each([
    [100, "the whole line"],
    [50, "no bar"],
    [20, "the figures cut"],
    [1, "one column"],
  ])("is never wider than the terminal: %i columns, %s", (columns) => {
    expect(strip(progressLine(state, columns)).length).toBeLessThan(Math.max(2, columns))
  })
})
