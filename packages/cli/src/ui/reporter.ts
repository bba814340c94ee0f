import type { BatchProblem } from "@wellkit/core/users"
import { doneText, formatCount, type ProgressState, problemText } from "./format.js"

/** Where a command tells a person how its work is going. Results go to stdout separately. */
export interface Reporter {
  readonly start: (label: string) => void
  readonly advance: (rows: number, fraction?: number) => void
  readonly problem: (problem: BatchProblem) => void
  readonly note: (text: string) => void
  /** Ends the current phase with a "done" line. */
  readonly end: () => void
  /** Ends the live view; what it showed stays on screen. */
  readonly close: () => void
}

export type ReporterMode = "live" | "plain" | "silent"

/** CLI-5: a live view on a terminal; plain lines without one or with NO_COLOR; nothing with --json. */
export const reporterMode = (options: { readonly json?: boolean }, env = process.env): ReporterMode => {
  if (options.json) return "silent"
  if (!process.stderr.isTTY || env.NO_COLOR !== undefined || env.TERM === "dumb") return "plain"
  return "live"
}

export const clock = () => performance.now()

const silent: Reporter = {
  start: () => {},
  advance: () => {},
  problem: () => {},
  note: () => {},
  end: () => {},
  close: () => {},
}

/** The live view is Ink, which only a terminal needs: plain and silent reporters start without it. */
export const createReporter = async (
  mode: ReporterMode,
  stream: NodeJS.WriteStream = process.stderr,
): Promise<Reporter> => {
  if (mode === "silent") return silent
  if (mode === "live") return (await import("./live-reporter.js")).liveReporter(stream)
  let label = ""
  let startedAt = clock()
  let progress: ProgressState | undefined
  const line = (text: string) => stream.write(`${text}\n`)
  const end = () => {
    if (progress) line(doneText({ ...progress, elapsedMs: clock() - startedAt }))
    progress = undefined
  }
  return {
    start: (next) => {
      end()
      label = next
      startedAt = clock()
      progress = { label, rows: 0, fraction: undefined, elapsedMs: 0 }
      line(`${label}…`)
    },
    advance: (rows, fraction) => {
      progress = { label, rows, fraction, elapsedMs: clock() - startedAt }
    },
    problem: (problem) => line(problemText(problem)),
    note: (text) => line(text),
    end,
    close: end,
  }
}

export { formatCount }
