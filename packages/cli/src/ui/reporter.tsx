import type { BatchProblem } from "@wellkit/core"
import { type Instance, render } from "ink"
import { doneText, formatCount, type ProgressState } from "./format.js"
import { type Line, ProgressView, problemText } from "./Progress.js"

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

const clock = () => performance.now()
const MAX_LIVE_LINES = 1000

export const createReporter = (mode: ReporterMode, stream: NodeJS.WriteStream = process.stderr): Reporter => {
  if (mode === "silent")
    return {
      start: () => {},
      advance: () => {},
      problem: () => {},
      note: () => {},
      end: () => {},
      close: () => {},
    }
  let label = ""
  let startedAt = clock()
  let progress: ProgressState | undefined
  const snapshot = (rows: number, fraction: number | undefined): ProgressState => ({
    label,
    rows,
    fraction,
    elapsedMs: clock() - startedAt,
  })

  if (mode === "plain") {
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
        progress = snapshot(0, undefined)
        line(`${label}…`)
      },
      advance: (rows, fraction) => {
        progress = snapshot(rows, fraction)
      },
      problem: (problem) => line(problemText(problem)),
      note: (text) => line(text),
      end,
      close: end,
    }
  }

  // <Static> needs every line it has printed; past a thousand bad rows the rest are only counted.
  const lines: Array<Line> = []
  let hiddenProblems = 0
  let nextId = 0
  const view = () => <ProgressView lines={lines} progress={progress} />
  const instance: Instance = render(view(), { stdout: stream, patchConsole: false, exitOnCtrlC: false })
  let timer: NodeJS.Timeout | undefined
  const draw = () => {
    if (timer) clearTimeout(timer)
    timer = undefined
    instance.rerender(view())
  }
  // Ink redraws on every call; a few times a second is enough for a person to read.
  // Keeps the elapsed time and ETA moving while nothing else happens (e.g. waiting for processing).
  const ticker = setInterval(() => {
    if (!progress) return
    progress = { ...progress, elapsedMs: clock() - startedAt }
    draw()
  }, 500)
  ticker.unref()
  const drawSoon = () => {
    timer ??= setTimeout(draw, 100)
  }
  const add = (text: string, tone: Line["tone"]) => {
    nextId += 1
    lines.push({ id: nextId, text, tone })
  }
  const finishPhase = () => {
    if (progress) add(doneText({ ...progress, elapsedMs: clock() - startedAt }), "note")
    progress = undefined
  }
  return {
    start: (next) => {
      finishPhase()
      label = next
      startedAt = clock()
      progress = snapshot(0, undefined)
      draw()
    },
    advance: (rows, fraction) => {
      progress = snapshot(rows, fraction)
      drawSoon()
    },
    problem: (problem) => {
      if (lines.length < MAX_LIVE_LINES) add(problemText(problem), "problem")
      else hiddenProblems += 1
      drawSoon()
    },
    note: (text) => {
      add(text, "note")
      draw()
    },
    end: () => {
      finishPhase()
      draw()
    },
    close: () => {
      clearInterval(ticker)
      if (hiddenProblems > 0)
        add(`… and ${formatCount(hiddenProblems)} more bad rows, not shown here.`, "problem")
      finishPhase()
      draw()
      instance.unmount()
    },
  }
}

export { formatCount }
