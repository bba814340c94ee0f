import type { BatchProblem } from "@wellkit/core/users"

/** How far a long piece of work has got; the CLI's progress bar and plain lines both read it. */
export interface ProgressState {
  readonly label: string
  /** 0..1, or undefined while the total is unknown. */
  readonly fraction: number | undefined
  readonly rows: number
  readonly elapsedMs: number
}

const number = new Intl.NumberFormat("en-US")
export const formatCount = (value: number): string => number.format(Math.round(value))

/** "1 row", "12,000 rows" */
export const rowsText = (count: number): string => `${formatCount(count)} ${count === 1 ? "row" : "rows"}`

export const formatDuration = (ms: number): string => {
  const seconds = Math.max(0, Math.round(ms / 1000))
  if (seconds < 60) return `${seconds}s`
  const minutes = Math.floor(seconds / 60)
  if (minutes < 60) return `${minutes}m ${String(seconds % 60).padStart(2, "0")}s`
  return `${Math.floor(minutes / 60)}h ${String(minutes % 60).padStart(2, "0")}m`
}

/** Rows per second so far; nothing until there is something to divide. */
export const rate = (state: ProgressState): number | undefined =>
  state.elapsedMs > 0 && state.rows > 0 ? (state.rows * 1000) / state.elapsedMs : undefined

/** Time left at the pace so far; unknown until a little of the work is done. */
export const eta = (state: ProgressState): number | undefined =>
  state.fraction !== undefined && state.fraction > 0.001 && state.fraction < 1
    ? (state.elapsedMs * (1 - state.fraction)) / state.fraction
    : undefined

export const bar = (fraction: number, width: number): string => {
  const filled = Math.round(Math.min(1, Math.max(0, fraction)) * width)
  return `${"█".repeat(filled)}${"░".repeat(width - filled)}`
}

/** "62%  41,200 rows  13,100 rows/s  ETA 3s" */
export const progressFigures = (state: ProgressState): string => {
  const parts: Array<string> = []
  if (state.fraction !== undefined) parts.push(`${Math.floor(state.fraction * 100)}%`)
  if (state.rows === 0 && state.fraction === undefined) return `${formatDuration(state.elapsedMs)} so far`
  parts.push(rowsText(state.rows))
  const perSecond = rate(state)
  if (perSecond !== undefined) parts.push(`${formatCount(perSecond)} rows/s`)
  const left = eta(state)
  if (left !== undefined) parts.push(`ETA ${formatDuration(left)}`)
  return parts.join("  ")
}

/** "Checking: done in 2s, 60,000 rows at 41,200 rows/s" */
export const doneText = (state: ProgressState): string => {
  const perSecond = rate(state)
  const rows =
    state.rows > 0
      ? `, ${rowsText(state.rows)}${perSecond ? ` at ${formatCount(perSecond)} rows/s` : ""}`
      : ""
  return `${state.label}: done in ${formatDuration(state.elapsedMs)}${rows}`
}

/** "line 3, Last Name: A last name is required." */
export const problemText = (problem: BatchProblem): string =>
  `line ${problem.line}${problem.column ? `, ${problem.column}` : ""}: ${problem.reason}`
