import { Writable } from "node:stream"
import { describe, expect, it } from "vitest"
import { liveReporter } from "./live-reporter.js"

/** A screen that keeps every byte written to it; not a TTY, so Ink leaves the cursor alone. */
const terminal = () => {
  let written = ""
  const stream = Object.assign(
    new Writable({
      write(chunk, _encoding, done) {
        written += chunk
        done()
      },
    }),
    { columns: 100, rows: 30 },
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
})
