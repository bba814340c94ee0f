import { render } from "ink"
import { doneText, formatCount, type ProgressState, problemText } from "./format.js"
import { LiveView } from "./Progress.js"
import { clock, type Reporter } from "./reporter.js"

/** Past a thousand lines the screen stops listing bad rows and only counts them; --errors has them all. */
const MAX_LIVE_LINES = 1000

/**
 * Ink draws the whole view on every call, and each frame is garbage (about 0.3 MB of
 * styled cells for one 120-column line); four a second is enough for a person to read.
 */
const FRAME_MS = 250

/** Keeps the elapsed time and ETA moving while nothing else happens (e.g. waiting for processing). */
const TICK_MS = 1000

/** What Ink's <Text color="yellow"> prints. */
const yellow = (text: string) => `\u001b[33m${text}\u001b[39m`

/**
 * CLI-5: the live view on a terminal: finished lines above, one progress bar below (Ink).
 *
 * Finished lines go out through Ink's writer as plain text, not through <Static>: there
 * each line cost a React render, a layout and a grid of styled characters the width of
 * the terminal, and the bad rows of a large file kept that churn going for the whole
 * check, so the garbage collector promoted it and grew the heap (bench/command.ts:
 * "check, terminal"). Nothing printed is kept.
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
  // Replaced by Ink's writer during the first render, before render() returns.
  let write = (text: string) => {
    stream.write(text)
  }
  const onWriter = (writer: (text: string) => void) => {
    write = writer
  }
  let pending = ""
  let printed = 0
  let hiddenProblems = 0
  const view = () => <LiveView progress={progress} onWriter={onWriter} />
  const instance = render(view(), { stdout: stream, patchConsole: false, exitOnCtrlC: false })
  let timer: NodeJS.Timeout | undefined
  const draw = () => {
    if (timer) clearTimeout(timer)
    timer = undefined
    if (pending) write(pending)
    pending = ""
    instance.rerender(view())
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
      instance.unmount()
    },
  }
}
