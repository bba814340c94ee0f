import { doneText, type ProgressState, problemText } from "./format.js"
import { clock, type Reporter } from "./reporter.js"

export const silentReporter: Reporter = {
  start: () => {},
  advance: () => {},
  problem: () => {},
  note: () => {},
  end: () => {},
  close: () => {},
}

/** CLI-5: one line per phase, problem and note, for logs and pipes; no cursor movement. */
export const plainReporter = (stream: NodeJS.WritableStream): Reporter => {
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
