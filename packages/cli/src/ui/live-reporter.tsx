import { type Instance, render } from "ink"
import { doneText, formatCount, type ProgressState, problemText } from "./format.js"
import { type Line, ProgressView } from "./Progress.js"
import { clock, type Reporter } from "./reporter.js"

/** <Static> needs every line it has printed; past a thousand bad rows the rest are only counted. */
const MAX_LIVE_LINES = 1000

/** CLI-5: the live view on a terminal: finished lines above, one progress bar below (Ink). */
export const liveReporter = (stream: NodeJS.WriteStream): Reporter => {
  let label = ""
  let startedAt = clock()
  let progress: ProgressState | undefined
  const snapshot = (rows: number, fraction: number | undefined): ProgressState => ({
    label,
    rows,
    fraction,
    elapsedMs: clock() - startedAt,
  })
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
