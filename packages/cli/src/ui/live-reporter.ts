import { bar, doneText, formatCount, type ProgressState, problemText, progressFigures } from "./format.js"
import { clock, type Reporter } from "./reporter.js"

/** Past a thousand lines the screen stops listing bad rows and only counts them; --errors has them all. */
const MAX_LIVE_LINES = 1000

/** Redraws of the bar: four a second is enough for a person to read. */
const FRAME_MS = 250

/** Keeps the elapsed time and ETA moving while nothing else happens (e.g. waiting for processing). */
const TICK_MS = 1000

const yellow = (text: string) => `\u001b[33m${text}\u001b[39m`
const green = (text: string) => `\u001b[32m${text}\u001b[39m`
const bold = (text: string) => `\u001b[1m${text}\u001b[22m`
/** Back to the start of the line, and the line emptied: where the bar was. */
const CLEAR_LINE = "\r\u001b[2K"
const BAR_WIDTH = 24

/**
 * CLI-5: the bar's line, fitted to the terminal's width: a line that wrapped could not be
 * cleared and drawn again in place. The bar goes first when there is no room, then the end
 * of the figures.
 */
export const progressLine = (progress: ProgressState, columns: number): string => {
  const label = progress.label.padEnd(10)
  const figures = progressFigures(progress)
  const room = Math.max(1, columns - 1)
  const withBar = progress.fraction !== undefined && label.length + BAR_WIDTH + figures.length + 2 <= room
  if (withBar) return `${bold(label)} ${green(bar(progress.fraction ?? 0, BAR_WIDTH))} ${figures}`
  const plain = `${label} ${figures}`
  return plain.length <= room ? `${bold(label)} ${figures}` : plain.slice(0, room)
}

/**
 * CLI-5: the live view on a terminal: finished lines above, one progress bar below, drawn
 * again in place (ANSI: carriage return, erase the line). Ink did this once, for ~35 MB of a
 * million-row upload's memory (React, its reconciler and Yoga's WebAssembly) for one line.
 * Nothing printed is kept.
 */
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
  let pending = ""
  let barShown = false
  let printed = 0
  let hiddenProblems = 0
  let timer: NodeJS.Timeout | undefined
  const draw = () => {
    if (timer) clearTimeout(timer)
    timer = undefined
    let out = barShown ? CLEAR_LINE : ""
    out += pending
    pending = ""
    barShown = progress !== undefined
    if (progress) out += progressLine(progress, stream.columns ?? 80)
    if (out) stream.write(out)
  }
  const ticker = setInterval(() => {
    if (!progress || timer) return
    progress = { ...progress, elapsedMs: clock() - startedAt }
    draw()
  }, TICK_MS)
  ticker.unref()
  const drawSoon = () => {
    timer ??= setTimeout(draw, FRAME_MS)
  }
  const print = (text: string) => {
    printed += 1
    pending += `${text}\n`
  }
  const finishPhase = () => {
    if (progress) print(doneText({ ...progress, elapsedMs: clock() - startedAt }))
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
      if (printed < MAX_LIVE_LINES) print(yellow(problemText(problem)))
      else hiddenProblems += 1
      drawSoon()
    },
    note: (text) => {
      print(text)
      draw()
    },
    end: () => {
      finishPhase()
      draw()
    },
    close: () => {
      clearInterval(ticker)
      if (hiddenProblems > 0)
        print(yellow(`… and ${formatCount(hiddenProblems)} more bad rows, not shown here.`))
      finishPhase()
      draw()
    },
  }
}
